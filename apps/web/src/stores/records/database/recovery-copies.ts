import { base64ToBytes, bytesToBase64 } from '@hara/core'
import { recoveryKey, recoveryPrefix } from '@/lib/device-keys'
import { listKeys, readRaw, writeRaw, type WriteResult } from '@/lib/device-storage'
import { sealStateFor } from './seal-key'

/**
 * Journal text that could not be read, set aside in localStorage rather than dropped (the move
 * of an older journal, move.ts). It holds the person's words, so it follows the lock (ADR 0040):
 * while the lock seals the journal, each copy is kept as one AES-GCM ciphertext under the
 * journal's data key, bound to its storage key, and written plain again when the lock is turned
 * off. Sealed with the journal (journal-seal.ts), so a sealing cut off goes on at the next
 * unlock, as the records' does.
 */

/** A sealed copy's text: the marker, then the IV and the ciphertext, base64. */
const SEALED = 'hara-sealed:1:'
const encoder = new TextEncoder()
const decoder = new TextDecoder()
const gcm = (iv: Uint8Array<ArrayBuffer>, key: string) => ({
  name: 'AES-GCM',
  iv,
  additionalData: encoder.encode(key),
})

const isSealed = (text: string) => text.startsWith(SEALED)

async function seal(text: string, storageKey: string, key: CryptoKey): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const data = await crypto.subtle.encrypt(gcm(iv, storageKey), key, encoder.encode(text))
  return `${SEALED}${bytesToBase64(iv)}.${bytesToBase64(new Uint8Array(data))}`
}

/** The copy as it was set aside; null when `key` does not open it. */
async function unseal(text: string, storageKey: string, key: CryptoKey): Promise<string | null> {
  const [iv, data] = text.slice(SEALED.length).split('.').map(base64ToBytes)
  if (!iv || !data) return null
  try {
    const plain = await crypto.subtle.decrypt(
      gcm(iv as Uint8Array<ArrayBuffer>, storageKey),
      key,
      data as Uint8Array<ArrayBuffer>,
    )
    return decoder.decode(plain)
  } catch {
    return null
  }
}

/** Sets `text` aside as a copy of `name`: sealed while the lock seals `userId`'s journal. */
export async function keepRecoveryCopy(
  userId: string,
  name: string,
  text: string,
): Promise<WriteResult> {
  const storageKey = recoveryKey(userId, name, Date.now())
  const lock = sealStateFor(userId)
  return writeRaw(storageKey, lock?.sealing ? await seal(text, storageKey, lock.key) : text)
}

/**
 * Seals every plain copy of `userId` under `seal`, or writes every copy `unseal` opens plain
 * again. A copy another key sealed is left as it is, never dropped; one storage refuses stays
 * as it was, for the next time.
 */
export async function rewriteRecoveryCopies(
  userId: string,
  change: { seal: CryptoKey } | { unseal: CryptoKey },
): Promise<void> {
  for (const storageKey of listKeys(recoveryPrefix(userId))) {
    const text = readRaw(storageKey)
    if (text === null) continue
    const next =
      'seal' in change
        ? isSealed(text)
          ? null
          : await seal(text, storageKey, change.seal)
        : isSealed(text)
          ? await unseal(text, storageKey, change.unseal)
          : null
    if (next !== null) writeRaw(storageKey, next)
  }
}
