import type { DeletedEntry, Entry } from '@hara/core'
import {
  parseDeletion,
  parseEntry,
  parseState,
  type DeletionRecord,
  type EntryRecord,
  type JournalDb,
  type JournalState,
  type StateRecord,
} from './db'
import { request } from '@/lib/idb'
import { opened } from './seal-key'
import { applyChange, type RecordsView } from './view'

/**
 * The change feed after a position, read in one transaction with the state it leads to: what a
 * tab applies to its view to reach that state, whoever wrote the changes and whatever order it
 * heard of them in (ADR 0031: a tab never skips another tab's change).
 */
export interface Feed {
  state: JournalState
  /** Entries written after the position, as they are now. */
  entries: Entry[]
  /** Deletion records written after the position. */
  deleted: DeletedEntry[]
  /**
   * Every deletion record, when asked for: an Undo drops its record and leaves no trace in the
   * feed but the entry it writes back.
   */
  deletions: DeletedEntry[] | null
}

const parsedEntries = (records: EntryRecord[]) =>
  records.map(parseEntry).filter((entry): entry is Entry => entry !== null)
const parsedDeletions = (records: DeletionRecord[]) =>
  records.map(parseDeletion).filter((record): record is DeletedEntry => record !== null)

/** The feed without its state: what a change reads in its own transaction. */
export type FeedRecords = Omit<Feed, 'state'>

/**
 * Asks `tx` for the feed after `from` (and every deletion record with `withDeletions`). Asked
 * after a change's own writes in the same transaction, it reads them too. Resolves once read,
 * which is not yet committed: the caller applies it after the transaction's commit. Null when
 * it could not be read (the transaction failed: its commit says why).
 */
export function requestFeed(
  tx: IDBTransaction,
  from: number,
  withDeletions: boolean,
): Promise<FeedRecords | null> {
  const range = IDBKeyRange.lowerBound(from, true)
  const deletionStore = tx.objectStore('deletions')
  const read = Promise.all([
    request(tx.objectStore('entries').index('rev').getAll(range)),
    request(deletionStore.index('rev').getAll(range)),
    withDeletions ? request(deletionStore.getAll()) : null,
  ]).then(async ([entries, deleted, all]) => {
    const [plainEntries, plainDeleted, plainAll] = await Promise.all([
      opened(entries as EntryRecord[]),
      opened(deleted as DeletionRecord[]),
      all === null ? null : opened(all as DeletionRecord[]),
    ])
    return {
      entries: parsedEntries(plainEntries),
      deleted: parsedDeletions(plainDeleted),
      deletions: plainAll === null ? null : parsedDeletions(plainAll),
    }
  })
  return read.catch(() => null)
}

/**
 * A tab's position in the feed, whether its view holds every deletion record, and the state
 * its view holds there (db.ts `stateFrom`).
 */
export interface Seen {
  rev: number
  deletions: boolean
  state?: JournalState
}

export type WrittenChange<T> = T & {
  state: JournalState
  missed: Promise<FeedRecords | null> | null
}

/**
 * The feed since `seen` when the journal was at `base` before this change and `seen` is
 * behind it; asked for after the change's own writes, so it holds them too.
 */
export function missedSince(
  tx: IDBTransaction,
  base: number,
  seen: Seen | undefined,
): Promise<FeedRecords | null> | null {
  return seen === undefined || seen.rev === base ? null : requestFeed(tx, seen.rev, seen.deletions)
}

/** The state and the feed after `from`, as one snapshot of the journal; null if unreadable. */
export async function readFeed(
  db: JournalDb,
  from: number,
  withDeletions: boolean,
): Promise<Feed | null> {
  const tx = db.transaction(['meta', 'entries', 'deletions'])
  const [record, feed] = await Promise.all([
    request(tx.objectStore('meta').get('state')).catch(() => null),
    requestFeed(tx, from, withDeletions),
  ])
  if (record === null || feed === null) return null
  return { ...feed, state: parseState(record as StateRecord | undefined) }
}

/**
 * The view at the feed's state. The feed must begin at or before the view's position (the
 * entries are as they are now, so taking one twice changes nothing).
 */
export function withFeed(view: RecordsView, feed: Feed, undeleted: readonly string[] = []) {
  const next = applyChange(view, {
    rev: feed.state.rev,
    gamification: feed.state.gamification,
    summary: feed.state.summary,
    put: feed.entries,
    deleted: feed.deleted,
    undeleted,
  })
  return feed.deletions === null || next.deletions === null
    ? next
    : { ...next, deletions: feed.deletions }
}
