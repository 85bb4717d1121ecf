// Seeded randomness for the generated journal: the same seed gives the same file.
// ---------------------------------------------------------------------------------------------
// Randomness: sfc32 seeded through splitmix32, so every option gives its own stream.

function splitmix32(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x9e3779b9) >>> 0
    let z = state
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
    return (z ^ (z >>> 16)) >>> 0
  }
}

export function makeRandom(...seeds) {
  let mix = 0x2545f491
  for (const seed of seeds) mix = Math.imul(mix ^ (Number(seed) >>> 0), 0x9e3779b1) ^ (mix >>> 15)
  const init = splitmix32(mix)
  let [a, b, c, d] = [init(), init(), init(), init()]
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0
    d = (d + 1) >>> 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) >>> 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) >>> 0
    return t >>> 0
  }
  for (let i = 0; i < 12; i++) next()
  const random = () => next() / 4294967296
  return {
    random,
    uint32: next,
    int: (min, max) => min + Math.floor(random() * (max - min + 1)),
    chance: (p) => random() < p,
    pick: (list) => list[Math.floor(random() * list.length)],
    /** Picks by weight: `[[value, weight], …]`. */
    weighted: (pairs) => {
      let total = 0
      for (const [, w] of pairs) total += w
      let r = random() * total
      for (const [value, w] of pairs) {
        r -= w
        if (r < 0) return value
      }
      return pairs[pairs.length - 1][0]
    },
    /** `count` distinct items of `list`, in a random order. */
    sample: (list, count) => {
      const copy = [...list]
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1))
        ;[copy[i], copy[j]] = [copy[j], copy[i]]
      }
      return copy.slice(0, count)
    },
  }
}

/** A version 4 UUID from the generator, shaped as `crypto.randomUUID()`'s. */
export function uuid(rng) {
  const bytes = []
  for (let i = 0; i < 4; i++) {
    const n = rng.uint32()
    bytes.push(n & 255, (n >>> 8) & 255, (n >>> 16) & 255, n >>> 24)
  }
  bytes[6] = (bytes[6] & 0x0f) | 0x40
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
