import { mergeBatch, type DeletedEntry, type Journal } from '@hara/core'
import {
  commit,
  getActiveUserId,
  getUnsavedChanges,
  read,
  requireUser,
} from '@/stores/device/engine'
import { ANALYSES, NO_ANALYSES } from '@/stores/device/slices'
import { writeFailed } from '@/stores/device/storage-problems'
import { readAllDeletions, readState } from './database/db'
import { change, currentDb, getRecordsView } from './database/store'
import { outcomesByXpIn } from './database/view'
import { mergedRecords, same } from './merged-records'
import { MERGE_ATTEMPTS, mergeIntoJournal, type MergedJournal } from './whole-journal'

/**
 * Merges what record sync brought (a page of records, one check-in from the other phone, or
 * the other phone's gamification state) into the journal without reading the journal: the
 * entries with the batch's ids are read in the write's own transaction, merged by id with the
 * core's rule, and the summary and the state moved by the difference (the core's `mergeBatch`,
 * ADR 0063). What it writes is what the whole journal's merge would write.
 *
 * The whole journal is merged instead (`mergeIntoJournal`) where the difference cannot say
 * what that merge would: a state of an older version, or an achievement within reach of
 * outcomes the summary does not count. Another tab writing first is handled as the whole merge
 * handles it: read again, from the database, and merged again, at most MERGE_ATTEMPTS times.
 *
 * The deletion records are the view's when it holds them (the whole journal has been read, as
 * on the Timeline), at its position: a check-in from the other phone then reads nothing but
 * its own id and the state, in the write's transaction. The entries it adds to the journal are
 * marked new (`fresh`), so the view adds them where they go without looking at the rest.
 */
export async function mergeBatchIntoJournal(incoming: Journal): Promise<MergedJournal> {
  const userId = requireUser()
  const ids = [...new Set([...incoming.entries, ...incoming.deletedEntries].map((item) => item.id))]
  const wanted = new Set(ids)
  for (let attempt = 1; ; attempt++) {
    const db = currentDb()
    if (db === null) return mergeIntoJournal(incoming)
    const { startedAt, deletions } = await deletionsAt(db, attempt)
    const { result, write } = await change(ids, (state, entries) => {
      // Another tab wrote since the deletion records were read: read again and merge again.
      if (state.rev !== startedAt) return { stale: true, change: null }
      const base = {
        entries: ids.flatMap((id) => entries.get(id) ?? []),
        deletedEntries: deletions.filter((record) => wanted.has(record.id)),
      }
      const here = {
        gamification: state.gamification,
        summary: state.summary,
        deletedEntries: deletions,
        outcomesByXp: outcomesByXp(state.rev),
      }
      const merged = mergeBatch(base, incoming, here, Date.now())
      if (merged === null) return { whole: true, change: null }
      const records = mergedRecords(base, merged)
      const { put, deleted, undeleted } = records
      const unchanged = put.length === 0 && deleted.length === 0 && undeleted.length === 0
      if (unchanged && !records.removedEntries && same(state.gamification, merged.gamification)) {
        return { merged, records, change: null }
      }
      return {
        merged,
        records,
        change: {
          put,
          deleted,
          undeleted,
          gamification: merged.gamification,
          summary: merged.summary,
          // None of these ids was an entry of the journal: every entry put is new to it.
          fresh: base.entries.length === 0,
        },
      }
    })
    if (!write.ok) return { report: EMPTY_REPORT, changed: false, write }
    if (result === null || 'whole' in result) return mergeIntoJournal(incoming)
    if ('stale' in result) {
      // Nothing was written: never an ok for it. Other tabs take their turn first.
      if (attempt >= MERGE_ATTEMPTS || getActiveUserId() !== userId) {
        return { report: EMPTY_REPORT, changed: false, write: writeFailed('busy') }
      }
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt))
      continue
    }
    const { merged, records } = result
    if (result.change === null) return { report: merged.report, changed: false, write }
    if ((records.put.length > 0 || records.removedEntries) && analysesToClear()) {
      commit(ANALYSES, NO_ANALYSES)
    }
    return { report: merged.report, changed: true, write }
  }
}

/**
 * The deletion records and the journal's position they are at: the view's on a first attempt
 * when it holds them, else read from the database (the state first: a change written while the
 * deletion records are read moves it on, and the write then finds the journal moved and tries
 * again). After a lost race the database is read: the view may not have heard of the change.
 */
async function deletionsAt(
  db: NonNullable<ReturnType<typeof currentDb>>,
  attempt: number,
): Promise<{ startedAt: number; deletions: readonly DeletedEntry[] }> {
  const view = getRecordsView()
  if (attempt === 1 && view.deletions !== null) {
    return { startedAt: view.rev, deletions: view.deletions }
  }
  const { rev } = await readState(db)
  return { startedAt: rev, deletions: await readAllDeletions(db) }
}

/**
 * Whether the cached analyses are to be cleared: when one is cached, here or by another tab
 * (read again from storage), since the entries a merge adds leave it out. Each check-in the
 * other phone sends finds them cleared by the one before: nothing to write then, and no screen
 * to tell. While a write is left unsaved (a full storage), the clear is written again each
 * time, as any change is.
 */
function analysesToClear(): boolean {
  if (getUnsavedChanges() !== null) return true
  const cached = read(ANALYSES)
  return ANALYSES.some((name) => cached[name] !== null)
}

/**
 * How many entries count as an outcome for their XP alone, when the whole journal is in memory
 * at this position (the Timeline, or record sync's push, reads it): counted there once and
 * carried as check-ins are added (`outcomesByXpIn`), nothing read.
 */
function outcomesByXp(rev: number): number | undefined {
  const view = getRecordsView()
  if (view.all === null || view.rev !== rev) return undefined
  return outcomesByXpIn(view.all)
}

const EMPTY_REPORT = { added: 0, alreadyThere: 0, leftOut: 0, removed: 0 }
