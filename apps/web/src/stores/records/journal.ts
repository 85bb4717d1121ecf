import {
  snoozeFollowUp as snoozeFollowUpOf,
  stopFollowUp as stopFollowUpOf,
  summaryAfter,
  type Entry,
  type GamificationState,
} from '@hara/core'
import { todayOnDevice } from '@/stores/device/device-context'
import { requireUser } from '@/stores/device/engine'
import type { RecordChange } from './database/changes'
import type { JournalState } from './database/db'
import { change, getRecordsView, loadAll, loadNewest } from './database/store'
import type { WriteOutcome } from '@/stores/device/storage-problems'

/**
 * The journal itself: one record per check-in in the account's database (records/), and the
 * gamification state beside them (the changes that earn XP are in entry-changes.ts). Each change reads and writes only the records it touches,
 * in one transaction, through the core's pure functions; XP, levels, the streak and the
 * achievements change with it. Each resolves once the change is written, or with the reason it
 * was not (`write`), and then nothing changed: the screen keeps what the person wrote.
 */

/** The whole journal, oldest first (read once, then kept at hand). */
export function getEntries(): Promise<readonly Entry[]> {
  return loadAll()
}

/** The newest `count` entries, oldest first, without reading the whole journal. */
export function getNewestEntries(count: number): Promise<readonly Entry[]> {
  return loadNewest(count)
}

export function getGamification(): GamificationState {
  return getRecordsView().gamification
}

/** A change of one entry: the entry as it is now, with the state and summary after it. */
export function changeOf(state: JournalState, before: Entry | null, after: Entry): RecordChange {
  return {
    put: [after],
    deleted: [],
    undeleted: [],
    gamification: state.gamification,
    summary: summaryAfter(state.summary, before, after),
  }
}

/** Changes one entry with `next` (null: nothing to change), and nothing else. */
export async function changeEntry(
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
