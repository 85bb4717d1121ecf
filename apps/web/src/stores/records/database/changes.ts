import type { DeletedEntry, Entry, GamificationState, JournalSummary } from '@hara/core'
import {
  EMPTY_STATE,
  entryRecord,
  parseDeletion,
  parseEntry,
  parseState,
  stateFrom,
  STORES,
  type DeletionRecord,
  type EntryRecord,
  type JournalDb,
  type JournalState,
  type StateRecord,
} from './db'
import { missedSince, type Seen, type WrittenChange } from './feed'
import { committed, request } from '@/lib/idb'
import { packedSummary } from './packed-days'
import { isSealed, opened } from './seal-key'

/**
 * The journal's changes: each written as one transaction that reads the state it changes, and
 * read back as a feed by position (`rev`), for other tabs now and for sync later. The layout
 * and the reads are in db.ts.
 */

/** What one change writes: entries to put, entries deleted (with their record), undeleted ids. */
export interface RecordChange {
  put: Entry[]
  deleted: DeletedEntry[]
  /** Ids whose deletion record goes (an undone delete). */
  undeleted: string[]
  gamification: GamificationState
  summary: JournalSummary
  /** Every entry put is new: its id was made for this change (records/view.ts `withAdded`). */
  fresh?: boolean
}

/**
 * One change of the journal, in one transaction: reads the state and the entries with `ids`,
 * asks `compute` for the change (null: nothing to do), and writes it with the next positions
 * of the change feed. Resolves to the change written and the new state, or rejects with the
 * browser's error (a full disk aborts the transaction: nothing is written). `onWritten` hears
 * how many entries are written so far.
 *
 * `seen` is the writing tab's position: when the journal had moved past it (another tab wrote,
 * and its word has not arrived yet), `missed` is the feed since that position, this change
 * with it, read in the same transaction (feed.ts). Otherwise null, and nothing more is read.
 */
export async function writeChange<T extends { change: RecordChange | null }>(
  db: JournalDb,
  ids: readonly string[],
  compute: (state: JournalState, entries: ReadonlyMap<string, Entry>) => T,
  onWritten?: (done: number) => void,
  seen?: Seen,
): Promise<WrittenChange<T>> {
  const tx = db.transaction(STORES, 'readwrite')
  const done = committed(tx)
  const meta = tx.objectStore('meta')
  const store = tx.objectStore('entries')
  const [stateRecord, ...records] = await Promise.all([
    request(meta.get('state')),
    ...ids.map((id) => request(store.get(id))),
  ])
  const state = stateFrom(stateRecord, seen?.state)
  const current = new Map<string, Entry>()
  for (const record of records) {
    const entry = parseEntry(record as EntryRecord | undefined)
    if (entry) current.set(entry.id, entry)
  }
  const result = compute(state, current)
  const { change } = result
  if (change === null) {
    await done
    return { ...result, state, missed: null }
  }
  const plain = {
    puts: change.put.map((entry) => entryRecord(entry, 0)),
    deletions: change.deleted.map((deleted) => ({ id: deleted.id, rev: 0, deleted })),
  }
  const { next, missed } = putChange(tx, state, change, plain, onWritten, seen)
  await done
  return { ...result, state: next, missed }
}

/**
 * Writes a change in `tx` (one `readwrite` over STORES, whose state is `state`): its entry and
 * deletion records, plain or sealed, each at the next position of the feed, the undeleted ids'
 * deletion records gone, and the new state. Returns the state and what the writing tab missed
 * (`missedSince`); the caller awaits the transaction.
 */
export function putChange(
  tx: IDBTransaction,
  state: JournalState,
  change: RecordChange,
  records: { puts: readonly object[]; deletions: readonly { id: string }[] },
  onWritten: ((done: number) => void) | undefined,
  seen: Seen | undefined,
): { next: JournalState; missed: ReturnType<typeof missedSince> } {
  const store = tx.objectStore('entries')
  let rev = state.rev
  let written = 0
  for (const record of records.puts) {
    const put = store.put({ ...record, rev: ++rev })
    if (onWritten) put.onsuccess = () => onWritten(++written)
  }
  const deletions = tx.objectStore('deletions')
  for (const record of records.deletions) {
    store.delete(record.id)
    deletions.put({ ...record, rev: ++rev })
  }
  for (const id of change.undeleted) deletions.delete(id)
  rev = movedPast(state.rev, rev)
  const next: JournalState = {
    rev,
    gamification: change.gamification,
    summary: change.summary,
    unreadable: false,
  }
  tx.objectStore('meta').put(stateRecordOf(next))
  return { next, missed: missedSince(tx, state.rev, seen) }
}

/**
 * The feed's position after a change: one past its last record, and one past where it was when
 * the change writes no record (only the state: XP, achievements, an undone deletion), so that
 * other tabs hear of it too, and a change computed from the state before it is computed again.
 */
export function movedPast(before: number, lastRecord: number): number {
  return lastRecord === before ? before + 1 : lastRecord
}

function stateRecordOf(state: JournalState): StateRecord {
  const { rev, gamification } = state
  return { name: 'state', rev, gamification, summary: packedSummary(state.summary) }
}

/**
 * The change feed: entries and deletions written after position `rev`. `unopened` is the
 * position of the first record still sealed (ADR 0040: the journal was locked while it was
 * read), null when every record opened: that record and what follows are not all here.
 */
export async function changesSince(
  db: JournalDb,
  rev: number,
): Promise<{ entries: Entry[]; deleted: DeletedEntry[]; unopened: number | null }> {
  const range = IDBKeyRange.lowerBound(rev, true)
  const tx = db.transaction(['entries', 'deletions'])
  const [entries, deletions] = (await Promise.all([
    request(tx.objectStore('entries').index('rev').getAll(range)),
    request(tx.objectStore('deletions').index('rev').getAll(range)),
  ])) as [EntryRecord[], DeletionRecord[]]
  const [plainEntries, plainDeletions] = await Promise.all([opened(entries), opened(deletions)])
  let unopened: number | null = null
  for (const record of [...plainEntries, ...plainDeletions]) {
    if (isSealed(record) && (unopened === null || record.rev < unopened)) unopened = record.rev
  }
  return {
    entries: plainEntries.map(parseEntry).filter((entry): entry is Entry => entry !== null),
    deleted: plainDeletions.map(parseDeletion).filter((record): record is DeletedEntry => !!record),
    unopened,
  }
}

/**
 * Removes every entry and deletion record and sets the state back to a journal with nothing in
 * it: 'Clear all data'. The feed's position goes on, so a reader of the feed sees a new start.
 */
export async function clearRecords(db: JournalDb): Promise<JournalState> {
  const tx = db.transaction(STORES, 'readwrite')
  const done = committed(tx)
  const meta = tx.objectStore('meta')
  const state = parseState((await request(meta.get('state'))) as StateRecord | undefined)
  const next: JournalState = { ...EMPTY_STATE, rev: state.rev + 1 }
  tx.objectStore('entries').clear()
  tx.objectStore('deletions').clear()
  meta.put(stateRecordOf(next))
  await done
  return next
}
