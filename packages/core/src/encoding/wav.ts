/**
 * Writing 16-bit mono PCM as a WAV file (RIFF/WAVE), the form speech recognisers expect: the
 * phone sends it when the browser records in a format the server does not decode, and the
 * server hands it to its recogniser.
 */

/** Floats in [-1, 1] to 16-bit samples, clipping anything louder. */
export function toInt16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length)
  for (let i = 0; i < samples.length; i++) {
    out[i] = Math.max(-0x8000, Math.min(0x7fff, Math.round(samples[i]! * 0x8000)))
  }
  return out
}

/** A 16-bit mono WAV file of `samples` at `sampleRate`. */
export function encodeWav(samples: Int16Array, sampleRate: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(44 + samples.length * 2)
  const view = new DataView(bytes.buffer)
  const write = (at: number, text: string) => {
    for (let i = 0; i < text.length; i++) bytes[at + i] = text.charCodeAt(i)
  }
  write(0, 'RIFF')
  view.setUint32(4, 36 + samples.length * 2, true)
  write(8, 'WAVE')
  write(12, 'fmt ')
  view.setUint32(16, 16, true) // the format chunk's size
  view.setUint16(20, 1, true) // integer PCM
  view.setUint16(22, 1, true) // one channel
  view.setUint32(24, sampleRate, true)
  view.setUint32(28, sampleRate * 2, true) // bytes a second
  view.setUint16(32, 2, true) // bytes a frame
  view.setUint16(34, 16, true) // bits a sample
  write(36, 'data')
  view.setUint32(40, samples.length * 2, true)
  for (let i = 0; i < samples.length; i++) view.setInt16(44 + i * 2, samples[i]!, true)
  return bytes
}
