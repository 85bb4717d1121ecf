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

/** The upload body for `text` sealed with `passphrase`. */
export async function sealBackup(
  passphrase: string,
  text: string,
  baseVersion: number | null,
): Promise<BackupUpload> {
  const salt = webcrypto.getRandomValues(new Uint8Array(16))
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

/** An upload of `bytes` random bytes: the server cannot tell them from a real ciphertext. */
export function randomUpload(baseVersion: number | null, bytes = 64): BackupUpload {
  return {
    baseVersion,
    kdf: {
      algorithm: 'PBKDF2-SHA-256',
      iterations: BACKUP_KDF_ITERATIONS,
      salt: randomBytes(16).toString('base64'),
    },
    cipher: { algorithm: 'AES-256-GCM', iv: randomBytes(12).toString('base64') },
    ciphertext: randomBytes(bytes).toString('base64'),
  }
}
