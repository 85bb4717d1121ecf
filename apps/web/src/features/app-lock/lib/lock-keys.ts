import { fromBase64Url, randomBytes, toBase64Url } from './bytes'

/**
 * The journal's data key and the two keys that wrap it (ADR 0040): one derived (HKDF-SHA-256)
 * from the screen lock's PRF output, one from the recovery secret the server gives the
 * account's password. Only the wrapped forms are kept on the phone; the data key itself lives
 * in memory while Hara is unlocked, as a key that cannot be exported.
 */

export interface Wrapped {
  iv: string
  data: string
}

export type WrapPurpose = 'prf' | 'recovery'

const AES = { name: 'AES-GCM', length: 256 } as const

/** The key that wraps the data key, from a secret (the PRF output or the recovery secret). */
export async function wrappingKey(
  secret: BufferSource,
  salt: Uint8Array<ArrayBuffer>,
  purpose: WrapPurpose,
): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey('raw', secret, 'HKDF', false, ['deriveKey'])
  return crypto.subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt,
      info: new TextEncoder().encode(`hara app lock: ${purpose}`),
    },
    base,
    AES,
    false,
    ['wrapKey', 'unwrapKey'],
  )
}

/** A new data key: exportable only for as long as it takes to wrap it. */
export function newDataKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey(AES, true, ['encrypt', 'decrypt'])
}

export async function wrapDataKey(dataKey: CryptoKey, by: CryptoKey): Promise<Wrapped> {
  const iv = randomBytes(12)
  const data = await crypto.subtle.wrapKey('raw', dataKey, by, { name: 'AES-GCM', iv })
  return { iv: toBase64Url(iv), data: toBase64Url(data) }
}

/**
 * The data key, or a rejection when `by` is not the key it was wrapped with. `exportable`
 * only to wrap it again (a new screen lock after recovery).
 */
export function unwrapDataKey(
  wrapped: Wrapped,
  by: CryptoKey,
  exportable = false,
): Promise<CryptoKey> {
  return crypto.subtle.unwrapKey(
    'raw',
    fromBase64Url(wrapped.data),
    by,
    { name: 'AES-GCM', iv: fromBase64Url(wrapped.iv) },
    AES,
    exportable,
    ['encrypt', 'decrypt'],
  )
}

/** The same key, no longer exportable: what stays in memory. */
export async function keptInMemory(dataKey: CryptoKey): Promise<CryptoKey> {
  if (!dataKey.extractable) return dataKey
  const raw = await crypto.subtle.exportKey('raw', dataKey)
  try {
    return await crypto.subtle.importKey('raw', raw, AES, false, ['encrypt', 'decrypt'])
  } finally {
    new Uint8Array(raw).fill(0)
  }
}
