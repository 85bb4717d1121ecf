import { bytesOf, randomBytes, sealBytes, WrongPassphraseError } from '../backup/backup-crypto'
import type { BackupKdf } from '../backup/backup-contract'
import type { Bytes, WebCrypto, WebCryptoKey } from '../crypto/web-crypto'
import { bytesToBase64 } from '../encoding/base64'
import { utf8Bytes, utf8Text } from '../encoding/utf8'
import type { SyncKey, SyncKeyUpload, SyncRecord, SyncRecordUpload } from './sync-contract'

/**
 * Record sync's encryption (ADRs 0035 and 0038), with WebCrypto passed in: the phone runs it,
 * and the server's tests run it to act as phones. A random 32-byte data key seals every record
 * with AES-256-GCM, each under a fresh IV and with the record's id as additional data, so a
 * record moved under another id fails its tag check. The data key is wrapped by the key the
 * passphrase derives (PBKDF2, backup-crypto.ts), with the key's id as additional data. Record
 * ids are an HMAC of what the record is (an entry's id) under a key derived from the data key:
 * the server never sees an entry's id.
 */

/**
 * What seals and names records. Made so that they can be read out, only for the lock to seal
 * them at rest; the phone keeps them unreadable otherwise.
 */
export interface Vault {
  keyId: string
  dataKey: WebCryptoKey
  idKey: WebCryptoKey
}

async function vaultOf(webCrypto: WebCrypto, keyId: string, raw: Bytes): Promise<Vault> {
  const { subtle } = webCrypto
  const dataKey = await subtle.importKey('raw', raw, 'AES-GCM', true, ['encrypt', 'decrypt'])
  const material = await subtle.importKey('raw', raw, 'HKDF', false, ['deriveKey'])
  const idKey = await subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new Uint8Array(32),
      info: utf8Bytes('hara-record-id'),
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
  webCrypto: WebCrypto,
  wrapping: WebCryptoKey,
  kdf: BackupKdf,
  keyId: string,
  raw: Bytes,
  baseVersion: number | null,
): Promise<SyncKeyUpload> {
  const { iv, sealed } = await sealBytes(webCrypto, wrapping, keyId, raw)
  return {
    baseVersion,
    keyId,
    kdf,
    wrap: { algorithm: 'AES-256-GCM', iv },
    wrappedKey: sealed,
    cipher: { algorithm: 'AES-256-GCM' },
  }
}

/** A new data key: the vault to seal with, and its envelope to store (no key stored yet). */
export async function newVault(
  webCrypto: WebCrypto,
  wrapping: WebCryptoKey,
  kdf: BackupKdf,
): Promise<{ vault: Vault; envelope: SyncKeyUpload }> {
  const raw = randomBytes(webCrypto, 32)
  const keyId = bytesToBase64(randomBytes(webCrypto, 16), { url: true })
  return {
    vault: await vaultOf(webCrypto, keyId, raw),
    envelope: await wrap(webCrypto, wrapping, kdf, keyId, raw, null),
  }
}

async function unwrapRaw(webCrypto: WebCrypto, wrapping: WebCryptoKey, key: SyncKey) {
  try {
    const raw = await webCrypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytesOf(key.wrap.iv), additionalData: utf8Bytes(key.keyId) },
      wrapping,
      bytesOf(key.wrappedKey),
    )
    return new Uint8Array(raw)
  } catch {
    throw new WrongPassphraseError()
  }
}

/** Opens a stored envelope; `WrongPassphraseError` when `wrapping` is not its passphrase's. */
export async function unlockVault(
  webCrypto: WebCrypto,
  wrapping: WebCryptoKey,
  key: SyncKey,
): Promise<Vault> {
  return vaultOf(webCrypto, key.keyId, await unwrapRaw(webCrypto, wrapping, key))
}

/**
 * A passphrase change: the same data key wrapped under the new passphrase's key, replacing the
 * stored envelope. No record is sealed again.
 */
export async function rewrapVault(
  webCrypto: WebCrypto,
  current: WebCryptoKey,
  key: SyncKey,
  next: WebCryptoKey,
  nextKdf: BackupKdf,
): Promise<SyncKeyUpload> {
  const raw = await unwrapRaw(webCrypto, current, key)
  return wrap(webCrypto, next, nextKdf, key.keyId, raw, key.version)
}

/** The record id of `name` (an entry's id): HMAC-SHA-256 under the vault's id key, base64url. */
export async function recordIdOf(webCrypto: WebCrypto, vault: Vault, name: string) {
  const mac = await webCrypto.subtle.sign('HMAC', vault.idKey, utf8Bytes(name))
  return bytesToBase64(new Uint8Array(mac), { url: true })
}

/** Seals `plaintext` as the record `id`, replacing the version `replaces` (null: a new id). */
export async function sealRecord(
  webCrypto: WebCrypto,
  vault: Vault,
  id: string,
  plaintext: string,
  replaces: number | null,
): Promise<SyncRecordUpload> {
  const { iv, sealed } = await sealBytes(webCrypto, vault.dataKey, id, utf8Bytes(plaintext))
  return { id, iv, ciphertext: sealed, replaces }
}

/** A record that does not open under this vault (another key, or moved under another id). */
export class UnreadableRecordError extends Error {
  constructor() {
    super("A record of the backup couldn't be read.")
    this.name = 'UnreadableRecordError'
  }
}

export async function openRecord(
  webCrypto: WebCrypto,
  vault: Vault,
  record: Pick<SyncRecord, 'id' | 'iv' | 'ciphertext'>,
): Promise<string> {
  try {
    const plain = await webCrypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytesOf(record.iv), additionalData: utf8Bytes(record.id) },
      vault.dataKey,
      bytesOf(record.ciphertext),
    )
    return utf8Text(new Uint8Array(plain))
  } catch {
    throw new UnreadableRecordError()
  }
}

/** A SHA-256 digest of `plaintext`, base64: tells whether a record changed since it was synced. */
export async function digestOf(webCrypto: WebCrypto, plaintext: string): Promise<string> {
  return bytesToBase64(
    new Uint8Array(await webCrypto.subtle.digest('SHA-256', utf8Bytes(plaintext))),
  )
}
