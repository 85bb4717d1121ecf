/**
 * The key that seals the journal's records at rest (ADR 0040): held only in memory, only while
 * the app is unlocked, and set by the lock (features/app-lock) from the phone's screen lock.
 * Null while the journal is not sealed. Tiny on purpose: the sealing itself (record-sealing.ts)
 * is fetched only where a key is set or a sealed record is read.
 */

import { current } from './current'
import { isSealed } from './sealed-record'

export { isSealed, type Sealed } from './sealed-record'

let key: CryptoKey | null = null
let keyUser: string | null = null
let sealing = false
const listeners = new Set<(userId: string) => void>()

/**
 * Told, with the account's id, whenever its key is set, dropped, or stops sealing new writes:
 * what else the lock keeps sealed at rest (the backup's keys, the coach's caches) follows it.
 */
export function onSealKeyChange(listener: (userId: string) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The lock's key for `userId` and whether it seals (true) or is only opening what is left
 * sealed while the lock is turned off (false); null while locked or without the lock.
 */
export function sealStateFor(userId: string): { key: CryptoKey; sealing: boolean } | null {
  return key !== null && keyUser === userId ? { key, sealing } : null
}

/**
 * The key that opens sealed records, and whether new writes are sealed with it (false while
 * the journal is being unsealed: the key still opens what is not rewritten yet).
 */
export function setSealKey(
  next: CryptoKey | null,
  forUser: string | null = null,
  sealWrites = next !== null,
): void {
  const before = keyUser
  key = next
  keyUser = next === null ? null : forUser
  sealing = next !== null && sealWrites
  const told = keyUser ?? before
  if (told !== null) listeners.forEach((listener) => listener(told))
}

/** The key of the account whose journal is open; never another account's. */
function openKey(): CryptoKey | null {
  return keyUser !== null && keyUser === current.userId ? key : null
}

/** The key new writes are sealed with; null when they are written plain. */
export function sealKey(): CryptoKey | null {
  return sealing ? openKey() : null
}

/**
 * The records as the app reads them: sealed ones opened with the key (one that cannot be opened
 * stays as it is, and reads as unreadable: kept, never dropped). Unsealed journals pay nothing.
 */
export async function opened<T extends object>(records: readonly T[]): Promise<T[]> {
  if (!records.some(isSealed)) return records as T[]
  return (await import('./record-sealing')).unsealRecords(records, openKey())
}
