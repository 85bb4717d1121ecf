/**
 * What the phone does for record sync (docs/decisions/0035-record-sync.md), with Node's
 * WebCrypto, for the server's tests: a random data key wrapped by the passphrase's key, record
 * ids from a keyed hash of the entry's id, and each record sealed with AES-256-GCM under the
 * data key, its id as additional data so a record cannot be moved under another id unnoticed.
 */
import { randomBytes, webcrypto } from 'node:crypto'
import {
  BACKUP_KDF_ITERATIONS,
  type SyncKey,
  type SyncKeyUpload,
  type SyncRecord,
  type SyncRecordUpload,
} from '@hara/core'

const { subtle } = webcrypto
const text = new TextEncoder()

export type Vault = { keyId: string; dataKey: webcrypto.CryptoKey; idKey: webcrypto.CryptoKey }

async function passphraseKey(passphrase: string, salt: Uint8Array, iterations: number) {
  const material = await subtle.importKey(
    'raw',
    text.encode(passphrase.normalize('NFC')),
    'PBKDF2',
    false,
    ['deriveKey'],
  )
  return subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

async function vaultOf(keyId: string, raw: Uint8Array): Promise<Vault> {
  const dataKey = await subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt'])
  const hkdf = await subtle.importKey('raw', raw, 'HKDF', false, ['deriveKey'])
  const idKey = await subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new Uint8Array(32),
      info: text.encode('hara-record-id'),
    },
    hkdf,
    { name: 'HMAC', hash: 'SHA-256', length: 256 },
    false,
    ['sign'],
  )
  return { keyId, dataKey, idKey }
}

/** The envelope for `raw` under `passphrase`, replacing `baseVersion`. */
async function wrap(
  passphrase: string,
  keyId: string,
  raw: Uint8Array,
  baseVersion: number | null,
): Promise<SyncKeyUpload> {
  const salt = randomBytes(16)
  const iv = randomBytes(12)
  const wrapping = await passphraseKey(passphrase, salt, BACKUP_KDF_ITERATIONS)
  const wrapped = await subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: text.encode(keyId) },
    wrapping,
    raw,
  )
  return {
    baseVersion,
    keyId,
    kdf: {
      algorithm: 'PBKDF2-SHA-256',
      iterations: BACKUP_KDF_ITERATIONS,
      salt: salt.toString('base64'),
    },
    wrap: { algorithm: 'AES-256-GCM', iv: iv.toString('base64') },
    wrappedKey: Buffer.from(wrapped).toString('base64'),
    cipher: { algorithm: 'AES-256-GCM' },
  }
}

/** A new data key: the vault to seal with, and the envelope to PUT. */
export async function newVault(passphrase: string) {
  const raw = new Uint8Array(randomBytes(32))
  const keyId = randomBytes(16).toString('base64url')
  return {
    vault: await vaultOf(keyId, raw),
    envelope: await wrap(passphrase, keyId, raw, null),
    /** The same key under another passphrase, replacing `version`: a passphrase change. */
    rewrap: (next: string, version: number) => wrap(next, keyId, raw, version),
  }
}

/** Unwraps a stored envelope; fails (AES-GCM's tag) with the wrong passphrase. */
export async function unlockVault(passphrase: string, key: SyncKey): Promise<Vault> {
  const wrapping = await passphraseKey(
    passphrase,
    Buffer.from(key.kdf.salt, 'base64'),
    key.kdf.iterations,
  )
  const raw = await subtle.decrypt(
    {
      name: 'AES-GCM',
      iv: Buffer.from(key.wrap.iv, 'base64'),
      additionalData: text.encode(key.keyId),
    },
    wrapping,
    Buffer.from(key.wrappedKey, 'base64'),
  )
  return vaultOf(key.keyId, new Uint8Array(raw))
}

/** The record id of an entry: HMAC-SHA-256 of its id under the vault's id key, base64url. */
export async function recordIdOf(vault: Vault, entryId: string): Promise<string> {
  const mac = await subtle.sign('HMAC', vault.idKey, text.encode(entryId))
  return Buffer.from(mac).toString('base64url')
}

export async function sealRecord(
  vault: Vault,
  entryId: string,
  plaintext: string,
  replaces: number | null,
): Promise<SyncRecordUpload> {
  const id = await recordIdOf(vault, entryId)
  const iv = randomBytes(12)
  const sealed = await subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: text.encode(id) },
    vault.dataKey,
    text.encode(plaintext),
  )
  return {
    id,
    iv: iv.toString('base64'),
    ciphertext: Buffer.from(sealed).toString('base64'),
    replaces,
  }
}

export async function openRecord(vault: Vault, record: SyncRecord): Promise<string> {
  const plain = await subtle.decrypt(
    {
      name: 'AES-GCM',
      iv: Buffer.from(record.iv, 'base64'),
      additionalData: text.encode(record.id),
    },
    vault.dataKey,
    Buffer.from(record.ciphertext, 'base64'),
  )
  return new TextDecoder().decode(plain)
}
