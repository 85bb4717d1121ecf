/**
 * Turns a recording into 16 kHz mono 16-bit PCM, in process: WAV directly, and WebM, Matroska
 * or Ogg with Opus (what MediaRecorder makes) through mediabunny's demuxer and the WASM build
 * of libopus. No codec binary is run and nothing touches the disk. Runs in the audio worker.
 */
import { toInt16 } from '@hara/core/wav'
import { BufferSource, EncodedPacketSink, Input, MATROSKA, OGG, WEBM } from 'mediabunny'
import { OpusDecoder } from 'opus-decoder'
import { AudioError, tooLong, undecodable } from './audio-errors'
import { sniffContainer } from './audio-input'
import { downmix, resample, TARGET_RATE } from './pcm'
import { parseWav, type DecodedAudio } from './wav'

const OPUS_RATE = 48_000

export async function decodeToPcm16k(bytes: Uint8Array, maxSeconds: number): Promise<Int16Array> {
  const container = sniffContainer(bytes)
  const decoded =
    container === 'wav' ? parseWav(bytes, maxSeconds) : await decodeOpus(bytes, maxSeconds)
  return toInt16(resample(downmix(decoded.channels), decoded.sampleRate, TARGET_RATE))
}

async function decodeOpus(bytes: Uint8Array, maxSeconds: number): Promise<DecodedAudio> {
  let track
  try {
    const input = new Input({ source: new BufferSource(bytes), formats: [WEBM, MATROSKA, OGG] })
    track = await input.getPrimaryAudioTrack()
  } catch {
    throw undecodable()
  }
  if (!track) throw undecodable('recording (it has no audio track)')
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
