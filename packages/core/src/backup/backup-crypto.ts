import type { Bytes, WebCrypto, WebCryptoKey } from '../crypto/web-crypto'
import { base64ToBytes, bytesToBase64 } from '../encoding/base64'
import { utf8Bytes, utf8Text } from '../encoding/utf8'
import {
  BACKUP_IV_BYTES,
  BACKUP_KDF_ITERATIONS,
  BACKUP_SALT_BYTES,
  type BackupKdf,
} from './backup-contract'
import type { BackupCipher } from './backup-wire'

/**
 * The backup's encryption (ADR 0018), made on the phone only, with WebCrypto passed in: a key
 * is derived from the passphrase with PBKDF2-SHA-256 and a random salt; each upload is sealed
 * with AES-256-GCM under a fresh IV. The key is created non-extractable, so even the app cannot
 * read its bytes back, and the passphrase is never stored. Record sync's key envelope is sealed
 * under the same passphrase key (sync/record-crypto.ts).
 */

/** A passphrase that does not open the backup (AES-GCM's tag does not check). */
export class WrongPassphraseError extends Error {
  constructor() {
    super("That passphrase doesn't open this backup.")
    this.name = 'WrongPassphraseError'
  }
}

/** Binds every ciphertext to what it is, so nothing else sealed with the key could pass as it. */
const ASSOCIATED_DATA = 'hara-journal-backup'

/** The bytes of base64 `text`; a TypeError when what the server gave back is not base64. */
export function bytesOf(text: string): Bytes {
  const bytes = base64ToBytes(text)
  if (!bytes) throw new TypeError('The backup holds text that is not base64.')
  return bytes
}

/** `length` random bytes. */
export const randomBytes = (webCrypto: Pick<WebCrypto, 'getRandomValues'>, length: number) =>
  webCrypto.getRandomValues(new Uint8Array(length))

/** New key parameters with a random salt. */
export function newKdf(webCrypto: Pick<WebCrypto, 'getRandomValues'>): BackupKdf {
  return {
    algorithm: 'PBKDF2-SHA-256',
    iterations: BACKUP_KDF_ITERATIONS,
    salt: bytesToBase64(randomBytes(webCrypto, BACKUP_SALT_BYTES)),
  }
}

/** The AES-256-GCM key for `passphrase` (NFC, so one passphrase typed on two phones matches). */
export async function deriveBackupKey(
  webCrypto: WebCrypto,
  passphrase: string,
  kdf: BackupKdf,
): Promise<WebCryptoKey> {
  const { subtle } = webCrypto
  const material = await subtle.importKey(
    'raw',
    utf8Bytes(passphrase.normalize('NFC')),
    'PBKDF2',
    false,
    ['deriveKey'],
  )
  return subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: bytesOf(kdf.salt), iterations: kdf.iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/** Seals `text` as the whole-journal backup did (read now only, to move it to records). */
export async function encryptText(
  webCrypto: WebCrypto,
  key: WebCryptoKey,
  text: string,
): Promise<{ cipher: BackupCipher; ciphertext: string }> {
  const { iv, sealed } = await sealBytes(webCrypto, key, ASSOCIATED_DATA, utf8Bytes(text))
  return { cipher: { algorithm: 'AES-256-GCM', iv }, ciphertext: sealed }
}

/**
 * `bytes` sealed with AES-256-GCM under `key` and a new IV, bound to `boundTo` (what they are:
 * the backup, a key's id, a record's id); the IV and the ciphertext in base64.
 */
export async function sealBytes(
  webCrypto: WebCrypto,
  key: WebCryptoKey,
  boundTo: string,
  bytes: Bytes,
): Promise<{ iv: string; sealed: string }> {
  const iv = randomBytes(webCrypto, BACKUP_IV_BYTES)
  const sealed = await webCrypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: utf8Bytes(boundTo) },
    key,
    bytes,
  )
  return { iv: bytesToBase64(iv), sealed: bytesToBase64(new Uint8Array(sealed)) }
}

/** The text, or `WrongPassphraseError` when the key does not open it. */
export async function decryptText(
  webCrypto: WebCrypto,
  key: WebCryptoKey,
  cipher: BackupCipher,
  ciphertext: string,
): Promise<string> {
  let opened: ArrayBuffer
  try {
    opened = await webCrypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytesOf(cipher.iv), additionalData: utf8Bytes(ASSOCIATED_DATA) },
      key,
      bytesOf(ciphertext),
    )
  } catch {
    throw new WrongPassphraseError()
  }
  return utf8Text(new Uint8Array(opened))
}
