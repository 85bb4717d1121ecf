import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeBase64Audio, sniffContainer } from './audio-input'
import { encodeWav, toInt16 } from '@hara/core/wav'
import { downmix, resample } from './pcm'
import { decodeWav } from './decode-audio'

/** A WAV of 32-bit float samples, channels interleaved, as some recorders write it. */
function floatWav(channels: number[][], sampleRate: number): Uint8Array {
  const frames = channels[0]!.length
  const data = frames * channels.length * 4
  const view = new DataView(new ArrayBuffer(44 + data))
  const tag = (at: number, text: string) =>
    [...text].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)))
  tag(0, 'RIFF')
  view.setUint32(4, 36 + data, true)
  tag(8, 'WAVE')
  tag(12, 'fmt ')
  view.setUint32(16, 16, true)
  view.setUint16(20, 3, true) // IEEE float
  view.setUint16(22, channels.length, true)
  view.setUint32(24, sampleRate, true)
  view.setUint32(28, sampleRate * channels.length * 4, true)
  view.setUint16(32, channels.length * 4, true)
  view.setUint16(34, 32, true)
  tag(36, 'data')
  view.setUint32(40, data, true)
  for (let frame = 0; frame < frames; frame++) {
    channels.forEach((channel, ch) =>
      view.setFloat32(44 + (frame * channels.length + ch) * 4, channel[frame]!, true),
    )
  }
  return new Uint8Array(view.buffer)
}

describe('WAV', () => {
  it('reads back what it writes, sample for sample', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: -32768, max: 32767 }), { minLength: 1, maxLength: 500 }),
        async (values) => {
          const wav = encodeWav(Int16Array.from(values), 16_000)
          const { channels, sampleRate } = await decodeWav(wav, 65)
          expect(sampleRate).toBe(16_000)
          expect(Array.from(toInt16(channels[0]!))).toEqual(values)
        },
      ),
      { numRuns: 50 },
    )
  })

  it('reads float samples in every channel', async () => {
    const left = [0, 0.5, -0.25, 1]
    const right = [0.125, -1, 0.75, 0]
    const { channels, sampleRate } = await decodeWav(floatWav([left, right], 44_100), 65)
    expect(sampleRate).toBe(44_100)
    expect(channels.map((channel) => Array.from(channel))).toEqual([left, right])
  })

  it('refuses a file longer than the limit before converting it', async () => {
    await expect(decodeWav(encodeWav(new Int16Array(8000 * 3), 8000), 2)).rejects.toThrow(
      /longer than/,
    )
  })

  it('refuses a file that is not WAV inside', async () => {
    const riff = new TextEncoder().encode('RIFF\0\0\0\0WAVEjunkjunkjunk')
    await expect(decodeWav(riff, 65)).rejects.toThrow(/could not be decoded/)
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
