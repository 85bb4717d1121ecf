import {
  BACKUP_IV_BYTES,
  bytesToBase64,
  type BackupKdf,
  type SyncKey,
  type SyncKeyUpload,
  type SyncRecord,
  type SyncRecordUpload,
} from '@hara/core'
import { fromBase64, toBase64, WrongPassphraseError } from '../lib/backup-crypto'

/**
 * Record sync's encryption on the phone (ADRs 0035 and 0038), WebCrypto only. A random 32-byte
 * data key seals every record with AES-256-GCM, each under a fresh IV and with the record's id
 * as additional data, so a record moved under another id fails its tag check. The data key is
 * wrapped by the key the passphrase derives (PBKDF2, as the whole-journal backup did), with the
 * key's id as additional data. Record ids are an HMAC of what the record is (an entry's id)
 * under a key derived from the data key: the server never sees an entry's id.
 */

/**
 * What seals and names records. Made so that they can be read out, only for the lock to seal
 * them at rest (lib/vault-seal.ts); the phone keeps them unreadable otherwise (lib/key-store.ts).
 */
export interface Vault {
  keyId: string
  dataKey: CryptoKey
  idKey: CryptoKey
}

const text = new TextEncoder()
const random = (bytes: number) => crypto.getRandomValues(new Uint8Array(bytes))

async function vaultOf(keyId: string, raw: Uint8Array<ArrayBuffer>): Promise<Vault> {
  const dataKey = await crypto.subtle.importKey('raw', raw, 'AES-GCM', true, ['encrypt', 'decrypt'])
  const material = await crypto.subtle.importKey('raw', raw, 'HKDF', false, ['deriveKey'])
  const idKey = await crypto.subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new Uint8Array(32),
      info: text.encode('hara-record-id'),
    },
    material,
    { name: 'HMAC', hash: 'SHA-256', length: 256 },
    true,
    ['sign'],
  )
  return { keyId, dataKey, idKey }
}

/** The envelope of `raw` under `wrapping` (the passphrase's key made with `kdf`). */
async function wrap(
  wrapping: CryptoKey,
  kdf: BackupKdf,
  keyId: string,
  raw: Uint8Array<ArrayBuffer>,
  baseVersion: number | null,
): Promise<SyncKeyUpload> {
  const iv = random(BACKUP_IV_BYTES)
  const wrapped = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: text.encode(keyId) },
    wrapping,
    raw,
  )
  return {
    baseVersion,
    keyId,
    kdf,
    wrap: { algorithm: 'AES-256-GCM', iv: toBase64(iv) },
    wrappedKey: toBase64(new Uint8Array(wrapped)),
    cipher: { algorithm: 'AES-256-GCM' },
  }
}

/** A new data key: the vault to seal with, and its envelope to store (no key stored yet). */
export async function newVault(
  wrapping: CryptoKey,
  kdf: BackupKdf,
): Promise<{ vault: Vault; envelope: SyncKeyUpload }> {
  const raw = random(32)
  const keyId = bytesToBase64(random(16), { url: true })
  return { vault: await vaultOf(keyId, raw), envelope: await wrap(wrapping, kdf, keyId, raw, null) }
}

async function unwrapRaw(wrapping: CryptoKey, key: SyncKey): Promise<Uint8Array<ArrayBuffer>> {
  try {
    const raw = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(key.wrap.iv), additionalData: text.encode(key.keyId) },
      wrapping,
      fromBase64(key.wrappedKey),
    )
    return new Uint8Array(raw)
  } catch {
    throw new WrongPassphraseError()
  }
}

/** Opens a stored envelope; `WrongPassphraseError` when `wrapping` is not its passphrase's. */
export async function unlockVault(wrapping: CryptoKey, key: SyncKey): Promise<Vault> {
  return vaultOf(key.keyId, await unwrapRaw(wrapping, key))
}

/**
 * A passphrase change: the same data key wrapped under the new passphrase's key, replacing the
 * stored envelope. No record is sealed again.
 */
export async function rewrapVault(
  current: CryptoKey,
  key: SyncKey,
  next: CryptoKey,
  nextKdf: BackupKdf,
): Promise<SyncKeyUpload> {
  const raw = await unwrapRaw(current, key)
  return wrap(next, nextKdf, key.keyId, raw, key.version)
}

/** The record id of `name` (an entry's id): HMAC-SHA-256 under the vault's id key, base64url. */
export async function recordIdOf(vault: Vault, name: string): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', vault.idKey, text.encode(name)))
  return bytesToBase64(mac, { url: true })
}

/** Seals `plaintext` as the record `id`, replacing the version `replaces` (null: a new id). */
export async function sealRecord(
  vault: Vault,
  id: string,
  plaintext: string,
  replaces: number | null,
): Promise<SyncRecordUpload> {
  const iv = random(BACKUP_IV_BYTES)
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: text.encode(id) },
    vault.dataKey,
    text.encode(plaintext),
  )
  return { id, iv: toBase64(iv), ciphertext: toBase64(new Uint8Array(sealed)), replaces }
}

/** A record that does not open under this vault (another key, or moved under another id). */
export class UnreadableRecordError extends Error {
  constructor() {
    super("A record of the backup couldn't be read.")
    this.name = 'UnreadableRecordError'
  }
}

export async function openRecord(
  vault: Vault,
  record: Pick<SyncRecord, 'id' | 'iv' | 'ciphertext'>,
) {
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(record.iv), additionalData: text.encode(record.id) },
      vault.dataKey,
      fromBase64(record.ciphertext),
    )
    return new TextDecoder().decode(plain)
  } catch {
    throw new UnreadableRecordError()
  }
}

/** A SHA-256 digest of `plaintext`, base64: tells whether a record changed since it was synced. */
export async function digestOf(plaintext: string): Promise<string> {
  return toBase64(new Uint8Array(await crypto.subtle.digest('SHA-256', text.encode(plaintext))))
}
