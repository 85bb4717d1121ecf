import {
  base64ToBytes,
  bytesToBase64,
  BACKUP_IV_BYTES,
  BACKUP_KDF_ITERATIONS,
  BACKUP_SALT_BYTES,
  type BackupCipher,
  type BackupKdf,
} from '@hara/core'

/**
 * The backup's encryption, on the phone only (ADR 0018): WebCrypto, no library. A
 * key is derived from the passphrase with PBKDF2-SHA-256 and a random salt; each upload is
 * sealed with AES-256-GCM under a fresh IV. The key is created non-extractable, so even this
 * app cannot read its bytes back, and the passphrase is never stored.
 */

/** A passphrase that does not open the backup (AES-GCM's tag does not check). */
export class WrongPassphraseError extends Error {
  constructor() {
    super("That passphrase doesn't open this backup.")
    this.name = 'WrongPassphraseError'
  }
}

/** Binds every ciphertext to what it is, so nothing else sealed with the key could pass as it. */
const ASSOCIATED_DATA = new TextEncoder().encode('hara-journal-backup')

/** New key parameters with a random salt. */
export function newKdf(): BackupKdf {
  return {
    algorithm: 'PBKDF2-SHA-256',
    iterations: BACKUP_KDF_ITERATIONS,
    salt: toBase64(crypto.getRandomValues(new Uint8Array(BACKUP_SALT_BYTES))),
  }
}

/** The AES-256-GCM key for `passphrase` (NFC, so one passphrase typed on two phones matches). */
export async function deriveBackupKey(passphrase: string, kdf: BackupKdf): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(passphrase.normalize('NFC')),
    'PBKDF2',
    false,
    ['deriveKey'],
  )
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: fromBase64(kdf.salt), iterations: kdf.iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/** Seals `text` as the whole-journal backup did (read now only, to move it to records). */
export async function encryptText(
  key: CryptoKey,
  text: string,
): Promise<{ cipher: BackupCipher; ciphertext: string }> {
  const iv = crypto.getRandomValues(new Uint8Array(BACKUP_IV_BYTES))
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: ASSOCIATED_DATA },
    key,
    new TextEncoder().encode(text),
  )
  return {
    cipher: { algorithm: 'AES-256-GCM', iv: toBase64(iv) },
    ciphertext: toBase64(new Uint8Array(sealed)),
  }
}

/** The text, or `WrongPassphraseError` when the key does not open it. */
export async function decryptText(
  key: CryptoKey,
  cipher: BackupCipher,
  ciphertext: string,
): Promise<string> {
  let opened: ArrayBuffer
  try {
    opened = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(cipher.iv), additionalData: ASSOCIATED_DATA },
      key,
      fromBase64(ciphertext),
    )
  } catch {
    throw new WrongPassphraseError()
  }
  return new TextDecoder().decode(opened)
}

export const toBase64 = (bytes: Uint8Array): string => bytesToBase64(bytes)

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const bytes = base64ToBytes(text)
  if (!bytes) throw new TypeError('The backup holds text that is not base64.')
  return bytes
}
