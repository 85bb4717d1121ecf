/**
 * UTF-8 in plain TypeScript, as the platforms' `TextEncoder` and `TextDecoder` do it (the
 * Encoding Standard), for the protocol's texts: the core takes no browser or Node globals.
 */

const REPLACEMENT = 0xfffd

/** `text` as UTF-8; a lone surrogate becomes U+FFFD, as `TextEncoder` makes it. */
export function utf8Bytes(text: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(text.length * 3)
  let at = 0
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i)
    if (code >= 0xd800 && code <= 0xdfff) {
      const next = text.charCodeAt(i + 1)
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00)
        i++
      } else {
        code = REPLACEMENT
      }
    }
    if (code < 0x80) {
      out[at++] = code
    } else if (code < 0x800) {
      out[at++] = 0xc0 | (code >> 6)
      out[at++] = 0x80 | (code & 63)
    } else if (code < 0x10000) {
      out[at++] = 0xe0 | (code >> 12)
      out[at++] = 0x80 | ((code >> 6) & 63)
      out[at++] = 0x80 | (code & 63)
    } else {
      out[at++] = 0xf0 | (code >> 18)
      out[at++] = 0x80 | ((code >> 12) & 63)
      out[at++] = 0x80 | ((code >> 6) & 63)
      out[at++] = 0x80 | (code & 63)
    }
  }
  return out.slice(0, at)
}

/**
 * The text of UTF-8 `bytes`. What is not UTF-8 becomes U+FFFD, each maximal bad part once,
 * and a leading byte order mark is dropped, as a default `TextDecoder` reads it.
 */
export function utf8Text(bytes: Uint8Array): string {
  // Never more code units than bytes: four bytes give two units, anything else one or none.
  const units = new Uint16Array(bytes.length)
  let length = 0
  let needed = 0
  let seen = 0
  let code = 0
  let lower = 0x80
  let upper = 0xbf
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf
  for (let i = bom ? 3 : 0; i < bytes.length; i++) {
    const byte = bytes[i]!
    if (needed === 0) {
      if (byte < 0x80) {
        units[length++] = byte
      } else if (byte >= 0xc2 && byte <= 0xdf) {
        needed = 1
        code = byte & 0x1f
      } else if (byte >= 0xe0 && byte <= 0xef) {
        if (byte === 0xe0) lower = 0xa0
        if (byte === 0xed) upper = 0x9f
        needed = 2
        code = byte & 0xf
      } else if (byte >= 0xf0 && byte <= 0xf4) {
        if (byte === 0xf0) lower = 0x90
        if (byte === 0xf4) upper = 0x8f
        needed = 3
        code = byte & 0x7
      } else {
        units[length++] = REPLACEMENT
      }
      continue
    }
    if (byte < lower || byte > upper) {
      // The sequence ends early: one U+FFFD for it, and this byte is read again on its own.
      needed = seen = code = 0
      lower = 0x80
      upper = 0xbf
      units[length++] = REPLACEMENT
      i--
      continue
    }
    lower = 0x80
    upper = 0xbf
    code = (code << 6) | (byte & 0x3f)
    if (++seen < needed) continue
    if (code < 0x10000) {
      units[length++] = code
    } else {
      units[length++] = 0xd800 + ((code - 0x10000) >> 10)
      units[length++] = 0xdc00 + ((code - 0x10000) & 0x3ff)
    }
    needed = seen = code = 0
  }
  if (needed > 0) units[length++] = REPLACEMENT
  // A chunk at a time: one call per unit is slow on a long backup, one call for all overflows.
  const parts: string[] = []
  for (let at = 0; at < length; at += 8192) {
    const chunk = units.subarray(at, Math.min(at + 8192, length))
    parts.push(String.fromCharCode.apply(null, chunk as unknown as number[]))
  }
  return parts.join('')
}
