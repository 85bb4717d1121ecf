import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeBase64Audio, sniffContainer } from './audio-input'
import { encodeWav, toInt16 } from '@hara/core/wav'
import { downmix, resample } from './pcm'
import { parseWav } from './wav'

describe('WAV', () => {
  it('reads back what it writes, sample for sample', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -32768, max: 32767 }), { maxLength: 500 }),
        (values) => {
          const wav = encodeWav(Int16Array.from(values), 16_000)
          const { channels, sampleRate } = parseWav(wav, 65)
          expect(sampleRate).toBe(16_000)
          expect(Array.from(toInt16(channels[0]!))).toEqual(values)
        },
      ),
    )
  })

  it('refuses a file longer than the limit before converting it', () => {
    expect(() => parseWav(encodeWav(new Int16Array(8000 * 3), 8000), 2)).toThrow(/longer than/)
  })
})

describe('PCM helpers', () => {
  it('resampling 48 kHz to 16 kHz keeps a third of the samples and the level of a steady signal', () => {
    const steady = new Float32Array(4800).fill(0.5)
    const out = resample(steady, 48_000, 16_000)
    expect(out).toHaveLength(1600)
    expect(out.every((v) => Math.abs(v - 0.5) < 1e-6)).toBe(true)
  })

  it('mixes stereo down to the average', () => {
    expect(Array.from(downmix([Float32Array.of(1, 0), Float32Array.of(0, 0)]))).toEqual([0.5, 0])
  })
})

describe('audio input', () => {
  it('recognises containers by their bytes and refuses the rest', () => {
    expect(sniffContainer(encodeWav(new Int16Array(1), 16_000))).toBe('wav')
    expect(sniffContainer(Uint8Array.of(0x1a, 0x45, 0xdf, 0xa3, 0))).toBe('matroska')
    expect(sniffContainer(new TextEncoder().encode('OggS....'))).toBe('ogg')
    expect(() => sniffContainer(new TextEncoder().encode('ID3 mp3'))).toThrow(/not supported/)
  })

  it('accepts only strict base64', () => {
    expect(Array.from(decodeBase64Audio('AQID'))).toEqual([1, 2, 3])
    for (const bad of ['AQI', 'AQ=D', 'A Q I D', '']) {
      expect(() => decodeBase64Audio(bad)).toThrow()
    }
  })
})
