/**
 * Turns a recording into 16 kHz mono 16-bit PCM, in process, through mediabunny's demuxer: WAV
 * (PCM or float samples, decoded by mediabunny itself), and WebM, Matroska or Ogg with Opus
 * (what MediaRecorder makes) with the WASM build of libopus. No codec binary is run and nothing
 * touches the disk. Runs in the audio worker. Writing WAV (16-bit mono, the form recognisers
 * expect) is `encodeWav` in `@hara/core/wav`, shared with the phone.
 */
import { toInt16 } from '@hara/core/wav'
import {
  AudioSampleSink,
  BufferSource,
  EncodedPacketSink,
  Input,
  MATROSKA,
  OGG,
  WAVE,
  WEBM,
  type InputAudioTrack,
} from 'mediabunny'
import { OpusDecoder } from 'opus-decoder'
import { AudioError, tooLong, undecodable } from './audio-errors'
import { sniffContainer } from './audio-input'
import { downmix, resample, TARGET_RATE } from './pcm'

export type DecodedAudio = { channels: Float32Array[]; sampleRate: number }

const OPUS_RATE = 48_000

export async function decodeToPcm16k(bytes: Uint8Array, maxSeconds: number): Promise<Int16Array> {
  const container = sniffContainer(bytes)
  const decoded =
    container === 'wav' ? await decodeWav(bytes, maxSeconds) : await decodeOpus(bytes, maxSeconds)
  return toInt16(resample(downmix(decoded.channels), decoded.sampleRate, TARGET_RATE))
}

/** The recording's audio track, or an error that says what is wrong with the file. */
async function audioTrack(bytes: Uint8Array, wav: boolean): Promise<InputAudioTrack> {
  let track
  try {
    const formats = wav ? [WAVE] : [WEBM, MATROSKA, OGG]
    track = await new Input({ source: new BufferSource(bytes), formats }).getPrimaryAudioTrack()
  } catch {
    throw undecodable(wav ? 'WAV file' : undefined)
  }
  if (!track) throw undecodable(wav ? 'WAV file' : 'recording (it has no audio track)')
  return track
}

/**
 * A WAV file's samples; refuses one longer than `maxSeconds` before converting it. A streamed
 * WAV announces a size it never reaches: what is there is read.
 */
export async function decodeWav(bytes: Uint8Array, maxSeconds: number): Promise<DecodedAudio> {
  const track = await audioTrack(bytes, true)
  const { numberOfChannels: channels, sampleRate } = track
  const plain = track.codec !== null && /^pcm-/.test(track.codec)
  if (!plain || channels < 1 || channels > 8 || sampleRate < 8000 || sampleRate > 192_000) {
    throw undecodable('WAV file')
  }
  try {
    if ((await track.computeDuration()) > maxSeconds) throw tooLong()
    const parts: Float32Array[][] = []
    let total = 0
    for await (const sample of new AudioSampleSink(track).samples()) {
      const frames = sample.numberOfFrames
      parts.push(
        Array.from({ length: channels }, (_, planeIndex) => {
          const plane = new Float32Array(frames)
          sample.copyTo(plane, { planeIndex, format: 'f32-planar' })
          return plane
        }),
      )
      sample.close()
      total += frames
      if (total > maxSeconds * sampleRate) throw tooLong()
    }
    return { channels: joinChannels(parts, channels, total), sampleRate }
  } catch (error) {
    if (error instanceof AudioError) throw error
    throw undecodable('WAV file')
  }
}

async function decodeOpus(bytes: Uint8Array, maxSeconds: number): Promise<DecodedAudio> {
  const track = await audioTrack(bytes, false)
  if (track.codec !== 'opus') {
    throw new AudioError(
      'unsupported_audio',
      'Only Opus audio is supported in WebM and Ogg. Send Opus, or WAV (PCM).',
    )
  }
  const channels = Math.min(2, Math.max(1, track.numberOfChannels))
  const decoder = new OpusDecoder({ channels, sampleRate: OPUS_RATE })
  await decoder.ready
  try {
    const parts: Float32Array[][] = []
    let total = 0
    const limit = maxSeconds * OPUS_RATE
    for await (const packet of new EncodedPacketSink(track).packets()) {
      const { channelData, samplesDecoded } = decoder.decodeFrame(packet.data)
      if (samplesDecoded === 0) continue
      total += samplesDecoded
      // Counted from the decoded audio itself: a container can claim any duration.
      if (total > limit) throw tooLong()
      parts.push(channelData.map((c) => c.subarray(0, samplesDecoded)))
    }
    // A track with no frame at all is a cut or broken file, not silence.
    if (total === 0) throw undecodable('recording (it holds no audio)')
    return { channels: joinChannels(parts, channels, total), sampleRate: OPUS_RATE }
  } catch (error) {
    if (error instanceof AudioError) throw error
    throw undecodable()
  } finally {
    decoder.free()
  }
}

function joinChannels(parts: Float32Array[][], channels: number, total: number): Float32Array[] {
  const out = Array.from({ length: channels }, () => new Float32Array(total))
  let at = 0
  for (const part of parts) {
    for (let ch = 0; ch < channels; ch++) out[ch]!.set(part[ch] ?? part[0]!, at)
    at += part[0]!.length
  }
  return out
}
