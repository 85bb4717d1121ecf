/**
 * What the phone does for the encrypted backup, with Node's WebCrypto, for the server's tests:
 * PBKDF2-SHA-256 turns the passphrase into an AES-256-GCM key, which seals the journal's text.
 */
import { randomBytes, webcrypto } from 'node:crypto'
import { BACKUP_KDF_ITERATIONS, type BackupContent, type BackupUpload } from '@hara/core'

const { subtle } = webcrypto

async function deriveKey(passphrase: string, salt: Uint8Array, iterations: number) {
  const material = await subtle.importKey('raw', Buffer.from(passphrase, 'utf8'), 'PBKDF2', false, [
    'deriveKey',
  ])
  return subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/**
 * The upload body for `text` sealed with `passphrase`, under a new key, or under the key of the
 * backup with `saltBase64` (as a phone does for every upload after its first).
 */
export async function sealBackup(
  passphrase: string,
  text: string,
  baseVersion: number | null,
  saltBase64?: string,
): Promise<BackupUpload> {
  const salt = saltBase64
    ? new Uint8Array(Buffer.from(saltBase64, 'base64'))
    : webcrypto.getRandomValues(new Uint8Array(16))
  const iv = webcrypto.getRandomValues(new Uint8Array(12))
  const key = await deriveKey(passphrase, salt, BACKUP_KDF_ITERATIONS)
  const sealed = await subtle.encrypt({ name: 'AES-GCM', iv }, key, Buffer.from(text, 'utf8'))
  return {
    baseVersion,
    kdf: {
      algorithm: 'PBKDF2-SHA-256',
      iterations: BACKUP_KDF_ITERATIONS,
      salt: Buffer.from(salt).toString('base64'),
    },
    cipher: { algorithm: 'AES-256-GCM', iv: Buffer.from(iv).toString('base64') },
    ciphertext: Buffer.from(sealed).toString('base64'),
  }
}

/** The text inside a downloaded backup; throws when the passphrase is wrong. */
export async function openBackup(passphrase: string, content: BackupContent): Promise<string> {
  const salt = Buffer.from(content.kdf.salt, 'base64')
  const key = await deriveKey(passphrase, salt, content.kdf.iterations)
  const opened = await subtle.decrypt(
    { name: 'AES-GCM', iv: Buffer.from(content.cipher.iv, 'base64') },
    key,
    Buffer.from(content.ciphertext, 'base64'),
  )
  return Buffer.from(opened).toString('utf8')
}

/** One phone's key, as far as the server can tell: the salt it was derived with. */
export const PHONE_SALT = randomBytes(16).toString('base64')

/** A salt of another key (a passphrase set again). */
export const newSalt = () => randomBytes(16).toString('base64')

/**
 * An upload of `bytes` random bytes (the server cannot tell them from a real ciphertext), under
 * the key with `salt`: by default the same for every upload, as one phone's are.
 */
export function randomUpload(
  baseVersion: number | null,
  bytes = 64,
  salt = PHONE_SALT,
): BackupUpload {
  return {
    baseVersion,
    kdf: { algorithm: 'PBKDF2-SHA-256', iterations: BACKUP_KDF_ITERATIONS, salt },
    cipher: { algorithm: 'AES-256-GCM', iv: randomBytes(12).toString('base64') },
    ciphertext: randomBytes(bytes).toString('base64'),
  }
}
