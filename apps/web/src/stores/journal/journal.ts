import {
  deletedEntryOf,
  recordCheckIn,
  recordOutcome,
  snoozeFollowUp as snoozeFollowUpOf,
  stopFollowUp as stopFollowUpOf,
  summaryAfter,
  withoutOutcome,
  type Earned,
  type Entry,
  type EntryDraft,
  type GamificationState,
  type RemovedEntry,
} from '@hara/core'
import { deviceTimeZone, newEntryId, todayOnDevice } from './device-context'
import { commit, read, requireUser } from './engine'
import type { JournalState, RecordChange } from './records/db'
import { change, getRecordsView, loadAll } from './records/store'
import { ANALYSES, NO_ANALYSES } from './slices'
import type { WriteOutcome } from './storage-problems'

/**
 * The journal itself: one record per check-in in the account's database (records/), and the
 * gamification state beside them. Each change reads and writes only the records it touches,
 * in one transaction, through the core's pure functions; XP, levels, the streak and the
 * achievements change with it. Each resolves once the change is written, or with the reason it
 * was not (`write`), and then nothing changed: the screen keeps what the person wrote.
 */

/** The whole journal, oldest first (read once, then kept at hand). */
export function getEntries(): Promise<readonly Entry[]> {
  return loadAll()
}

export function getGamification(): GamificationState {
  return getRecordsView().gamification
}

/** A change of one entry: the entry as it is now, with the state and summary after it. */
function changeOf(state: JournalState, before: Entry | null, after: Entry): RecordChange {
  return {
    put: [after],
    deleted: [],
    undeleted: [],
    gamification: state.gamification,
    summary: summaryAfter(state.summary, before, after),
  }
}

export interface SavedCheckIn {
  /** The entry as stored (with id, time, day and XP); null when it was not saved. */
  entry: Entry | null
  /** XP and achievements earned, for the celebration; null when it was not saved. */
  earned: Earned | null
  write: WriteOutcome
}

/**
 * Saves a check-in: one new record, and totalXP, totalCheckins, currentStreak,
 * lastCheckInDate and the achievements updated from the journal's summary (the core's
 * recordCheckIn), in one transaction. Its cost does not grow with the journal.
 */
export async function saveCheckIn(draft: EntryDraft): Promise<SavedCheckIn> {
  requireUser()
  const context = { id: newEntryId(), now: Date.now(), timeZone: deviceTimeZone() }
  const { result, write } = await change([], (state) => {
    const recorded = recordCheckIn(state.gamification, state.summary, draft, context)
    return {
      recorded,
      change: { ...changeOf(state, null, recorded.entry), gamification: recorded.state },
    }
  })
  return { entry: result?.recorded.entry ?? null, earned: result?.recorded.earned ?? null, write }
}

/** What `undoDelete` needs: the entry as it was and when it went. */
export interface DeletedEntry extends RemovedEntry {
  deletedAt: number
}

/**
 * Deletes an entry and clears the three cached analyses (spec section 4). XP, streak and
 * achievements stay: they are history. The entry's record goes and a deletion record (its id
 * and what it earned, never its text) takes its place, so a merge with a backup or a file never
 * brings it back. Resolves to the entry as it was, for Undo.
 */
export async function deleteEntry(id: string): Promise<{
  deleted: boolean
  removed: DeletedEntry | null
  write: WriteOutcome
}> {
  requireUser()
  const { result, write } = await change([id], (state, entries) => {
    const entry = entries.get(id)
    if (!entry) return { entry: null, change: null }
    return {
      entry,
      change: {
        put: [],
        deleted: [deletedEntryOf(entry)],
        undeleted: [],
        gamification: state.gamification,
        summary: summaryAfter(state.summary, entry, null),
      },
    }
  })
  const entry = result?.entry ?? null
  if (entry === null) return { deleted: false, removed: null, write }
  commit(ANALYSES, NO_ANALYSES)
  return { deleted: true, removed: { entry, index: 0, deletedAt: Date.now() }, write }
}

/**
 * Undoes a delete: the entry comes back exactly as it was, outcome included. XP, the check-in
 * count, the streak and the achievements were never taken away, so nothing is earned twice. An
 * analysis cached while the entry was gone left it out, and the entry is older than that cache,
 * so the freshness rule cannot see it: such caches are cleared. The deletion record goes, so a
 * later merge keeps the entry.
 */
export async function undoDelete(
  deleted: DeletedEntry,
): Promise<{ restored: boolean; write: WriteOutcome }> {
  requireUser()
  const { entry } = deleted
  const { result, write } = await change([entry.id], (state, entries) => {
    if (entries.has(entry.id)) return { change: null }
    return { change: { ...changeOf(state, null, entry), undeleted: [entry.id] } }
  })
  if (!result?.change) return { restored: false, write }
  const { patterns } = read(['patterns'])
  const stalePatterns = patterns !== null && patterns.cachedAt >= deleted.deletedAt
  commit([...ANALYSES, 'patterns'], { ...NO_ANALYSES, patterns: stalePatterns ? null : patterns })
  return { restored: true, write }
}

/**
 * Logs an outcome: sets consequence and consequenceDate, earns the outcome XP (once per entry)
 * and unlocks what it earns (Pattern Master, Closing the Loop). The cached analyses are
 * cleared, since the signals and trust analyses read outcomes.
 */
export async function setOutcome(
  id: string,
  text: string,
): Promise<{ changed: boolean; earned: Earned | null; write: WriteOutcome }> {
  requireUser()
  const now = Date.now()
  const { result, write } = await change([id], (state, entries) => {
    const target = entries.get(id)
    const recorded = target
      ? recordOutcome(state.gamification, state.summary, target, text, now)
      : null
    if (!target || !recorded?.changed) return { recorded, change: null }
    return {
      recorded,
      change: { ...changeOf(state, target, recorded.entry), gamification: recorded.state },
    }
  })
  if (!result?.change) return { changed: false, earned: result?.recorded?.earned ?? null, write }
  commit(ANALYSES, NO_ANALYSES)
  return { changed: true, earned: result.recorded?.earned ?? null, write }
}

/** Changes one entry with `next` (null: nothing to change), and nothing else. */
async function changeEntry(
  id: string,
  next: (entry: Entry) => Entry | null,
): Promise<{ changed: boolean; write: WriteOutcome }> {
  requireUser()
  const { result, write } = await change([id], (state, entries) => {
    const entry = entries.get(id)
    const after = entry ? next(entry) : null
    return { change: entry && after ? changeOf(state, entry, after) : null }
  })
  return { changed: Boolean(result?.change), write }
}

/** Removes an outcome: clears consequence and consequenceDate (and the cached analyses). */
export async function clearOutcome(id: string): Promise<{ changed: boolean; write: WriteOutcome }> {
  const outcome = await changeEntry(id, withoutOutcome)
  if (outcome.changed) commit(ANALYSES, NO_ANALYSES)
  return outcome
}

/** Home's 'Not yet': the decision is asked about again three days from today. */
export function snoozeFollowUp(id: string): Promise<{ changed: boolean; write: WriteOutcome }> {
  const today = todayOnDevice()
  return changeEntry(id, (entry) => {
    const result = snoozeFollowUpOf([entry], id, today)
    return result.changed ? (result.entries[0] ?? null) : null
  })
}

/** Home's 'Stop asking': the decision stays on the Timeline, never asked about again. */
export function stopFollowUp(id: string): Promise<{ changed: boolean; write: WriteOutcome }> {
  return changeEntry(id, (entry) => {
    const result = stopFollowUpOf([entry], id)
    return result.changed ? (result.entries[0] ?? null) : null
  })
}
