import { randomBytes, webcrypto } from 'node:crypto'
import type { Page } from '@playwright/test'

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

/**
 * What the version before record sync left on a phone whose whole-journal backup was on: the
 * key it derived from the passphrase (PBKDF2 with the backup's `kdf`), kept as a CryptoKey in
 * IndexedDB (`hara-backup-keys`, under the account's id), and the backup's settings in
 * localStorage. The next start of this version moves the backup to records with that key.
 */
export async function keepOldVersionKey(
  page: Page,
  passphrase: string,
  kdf: { iterations: number; salt: string },
) {
  await page.evaluate(
    async ({ passphrase, kdf }) => {
      const session = JSON.parse(localStorage.getItem('hara:last-session')!) as {
        user: { id: string }
      }
      const userId = session.user.id
      const material = await crypto.subtle.importKey(
        'raw',
        new TextEncoder().encode(passphrase),
        'PBKDF2',
        false,
        ['deriveKey'],
      )
      const salt = Uint8Array.from(atob(kdf.salt), (c) => c.charCodeAt(0))
      const key = await crypto.subtle.deriveKey(
        { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: kdf.iterations },
        material,
        { name: 'AES-GCM', length: 256 },
        false,
        ['encrypt', 'decrypt'],
      )
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('hara-backup-keys', 1)
        open.onupgradeneeded = () => open.result.createObjectStore('keys')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const tx = open.result.transaction('keys', 'readwrite')
          tx.objectStore('keys').put({ key, salt: kdf.salt }, userId)
          tx.oncomplete = () => {
            open.result.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error)
        }
      })
      localStorage.setItem(
        `hara:u:${encodeURIComponent(userId)}:backup`,
        JSON.stringify({
          enabled: true,
          version: 1,
          kdf,
          lastSuccessAt: null,
          syncedDigest: null,
          restoreDeclined: true,
        }),
      )
    },
    { passphrase, kdf },
  )
}
