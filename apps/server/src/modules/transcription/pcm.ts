/**
 * Small pure helpers for mono PCM at the recogniser's rate (16 kHz): mixing channels down and
 * resampling. Floats become 16-bit with `toInt16` from `@hara/core/wav`.
 */
export const TARGET_RATE = 16_000

/** The average of the channels, sample by sample. */
export function downmix(channels: readonly Float32Array[]): Float32Array {
  const [first] = channels
  if (!first) return new Float32Array(0)
  if (channels.length === 1) return first
  const length = Math.min(...channels.map((c) => c.length))
  const out = new Float32Array(length)
  for (const channel of channels) {
    for (let i = 0; i < length; i++) out[i]! += channel[i]! / channels.length
  }
  return out
}

/**
 * Resamples to `to` Hz. Going down, each output sample averages the input samples it covers
 * (a box filter, enough to keep aliasing out of speech); going up, it interpolates linearly.
 */
export function resample(samples: Float32Array, from: number, to: number): Float32Array {
  if (from === to || samples.length === 0) return samples
  const ratio = from / to
  const length = Math.floor(samples.length / ratio)
  const out = new Float32Array(length)
  if (ratio > 1) {
    for (let i = 0; i < length; i++) {
      const start = Math.floor(i * ratio)
      const end = Math.min(samples.length, Math.max(start + 1, Math.floor((i + 1) * ratio)))
      let sum = 0
      for (let j = start; j < end; j++) sum += samples[j]!
      out[i] = sum / (end - start)
    }
  } else {
    for (let i = 0; i < length; i++) {
      const position = i * ratio
      const left = Math.floor(position)
      const right = Math.min(samples.length - 1, left + 1)
      const t = position - left
      out[i] = samples[left]! * (1 - t) + samples[right]! * t
    }
  }
  return out
}
