/**
 * The encrypted backup as a phone makes it, for the server's tests: the core's protocol
 * (backup/backup-crypto.ts) run with Node's WebCrypto. The wire format itself is pinned by fixed
 * vectors (modules/sync/wire-vectors.test.ts). Random uploads stand in where the content does
 * not matter.
 */
import { randomBytes } from 'node:crypto'
import {
  BACKUP_KDF_ITERATIONS,
  decryptText,
  deriveBackupKey,
  encryptText,
  newKdf,
  type BackupContent,
  type BackupKdf,
  type BackupUpload,
} from '@hara/core'

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
  const kdf: BackupKdf = saltBase64
    ? { algorithm: 'PBKDF2-SHA-256', iterations: BACKUP_KDF_ITERATIONS, salt: saltBase64 }
    : newKdf(crypto)
  const key = await deriveBackupKey(crypto, passphrase, kdf)
  return { baseVersion, kdf, ...(await encryptText(crypto, key, text)) }
}

/** The text inside a downloaded backup; throws when the passphrase is wrong. */
export async function openBackup(passphrase: string, content: BackupContent): Promise<string> {
  const key = await deriveBackupKey(crypto, passphrase, content.kdf)
  return decryptText(crypto, key, content.cipher, content.ciphertext)
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
