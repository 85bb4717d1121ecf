import type { DeletedEntry } from './deleted-entry'
import type { Entry } from './entry-schema'
import { toIsoString, type Instant } from '../time/instant'

/**
 * Deletes and Undos, in the order they were made. A deletion record carries when it was made
 * (`deletedAt`) and the life of the entry it ended; an Undo writes the entry back one life later,
 * stamped when it was made (`revivedAt`). Of all the versions of one id, a merge keeps those made
 * by the last act (`standingOf`):
 *
 * - an entry never deleted stands below every deletion (deleted anywhere is deleted);
 * - otherwise the later stamp wins: an Undo beats the deletions made before it, and a deletion
 *   made after an Undo, on a phone that had not heard of it yet, stands;
 * - an act that saw another is stamped no earlier than it (an Undo than the deletion it undoes,
 *   a deletion than the Undo that wrote back what it deletes), and at the same stamp the later
 *   life wins, then the Undo: so an act beats every act it saw, whatever the clocks say.
 *
 * The stamps are the phones' clocks, trusted as far as the edit stamps are (merge-entries.ts):
 * for the order of two acts on two phones that had not heard of each other.
 *
 * Entries and records written before lives existed have none: they read as life 0. Acts written
 * before the stamps read as made before every stamped one, and among themselves are ordered by
 * life as they always were: a deletion wins over the entry of its life, an Undo over the
 * deletion of the life before.
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
 * Where a version of an entry stands among the deletes and Undos of its id: the moment of the act
 * that made it, the life that act ended (a deletion) or the life before the one it began (an
 * Undo), and an Undo over a deletion of the same moment and life (the one it undoes). Versions
 * are compared in that order (`compareStandings`); those that stand highest are all a merge
 * keeps (merge-entries.ts).
 */
export type Standing = readonly [stamp: string, level: number, kind: 0 | 1]

export function standingOf(item: Entry | DeletedEntry): Standing {
  if ('timestamp' in item) {
    const life = lifeOf(item)
    return life === 0 ? ['', -1, 1] : [item.revivedAt ?? '', life - 1, 1]
  }
  return [item.deletedAt ?? '', lifeOf(item), 0]
}

export function compareStandings(a: Standing, b: Standing): number {
  return (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0) || a[1] - b[1] || a[2] - b[2]
}

/** The stamp of an act made `at`: no earlier than the stamps of what it saw. */
export function stampAfter(at: Instant, ...seen: (string | undefined)[]): string {
  return seen.reduce<string>(
    (stamp, other) => (other !== undefined && other > stamp ? other : stamp),
    toIsoString(at),
  )
}

/**
 * The entry an Undo writes back at `at`: as it was, one life after the deletion it undoes
 * (`record`, this phone's deletion record, when it has one), with the outcome XP that record
 * kept, so the entry earns exactly what its deletion record counted and nothing twice. It is
 * stamped no earlier than that record, so it beats it on every phone, whatever the clocks.
 */
export function revivedEntry(
  entry: Entry,
  record: DeletedEntry | null | undefined,
  at: Instant,
): Entry {
  const life = Math.max(lifeOf(entry), record ? lifeOf(record) : 0) + 1
  const outcomeXp = Math.max(entry.outcomeXp ?? 0, record?.outcomeXp ?? 0)
  const revivedAt = stampAfter(at, record?.deletedAt, entry.revivedAt)
  return withLife({ ...entry, ...(outcomeXp > 0 ? { outcomeXp } : {}), revivedAt }, life)
}
