import { sortedJson } from '../encoding/sorted-json'
import type { Instant } from '../time/instant'
import type { Journal } from './journal'
import { mergeEntries, type MergedEntries } from './merge-entries'
import { recomputeGamification } from './merged-gamification'

/**
 * Merging two journals by entry id (an imported file, or the encrypted backup written by
 * another phone) and recomputing XP, streak and achievements from the result.
 *
 * The merge is built to be safe to repeat and to apply in any order: merging the same file
 * twice adds nothing the second time, and merging A then B gives what B then A gives. So two
 * phones that sync through one backup end with the same journal, whoever uploads first.
 *
 * - Entries are joined by id. An entry's id, time, day, XP, mode and answers never change after
 *   it is saved; only its outcome and its follow-up do. When two versions differ,
 *   the one with an outcome wins, then the later outcome (a removed outcome comes back if
 *   another copy still has it). The follow-up is joined field by field: the later 'Not yet'
 *   day, 'Stop asking' from either, and outcome XP once earned on either.
 * - An entry deleted in either journal is deleted in the result (`DeletedEntry`), unless the
 *   entry is of a later life: an Undo of that deletion (entry-life.ts).
 * - XP, check-ins, the streak and achievements are a function of the merged journal, so they
 *   never go down and never count what no check-in earned: see `gamificationOf`.
 */

/** How a merge changed the base journal, for 'N added, M already there'. */
export interface MergeReport {
  /** Incoming entries that were not in the base journal and are now. */
  added: number
  /** Incoming entries the base journal already had. */
  alreadyThere: number
  /** Incoming entries left out because they were deleted in the base journal. */
  leftOut: number
  /** Base entries removed because the incoming journal had deleted them. */
  removed: number
}

/**
 * The journal as one canonical text (keys sorted, no time of export): two phones holding the
 * same journal produce the same text, so a digest of it tells whether anything changed.
 */
export function canonicalJournalText(journal: Journal): string {
  return sortedJson({
    entries: journal.entries,
    gamification: journal.gamification,
    deletedEntries: journal.deletedEntries,
  })
}

/** Whether two journals hold the same entries, state and deletions. */
export function sameJournal(a: Journal, b: Journal): boolean {
  return canonicalJournalText(a) === canonicalJournalText(b)
}

/**
 * Merges `incoming` (an imported file, another phone's backup) into `base` (this phone's
 * journal) by entry id and recomputes the gamification state. Pure; `now` stamps achievements
 * the merged journal unlocks.
 */
export function mergeJournals(
  base: Journal,
  incoming: Journal,
  now: Instant,
): { journal: Journal; report: MergeReport } {
  const merged = mergeEntries([base, incoming])
  const gamification = recomputeGamification([base, incoming], merged, now)
  return { journal: { ...merged, gamification }, report: mergeReport(base, incoming, merged) }
}

/** How merging `incoming` into `base` changed it, `merged` being their merged entries. */
export function mergeReport(
  base: Omit<Journal, 'gamification'>,
  incoming: Omit<Journal, 'gamification'>,
  merged: MergedEntries,
): MergeReport {
  const baseIds = new Set(base.entries.map((entry) => entry.id))
  const baseDeleted = new Set(base.deletedEntries.map((record) => record.id))
  const mergedIds = new Set(merged.entries.map((entry) => entry.id))
  const report: MergeReport = { added: 0, alreadyThere: 0, leftOut: 0, removed: 0 }
  for (const entry of incoming.entries) {
    if (baseIds.has(entry.id)) report.alreadyThere += 1
    else if (mergedIds.has(entry.id)) report.added += 1
    else if (baseDeleted.has(entry.id)) report.leftOut += 1
  }
  report.removed = [...baseIds].filter((id) => !mergedIds.has(id)).length
  return report
}
