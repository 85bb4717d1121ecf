import { describe, expect, it } from 'vitest'
import { encodeWav, toInt16 } from './wav'

describe('encodeWav', () => {
  it('writes a 44-byte RIFF/WAVE header for 16-bit mono PCM, then the samples', () => {
    const wav = encodeWav(Int16Array.from([0, 1, -1, 0x7fff, -0x8000]), 16_000)
    const view = new DataView(wav.buffer)
    const text = (at: number) => String.fromCharCode(...wav.subarray(at, at + 4))
    expect(wav).toHaveLength(44 + 10)
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data'])
    expect(view.getUint32(4, true)).toBe(36 + 10)
    expect(view.getUint16(20, true)).toBe(1)
    expect(view.getUint16(22, true)).toBe(1)
    expect(view.getUint32(24, true)).toBe(16_000)
    expect(view.getUint32(28, true)).toBe(32_000)
    expect(view.getUint16(34, true)).toBe(16)
    expect(view.getUint32(40, true)).toBe(10)
    expect([0, 1, 2, 3, 4].map((i) => view.getInt16(44 + i * 2, true))).toEqual([
      0, 1, -1, 0x7fff, -0x8000,
    ])
  })
})

describe('toInt16', () => {
  it('scales floats to 16 bits and clips what is louder than full scale', () => {
    expect([...toInt16(Float32Array.from([0, 0.5, -0.5, 1, -1, 1.5, -3]))]).toEqual([
      0, 16384, -16384, 0x7fff, -0x8000, 0x7fff, -0x8000,
    ])
  })
})
