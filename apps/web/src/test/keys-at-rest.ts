import { openRecord, unlockVault, type SyncKey, type SyncRecord } from '@hara/core'
import { userKey } from '@/lib/device-keys'
import { setSealKey } from '@/stores/records/database/seal-key'
import { sealJournal } from '@/stores/records/journal-seal'

/**
 * What someone holding the phone finds with the page's own script, for the unit tests of the
 * lock (ADR 0040): every CryptoKey any IndexedDB database keeps, and which of them open what
 * the server holds for the account (its key envelope, as a passphrase's key does; a record, as
 * the data key does). Written as that person would, not as the app reads.
 */

const asPromise = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })

function keysIn(value: unknown, found: CryptoKey[], depth = 0): void {
  if (value === null || typeof value !== 'object' || depth > 8) return
  if (value instanceof CryptoKey) found.push(value)
  else for (const field of Object.values(value)) keysIn(field, found, depth + 1)
}

/** Every CryptoKey kept in every IndexedDB database, each store, each record. */
export async function keysAtRest(): Promise<CryptoKey[]> {
  const found: CryptoKey[] = []
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue
    const db = await asPromise(indexedDB.open(name))
    try {
      for (const store of Array.from(db.objectStoreNames)) {
        keysIn(await asPromise(db.transaction(store).objectStore(store).getAll()), found)
      }
    } finally {
      db.close()
    }
  }
  return found
}

/** What the server holds for the account: its key envelope and its records. */
export interface ServerHolds {
  key: SyncKey | null
  records: Iterable<Pick<SyncRecord, 'id' | 'iv' | 'ciphertext'>>
}

/** Of the keys at rest, those that open the server's envelope or one of its records. */
export async function usableKeysAtRest(server: ServerHolds): Promise<CryptoKey[]> {
  const usable: CryptoKey[] = []
  for (const key of await keysAtRest()) {
    if (!key.usages.includes('decrypt')) continue
    const opens = await Promise.all([
      server.key
        ? unlockVault(crypto, key, server.key).then(
            () => true,
            () => false,
          )
        : false,
      ...[...server.records].map((record) =>
        openRecord(crypto, { keyId: '', dataKey: key, idKey: key }, record).then(
          () => true,
          () => false,
        ),
      ),
    ])
    if (opens.includes(true)) usable.push(key)
  }
  return usable
}

/**
 * The lock turned on where the phone's screen lock has PRF (features/app-lock): its settings
 * kept with the journal's data key wrapped, and the journal sealed under that key. Resolves to
 * the key, which `lockedNow` drops as Hara locks.
 */
export async function lockTurnedOn(userId: string): Promise<CryptoKey> {
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ])
  const wrapped = { iv: 'aXY', data: 'd3JhcHBlZA' }
  localStorage.setItem(
    userKey(userId, 'appLock'),
    JSON.stringify({
      credential: { id: 'credential', publicKey: 'public-key', signCount: 0 },
      after: 0,
      prfSalt: 'c2FsdA',
      wrapped: { prf: wrapped, recovery: wrapped },
      keyId: 'lock-key',
      sealed: false,
    }),
  )
  await sealJournal(key, userId)
  return key
}

/** Hara locks: the journal's key leaves memory (lock-state.ts `lockNow`). */
export function lockedNow(): void {
  setSealKey(null)
}
