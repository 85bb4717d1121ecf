/**
 * A journal held as one list, as the device kept it before the records: a check-in, a delete
 * and its Undo on the list and the gamification state together. Only tests build journals this
 * way now; the device records one entry at a time (recordCheckIn and the web app's records).
 */
import { recordCheckIn, type CheckInContext, type RemovedEntry } from '../gamification/gamification'
import type { Earned, JournalChange } from '../gamification/earned'
import type { GamificationState } from '../gamification/gamification-state'
import { deletedEntryOf, type DeletedEntry } from '../journal/deleted-entry'
import { revivedEntry } from '../journal/entry-life'
import type { Entry, EntryDraft } from '../journal/entry-schema'
import { summaryOf } from '../journal/journal-summary'
import type { Instant } from '../time/instant'

export interface SaveCheckInResult extends JournalChange {
  /** The entry as stored. */
  entry: Entry
  earned: Earned
}

/** `recordCheckIn` for a journal held as a list: appends the entry. */
export function saveCheckIn(
  state: GamificationState,
  entries: readonly Entry[],
  draft: EntryDraft,
  context: CheckInContext,
): SaveCheckInResult {
  const recorded = recordCheckIn(state, summaryOf(entries), draft, context)
  return {
    entry: recorded.entry,
    entries: [...entries, recorded.entry],
    state: recorded.state,
    earned: recorded.earned,
  }
}

/**
 * Deletes an entry (at `at`, when given). The gamification state is returned unchanged: XP,
 * check-in count, streak and unlocked achievements are history and are never taken away. The
 * record of the deletion (`deletedEntry`) keeps a merge from bringing the entry back.
 */
export function deleteEntry(
  state: GamificationState,
  entries: readonly Entry[],
  id: string,
  at?: Instant,
): JournalChange & {
  deleted: boolean
  removed: RemovedEntry | null
  deletedEntry: DeletedEntry | null
} {
  const index = entries.findIndex((entry) => entry.id === id)
  const kept = entries.filter((entry) => entry.id !== id)
  const removed = index === -1 ? null : { entry: entries[index] as Entry, index }
  return {
    entries: kept,
    state,
    deleted: removed !== null,
    removed,
    deletedEntry: removed
      ? deletedEntryOf(removed.entry, at === undefined ? undefined : { deletedAt: at })
      : null,
  }
}

/**
 * Undoes a delete: puts the entry back as it was (its id, time, day, XP and outcome), one life
 * later (`revivedEntry`: so a merge prefers it to its deletion record, which goes), at its old
 * place in the list. The gamification state is returned unchanged: a delete never took XP, the
 * count, the streak or an achievement away, so there is nothing to give back, and nothing is
 * awarded twice. Restoring an entry whose id is in the list again changes nothing. The Undo is
 * stamped `now` (the epoch for a test that does not care when).
 */
export function restoreEntry(
  state: GamificationState,
  entries: readonly Entry[],
  removed: RemovedEntry,
  now: Instant = 0,
): JournalChange & { restored: boolean } {
  if (entries.some((entry) => entry.id === removed.entry.id)) {
    return { entries: [...entries], state, restored: false }
  }
  const at = Math.min(Math.max(0, removed.index), entries.length)
  return {
    entries: [
      ...entries.slice(0, at),
      revivedEntry(removed.entry, null, now),
      ...entries.slice(at),
    ],
    state,
    restored: true,
  }
}
