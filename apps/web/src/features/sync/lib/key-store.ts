import { KEY_DATABASE } from '@/lib/device-keys'
import { request, sharedDatabase, storeOf } from '@/lib/idb'
import { turnsByKey } from '@/lib/in-turn'
import { lockSeals } from '@/lib/lock-seals'
import { onSealKeyChange, sealStateFor } from '@/stores/records/database/seal-key'
import { isSealedVault, openSealedVault, sealVault, type StoredVault } from './vault-seal'

/**
 * Where this phone keeps each account's backup keys: IndexedDB, which can hold a `CryptoKey` as
 * it is, so later backups don't ask for the passphrase again. When IndexedDB cannot be used
 * (some private modes), they are kept in memory until the app closes.
 *
 * The whole-journal backup of earlier versions kept the passphrase's own key here (`StoredKey`,
 * non-extractable, with its salt: it says which backup the key opens). It is read only to move
 * that backup to records, and deleted as soon as the move has kept the data key (ADR 0048): it
 * wraps the data key on the server, so it would open every record, and it cannot be sealed.
 */

export interface StoredKey {
  key: CryptoKey
  /** The salt the key was derived with (base64), as in the backup's KDF parameters. */
  salt: string
}

const { name: DB_NAME, store: STORE } = KEY_DATABASE
const inMemory = new Map<string, StoredKey>()

/**
 * One request on the keys' store, on the connection kept open for the page (each sync pass
 * reads the vault: it does not open the database again for it).
 */
async function withStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest,
): Promise<T> {
  return (await request(run(storeOf(await keysDatabase(), STORE, mode)))) as T
}

function keysDatabase(): Promise<IDBDatabase> {
  return sharedDatabase(DB_NAME, 1, (db) => db.createObjectStore(STORE))
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

/** The older key, for the move; never while Hara is locked (`keysLockedAway`). */
export async function loadBackupKey(userId: string): Promise<StoredKey | null> {
  if (keysLockedAway(userId)) return null
  const kept = inMemory.get(userId)
  if (kept) return kept
  try {
    const value = await withStore<unknown>('readonly', (store) => store.get(userId))
    return isStoredKey(value) ? value : null
  } catch {
    return null
  }
}

/** Deletes the older key: the data key it wrapped is kept, or the lock leaves it no place. */
async function forgetOlderKey(userId: string): Promise<void> {
  inMemory.delete(userId)
  await withStore('readwrite', (store) => store.delete(userId))
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

type LockState = ReturnType<typeof sealStateFor>

/**
 * Hara is locked for the account in this page: the lock seals its journal, and the lock's key is
 * not here (`lock`: the key's state when the caller began). Nothing that opens a record is then
 * written, made or read out here.
 */
export function keysLockedAway(userId: string, lock: LockState = sealStateFor(userId)): boolean {
  return lock === null && lockSeals(userId)
}

/**
 * The writes of each account's vault, one at a time in the order they were asked. A sealing
 * whose crypto is still under way must not land after the plain write that turning the lock off
 * asked for next (the vault would stay sealed with the lock gone, and the backup would ask for
 * its passphrase again), nor after the keys were forgotten.
 */
const inTurn = turnsByKey<string>()

/**
 * The vault kept in memory as `lock` wants it; false when Hara is locked (or the lock just
 * turned on, its key not yet here): then it stays in memory only, until the key comes to seal it.
 */
function keptInMemory(userId: string, vault: StoredVault, lock: LockState): boolean {
  if (keysLockedAway(userId, lock)) {
    vaultsInMemory.set(userId, { vault, underLock: true })
    return false
  }
  vaultsInMemory.set(userId, { vault, underLock: lock?.sealing === true })
  return true
}

/** Writes the vault as `lock` wants it (in the account's turn), then deletes the older key. */
async function writeVault(userId: string, vault: StoredVault, lock: LockState): Promise<void> {
  try {
    if (lock?.sealing) {
      const sealed = await sealVault(vault, lock.key, userId)
      if (sealed) await withStore('readwrite', (store) => store.put(sealed, vaultName(userId)))
      else await withStore('readwrite', (store) => store.delete(vaultName(userId)))
    } else {
      await withStore('readwrite', (store) => store.put(vault, vaultName(userId)))
    }
    await forgetOlderKey(userId)
  } catch {
    // Kept in memory until the app closes, as the backup key is.
  }
}

/**
 * Keeps the vault: sealed under the lock's key while it seals, plain otherwise. Locked (or the
 * lock just turned on, its key not yet here), in memory only, until the key comes to seal it.
 * Once kept, the older key has no more use and is deleted.
 */
export async function saveVault(
  userId: string,
  vault: StoredVault,
  lock: LockState = sealStateFor(userId),
): Promise<void> {
  if (keptInMemory(userId, vault, lock)) await inTurn(userId, () => writeVault(userId, vault, lock))
}

export async function loadVault(
  userId: string,
  lock: LockState = sealStateFor(userId),
): Promise<StoredVault | null> {
  const kept = vaultsInMemory.get(userId)
  if (kept) return kept.vault
  try {
    const value = await withStore<unknown>('readonly', (store) => store.get(vaultName(userId)))
    if (isStoredVault(value)) return value
    if (!isSealedVault(value) || lock === null) return null
    const vault = await openSealedVault(value, lock.key, userId)
    vaultsInMemory.set(userId, { vault, underLock: lock.sealing })
    return vault
  } catch {
    return null
  }
}

/**
 * The keys follow the lock (ADR 0040), told of each change of its key, and awaited by the lock
 * as it seals and as it is turned off (`lock`: the state to follow, the current one unless
 * given). Sealing (turned on, or unlocked): the vault sealed at rest, and the older key deleted,
 * since it cannot be sealed; unsealing (turned off): the vault plain again; locked: the sealed
 * keys leave memory.
 */
export async function keysFollowLock(
  userId: string,
  lock: LockState = sealStateFor(userId),
): Promise<void> {
  if (lock === null) {
    // Locked: out of memory now, and again after any write asked for before, which may have
    // put it back.
    const leaveMemory = () => {
      if (vaultsInMemory.get(userId)?.underLock) vaultsInMemory.delete(userId)
    }
    leaveMemory()
    await inTurn(userId, async () => leaveMemory())
    return
  }
  await inTurn(userId, async () => {
    try {
      if (lock.sealing) await forgetOlderKey(userId)
    } catch {
      // Storage unavailable: nothing kept there to delete.
    }
    const vault = await loadVault(userId, lock)
    if (vault && keptInMemory(userId, vault, lock)) await writeVault(userId, vault, lock)
  })
}

onSealKeyChange((userId) => void keysFollowLock(userId))

/**
 * Hara locked, with the lock's first sealing done: removes whatever at rest would open a record
 * and cannot be sealed without the lock's key (the older key; sync's keys left plain by a
 * version before this one). The backup asks for its passphrase once after the unlock.
 */
export async function keepNoOpenKeysWhileLocked(userId: string): Promise<void> {
  if (!keysLockedAway(userId)) return
  inMemory.delete(userId)
  await inTurn(userId, async () => {
    try {
      await withStore('readwrite', (store) => store.delete(userId))
      // Read and deleted in one transaction: a sealed copy written meanwhile stays.
      const store = storeOf(await keysDatabase(), STORE, 'readwrite')
      if (isStoredVault(await request(store.get(vaultName(userId))))) {
        await request(store.delete(vaultName(userId)))
      }
    } catch {
      // Storage unavailable: nothing kept there.
    }
  })
}

/** Forgets the account's keys on this phone: the older backup key and sync's keys. */
export async function forgetBackupKey(userId: string): Promise<void> {
  const leaveMemory = () => {
    inMemory.delete(userId)
    vaultsInMemory.delete(userId)
  }
  leaveMemory()
  await inTurn(userId, async () => {
    // Again: a write asked for before this may have put them back.
    leaveMemory()
    try {
      await withStore('readwrite', (store) => store.delete(userId))
      await withStore('readwrite', (store) => store.delete(vaultName(userId)))
    } catch {
      // Nothing stored, or storage unavailable: nothing to forget.
    }
  })
}
