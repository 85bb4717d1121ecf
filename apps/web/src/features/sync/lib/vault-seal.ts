/**
 * Record sync's keys sealed at rest under the lock's data key (ADR 0040): while the lock seals
 * the journal, the phone keeps the sync's data key and id key only as one AES-GCM ciphertext of
 * their bytes, bound to the account, so a locked phone holds no key that opens a record, here
 * or on the server. Opened again at the unlock, with the journal's key.
 */

/**
 * Record sync's keys (ADR 0038): the data key and the record-id key, with the data key's id and
 * the salt of the passphrase's key that wraps it, under `sync:{userId}` beside the older key.
 * Without the lock they are kept as they are (IndexedDB's copy of a key holds its bytes either
 * way; they stay readable out so that turning the lock on can seal them). While the lock seals
 * the journal (ADR 0040) they are kept only sealed under its data key (vault-seal.ts), opened at
 * the unlock and dropped from memory when Hara locks; while locked, nothing is written in plain
 * over them, and no pass makes them again. Keys stored before this could not be read out: they
 * are then kept in memory only, and the passphrase is asked once after the next lock.
 */
export interface StoredVault {
  keyId: string
  dataKey: CryptoKey
  idKey: CryptoKey
  salt: string
}

export interface SealedVault {
  keyId: string
  salt: string
  sealed: { iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer }
}

const text = new TextEncoder()
const boundTo = (userId: string) => text.encode(`hara sync keys: ${userId}`)
const AES = { name: 'AES-GCM' } as const
const HMAC = { name: 'HMAC', hash: 'SHA-256' } as const

export function isSealedVault(value: unknown): value is SealedVault {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  const sealed = record.sealed as Record<string, unknown> | undefined
  return (
    typeof record.keyId === 'string' &&
    typeof record.salt === 'string' &&
    ArrayBuffer.isView(sealed?.iv) &&
    Object.prototype.toString.call(sealed?.data) === '[object ArrayBuffer]'
  )
}

/** The vault sealed under `key`; null when its keys cannot be read out (made before this). */
export async function sealVault(
  vault: StoredVault,
  key: CryptoKey,
  userId: string,
): Promise<SealedVault | null> {
  if (!vault.dataKey.extractable || !vault.idKey.extractable) return null
  const bytes = new Uint8Array(64)
  bytes.set(new Uint8Array(await crypto.subtle.exportKey('raw', vault.dataKey)), 0)
  bytes.set(new Uint8Array(await crypto.subtle.exportKey('raw', vault.idKey)), 32)
  try {
    const iv = crypto.getRandomValues(new Uint8Array(12))
    const data = await crypto.subtle.encrypt(
      { ...AES, iv, additionalData: boundTo(userId) },
      key,
      bytes,
    )
    return { keyId: vault.keyId, salt: vault.salt, sealed: { iv, data } }
  } finally {
    bytes.fill(0)
  }
}

/** The sealed vault opened with `key`; a rejection when `key` is not the one it was sealed under. */
export async function openSealedVault(
  stored: SealedVault,
  key: CryptoKey,
  userId: string,
): Promise<StoredVault> {
  const bytes = new Uint8Array(
    await crypto.subtle.decrypt(
      { ...AES, iv: stored.sealed.iv, additionalData: boundTo(userId) },
      key,
      stored.sealed.data,
    ),
  )
  try {
    return {
      keyId: stored.keyId,
      salt: stored.salt,
      dataKey: await crypto.subtle.importKey('raw', bytes.slice(0, 32), AES, true, [
        'encrypt',
        'decrypt',
      ]),
      idKey: await crypto.subtle.importKey('raw', bytes.slice(32), HMAC, true, ['sign']),
    }
  } finally {
    bytes.fill(0)
  }
}
