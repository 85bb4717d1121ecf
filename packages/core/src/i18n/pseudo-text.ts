/**
 * The test language (ADR 0077): each letter of English accented and each text about 35%
 * longer, so a machine finds text that was never translated (it has plain letters) and
 * layouts that break on longer words (German runs about a third longer than English).
 * Applied to the text pieces of a compiled message only, never to its placeholders.
 */
const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'đ',
  e: 'é',
  f: 'ƒ',
  g: 'ğ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ü',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Đ',
  E: 'É',
  F: 'Ƒ',
  G: 'Ğ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ü',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
}
const VOWELS = /[aeiouAEIOU]/

export function pseudoText(text: string): string {
  let letters = 0
  for (const ch of text) if (ACCENTED[ch]) letters += 1
  // Lengthen by doubling vowels, spread over the text, until about 35% more letters.
  let extra = Math.round(letters * 0.35)
  let out = ''
  for (const ch of text) {
    const accented = ACCENTED[ch] ?? ch
    out += accented
    if (extra > 0 && VOWELS.test(ch)) {
      out += accented
      extra -= 1
    }
  }
  return extra > 0 ? out + '·'.repeat(extra) : out
}
