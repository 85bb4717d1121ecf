import { base64ToBytes, bytesToBase64 } from '@hara/core'

/** Bytes as base64url and back (the core's base64), for what the lock keeps and sends. */

export function toBase64Url(bytes: ArrayBuffer | Uint8Array): string {
  return bytesToBase64(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), { url: true })
}

/** The bytes of `text`, in either alphabet; a TypeError when it is not base64. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const bytes = base64ToBytes(text)
  if (!bytes) throw new TypeError('The lock holds text that is not base64.')
  return bytes
}

export function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(length))
}

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}
