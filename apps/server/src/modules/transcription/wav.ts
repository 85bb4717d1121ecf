/**
 * RIFF/WAVE reading: integer PCM (8, 16, 24, 32 bit) and 32-bit float, in any channel count
 * and sample rate. Writing (16-bit mono, the form recognisers expect) is `encodeWav` in
 * `@hara/core/wav`, shared with the phone.
 */
import { tooLong, undecodable } from './audio-errors'

export type DecodedAudio = { channels: Float32Array[]; sampleRate: number }

const PCM = 1
const FLOAT = 3
const EXTENSIBLE = 0xfffe

/** Parses a WAV file; refuses anything longer than `maxSeconds` before converting it. */
export function parseWav(bytes: Uint8Array, maxSeconds: number): DecodedAudio {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4))
  let format: { code: number; channels: number; sampleRate: number; bits: number } | undefined
  let offset = 12
  while (offset + 8 <= bytes.length) {
    const id = tag(offset)
    const size = view.getUint32(offset + 4, true)
    const start = offset + 8
    if (id === 'fmt ' && size >= 16 && start + 16 <= bytes.length) {
      let code = view.getUint16(start, true)
      if (code === EXTENSIBLE && size >= 26 && start + 26 <= bytes.length) {
        code = view.getUint16(start + 24, true)
      }
      format = {
        code,
        channels: view.getUint16(start + 2, true),
        sampleRate: view.getUint32(start + 4, true),
        bits: view.getUint16(start + 14, true),
      }
    } else if (id === 'data') {
      if (!format) throw undecodable('WAV file')
      // Streamed WAVs announce a size they never reach; read what is there.
      const end = Math.min(bytes.length, start + size)
      return readSamples(view, start, end, format, maxSeconds)
    }
    offset = start + size + (size % 2)
  }
  throw undecodable('WAV file')
}

function readSamples(
  view: DataView,
  start: number,
  end: number,
  format: { code: number; channels: number; sampleRate: number; bits: number },
  maxSeconds: number,
): DecodedAudio {
  const { code, channels, sampleRate, bits } = format
  const supported =
    (code === PCM && [8, 16, 24, 32].includes(bits)) || (code === FLOAT && bits === 32)
  if (!supported || channels < 1 || channels > 8 || sampleRate < 8000 || sampleRate > 192_000) {
    throw undecodable('WAV file')
  }
  const width = bits / 8
  const frames = Math.floor((end - start) / (width * channels))
  if (frames / sampleRate > maxSeconds) throw tooLong()
  const out = Array.from({ length: channels }, () => new Float32Array(frames))
  const read = readerFor(view, code, bits)
  for (let frame = 0; frame < frames; frame++) {
    for (let ch = 0; ch < channels; ch++) {
      out[ch]![frame] = read(start + (frame * channels + ch) * width)
    }
  }
  return { channels: out, sampleRate }
}

function readerFor(view: DataView, code: number, bits: number): (at: number) => number {
  if (code === FLOAT) return (at) => view.getFloat32(at, true)
  switch (bits) {
    case 8:
      return (at) => (view.getUint8(at) - 128) / 128
    case 16:
      return (at) => view.getInt16(at, true) / 0x8000
    case 24:
      return (at) => {
        const value =
          view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getInt8(at + 2) << 16)
        return value / 0x800000
      }
    default:
      return (at) => view.getInt32(at, true) / 0x80000000
  }
}
