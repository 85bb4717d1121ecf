import type { DeletedEntry } from './deleted-entry'
import type { Entry } from './entry-schema'

/**
 * An entry's life: how many times a delete of it was undone. A deletion record carries the life
 * it ended, and an Undo writes the entry back one life later, so "the latest of delete and
 * Undo" is a fact of the data, not of the order records arrive in:
 *
 * - of all the versions of one id, a merge keeps those of the highest life;
 * - at the same life a deletion wins over the entry (deleted anywhere is deleted);
 * - so an Undo (life + 1) wins over the deletion it undoes on every phone, and deleting the
 *   entry again (a deletion of that new life) wins again.
 *
 * Entries and records written before lives existed have none: they read as life 0, and merge
 * as they always did.
 */

/** The life of an entry or of a deletion record; absent is 0. */
export function lifeOf(item: { life?: number | undefined }): number {
  return item.life ?? 0
}

/** `item` with `life` written only when above 0, so a life-0 item reads as older ones did. */
export function withLife<T extends { life?: number | undefined }>(item: T, life: number): T {
  if (item.life === (life > 0 ? life : undefined)) return item
  const { life: _life, ...rest } = item
  return (life > 0 ? { ...rest, life } : rest) as T
}

/**
 * The entry an Undo writes back: as it was, one life after the deletion it undoes (`record`,
 * this phone's deletion record, when it has one), with the outcome XP that record kept, so the
 * entry earns exactly what its deletion record counted and nothing twice.
 */
export function revivedEntry(entry: Entry, record?: DeletedEntry | null): Entry {
  const life = Math.max(lifeOf(entry), record ? lifeOf(record) : 0) + 1
  const outcomeXp = Math.max(entry.outcomeXp ?? 0, record?.outcomeXp ?? 0)
  return withLife({ ...entry, ...(outcomeXp > 0 ? { outcomeXp } : {}) }, life)
}
