import { mergeEntries, recomputeGamification, summaryOf } from '@hara/core'
import { request, storeOf } from '@/lib/idb'
import {
  getMeta,
  parseState,
  readAllDeletions,
  readAllEntries,
  type JournalDb,
  type JournalState,
} from './db'
import { packedSummary } from './packed-days'

/**
 * When the stored state cannot be read (a bad write by an older build, a disk error), it is
 * rebuilt from the records: the summary is a pure function of the entries, and the gamification
 * state is kept when it reads, else recomputed from the entries and deletion records with the
 * core's merge rules (XP, count, streak and achievements as a merge would give them).
 */
export async function repairState(
  db: JournalDb,
  pause: () => Promise<void>,
): Promise<JournalState> {
  const before = parseState(await getMeta(db, 'state'))
  const { entries } = await readAllEntries(db, pause)
  const deletedEntries = await readAllDeletions(db)
  const summary = summaryOf(entries)
  const journal = { entries, gamification: before.gamification, deletedEntries }
  const gamification =
    before.gamification.totalCheckins > 0 || entries.length === 0
      ? before.gamification
      : recomputeGamification([journal], mergeEntries([journal]), Date.now())
  const state: JournalState = { rev: before.rev + 1, gamification, summary, unreadable: false }
  try {
    const record = { name: 'state', rev: state.rev, gamification, summary: packedSummary(summary) }
    await request(storeOf(db, 'meta', 'readwrite').put(record))
  } catch {
    // Kept in memory: the next start rebuilds it again.
  }
  return state
}
