import type { DeletedEntry, Entry } from '@hara/core'
import { requireUser } from '@/stores/device/engine'
import { changesSince } from './database/changes'
import { currentDb, getRecordsView, wholeJournalRead } from './database/store'

/**
 * The journal's change feed for record sync: what changed after a position of the feed, and
 * the position it was read at. A change written while it is read has a later position and is
 * read again next time, so nothing is missed. Pulled records come in through the whole-journal
 * merge (`mergeIntoJournal`), like an import.
 */
export interface FeedChanges {
  /**
   * The feed's position this read covers: pass it as `since` next time. Never past a record it
   * could not open (sealed, and the journal locked meanwhile, ADR 0040): read again next time.
   */
  rev: number
  entries: Entry[]
  deleted: DeletedEntry[]
}

export async function journalChangesSince(since: number): Promise<FeedChanges> {
  requireUser()
  await wholeJournalRead()
  const db = currentDb()
  const rev = getRecordsView().rev
  if (db === null || rev <= since) return { rev: Math.max(rev, since), entries: [], deleted: [] }
  const { entries, deleted, unopened } = await changesSince(db, since)
  // Closed meanwhile (signed out, or locked): what the view says now is not this journal.
  if (currentDb() !== db) throw new Error('The journal was closed while its changes were read.')
  return { rev: unopened === null ? rev : Math.max(since, unopened - 1), entries, deleted }
}

export { pause } from '@/lib/pacing'
