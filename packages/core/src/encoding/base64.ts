/**
 * Base64 (RFC 4648) in plain TypeScript, for both apps: the phone's backup and recordings, the
 * server's checks of the keys browsers send. No `btoa` or `Buffer`, so it runs anywhere.
 */

const STANDARD = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const URL_SAFE = `${STANDARD.slice(0, 62)}-_`

/** Each character's six bits, for both alphabets; -1 for anything else. */
const VALUES = (() => {
  const values = new Int8Array(128).fill(-1)
  for (let i = 0; i < 64; i++) {
    values[STANDARD.charCodeAt(i)] = i
    values[URL_SAFE.charCodeAt(i)] = i
  }
  return values
})()

/**
 * `bytes` as base64: the standard alphabet with padding, or with `url: true` the URL-safe
 * alphabet without padding (what browsers give for push keys).
 */
export function bytesToBase64(bytes: Uint8Array, options: { url?: boolean } = {}): string {
  const alphabet = options.url ? URL_SAFE : STANDARD
  const parts: string[] = []
  let i = 0
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!
    parts.push(
      alphabet[n >> 18]! + alphabet[(n >> 12) & 63]! + alphabet[(n >> 6) & 63]! + alphabet[n & 63]!,
    )
  }
  const rest = bytes.length - i
  if (rest > 0) {
    const n = (bytes[i]! << 16) | (rest === 2 ? bytes[i + 1]! << 8 : 0)
    let tail = alphabet[n >> 18]! + alphabet[(n >> 12) & 63]!
    if (rest === 2) tail += alphabet[(n >> 6) & 63]!
    if (!options.url) tail += rest === 2 ? '=' : '=='
    parts.push(tail)
  }
  return parts.join('')
}

/**
 * The bytes of base64 `text`, in either alphabet, padded or not; undefined when it is not
 * base64 (a stray character, padding in the middle, a length no encoding has).
 */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> | undefined {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0
  if (padding > 0 && text.length % 4 !== 0) return undefined
  const length = text.length - padding
  if (length % 4 === 1) return undefined
  const out = new Uint8Array(Math.floor((length * 3) / 4))
  let bits = 0
  let value = 0
  let at = 0
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i)
    const six = code < 128 ? VALUES[code]! : -1
    if (six < 0) return undefined
    value = (value << 6) | six
    bits += 6
    if (bits >= 8) {
      bits -= 8
      out[at++] = (value >> bits) & 0xff
    }
  }
  return out
}
