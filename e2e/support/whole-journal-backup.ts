import { randomBytes, webcrypto } from 'node:crypto'

/**
 * A whole-journal backup made the way the version before record sync made it: the journal
 * file, sealed with AES-256-GCM under a key PBKDF2-SHA-256 derives from the passphrase
 * (600,000 iterations, a 16-byte salt), additional data `hara-journal-backup`; the body of its
 * `PUT /api/backup`.
 */
export async function oldVersionBackup(journalFileText: string, passphrase: string) {
  const { subtle } = webcrypto
  const salt = randomBytes(16)
  const iv = randomBytes(12)
  const material = await subtle.importKey(
    'raw',
    new TextEncoder().encode(passphrase.normalize('NFC')),
    'PBKDF2',
    false,
    ['deriveKey'],
  )
  const key = await subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: 600_000 },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt'],
  )
  const sealed = await subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode('hara-journal-backup') },
    key,
    new TextEncoder().encode(journalFileText),
  )
  return {
    baseVersion: null,
    kdf: { algorithm: 'PBKDF2-SHA-256', iterations: 600_000, salt: salt.toString('base64') },
    cipher: { algorithm: 'AES-256-GCM', iv: iv.toString('base64') },
    ciphertext: Buffer.from(sealed).toString('base64'),
  }
}
