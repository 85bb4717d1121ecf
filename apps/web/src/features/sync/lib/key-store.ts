import { KEY_DATABASE } from '@/lib/device-keys'
import { openDatabase, request, storeOf } from '@/lib/idb'
import { onSealKeyChange, sealStateFor } from '@/stores/records/database/seal-key'
import { isSealedVault, openSealedVault, sealVault } from './vault-seal'

/**
 * Where this phone keeps each account's backup key: IndexedDB, which can hold a `CryptoKey`
 * as it is, non-extractable, so later backups don't ask for the passphrase again. The salt is
 * kept beside it: it says which backup the key opens. When IndexedDB cannot be used (some
 * private modes), the key is kept in memory until the app closes.
 */

export interface StoredKey {
  key: CryptoKey
  /** The salt the key was derived with (base64), as in the backup's KDF parameters. */
  salt: string
}

const { name: DB_NAME, store: STORE } = KEY_DATABASE
const inMemory = new Map<string, StoredKey>()

/** One request on the keys' store, the database opened for it and closed after. */
async function withStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest,
): Promise<T> {
  const db = await openDatabase(DB_NAME, 1, (db) => db.createObjectStore(STORE))
  try {
    return (await request(run(storeOf(db, STORE, mode)))) as T
  } finally {
    db.close()
  }
}

function isStoredKey(value: unknown): value is StoredKey {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return record.key instanceof CryptoKey && typeof record.salt === 'string'
}

export async function saveBackupKey(userId: string, stored: StoredKey): Promise<void> {
  inMemory.set(userId, stored)
  try {
    await withStore('readwrite', (store) => store.put(stored, userId))
  } catch {
    // Kept in memory: backups go on until the app closes, then the passphrase is asked again.
  }
}

export async function loadBackupKey(userId: string): Promise<StoredKey | null> {
  const kept = inMemory.get(userId)
  if (kept) return kept
  try {
    const value = await withStore<unknown>('readonly', (store) => store.get(userId))
    return isStoredKey(value) ? value : null
  } catch {
    return null
  }
}

/**
 * Record sync's keys (ADR 0038): the data key and the record-id key, with the data key's id and
 * the salt of the passphrase's key that wraps it, under `sync:{userId}` beside the older key.
 * Without the lock they are kept as they are (IndexedDB's copy of a key holds its bytes either
 * way; they stay readable out so that turning the lock on can seal them). While the lock seals
 * the journal (ADR 0040) they are kept only sealed under its data key (vault-seal.ts), opened at
 * the unlock and dropped from memory when Hara locks. Keys stored before this could not be read
 * out: they are then kept in memory only, and the passphrase is asked once after the next lock.
 */
export interface StoredVault {
  keyId: string
  dataKey: CryptoKey
  idKey: CryptoKey
  salt: string
}

const vaultName = (userId: string) => `sync:${userId}`
/** The open vaults; `underLock` ones leave memory when Hara locks. */
const vaultsInMemory = new Map<string, { vault: StoredVault; underLock: boolean }>()

function isStoredVault(value: unknown): value is StoredVault {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return (
    typeof record.keyId === 'string' &&
    record.dataKey instanceof CryptoKey &&
    record.idKey instanceof CryptoKey &&
    typeof record.salt === 'string'
  )
}

export async function saveVault(userId: string, vault: StoredVault): Promise<void> {
  const lock = sealStateFor(userId)
  const underLock = lock?.sealing === true
  vaultsInMemory.set(userId, { vault, underLock })
  try {
    if (lock?.sealing) {
      const sealed = await sealVault(vault, lock.key, userId)
      if (sealed) await withStore('readwrite', (store) => store.put(sealed, vaultName(userId)))
      else await withStore('readwrite', (store) => store.delete(vaultName(userId)))
    } else {
      await withStore('readwrite', (store) => store.put(vault, vaultName(userId)))
    }
  } catch {
    // Kept in memory until the app closes, as the backup key is.
  }
}

export async function loadVault(userId: string): Promise<StoredVault | null> {
  const kept = vaultsInMemory.get(userId)
  if (kept) return kept.vault
  try {
    const value = await withStore<unknown>('readonly', (store) => store.get(vaultName(userId)))
    if (isStoredVault(value)) return value
    const lock = sealStateFor(userId)
    if (!isSealedVault(value) || lock === null) return null
    const vault = await openSealedVault(value, lock.key, userId)
    vaultsInMemory.set(userId, { vault, underLock: lock.sealing })
    return vault
  } catch {
    return null
  }
}

/**
 * Follows the lock: turned on (or unlocked), the keys are sealed at rest; turned off, kept plain
 * again; locked, the sealed ones leave memory.
 */
onSealKeyChange((userId) => {
  const lock = sealStateFor(userId)
  const kept = vaultsInMemory.get(userId)
  if (lock === null) {
    if (kept?.underLock) vaultsInMemory.delete(userId)
    return
  }
  if (kept && kept.underLock === lock.sealing) return
  void loadVault(userId).then((vault) => (vault ? saveVault(userId, vault) : undefined))
})

/** Forgets the account's keys on this phone: the older backup key and sync's keys. */
export async function forgetBackupKey(userId: string): Promise<void> {
  inMemory.delete(userId)
  vaultsInMemory.delete(userId)
  try {
    await withStore('readwrite', (store) => store.delete(userId))
    await withStore('readwrite', (store) => store.delete(vaultName(userId)))
  } catch {
    // Nothing stored, or storage unavailable: nothing to forget.
  }
}
