import {
  deletedEntrySchema,
  EMPTY_SUMMARY,
  entrySchema,
  entryTimeMs,
  gamificationStateSchema,
  INITIAL_GAMIFICATION_STATE,
  isCalendarDay,
  isJournalDays,
  SUMMARY_COUNTS,
  type DeletedEntry,
  type Entry,
  type GamificationState,
  type JournalSummary,
} from '@hara/core'
import { journalDatabaseName } from '@/lib/device-keys'
import { openDatabase, request, storeOf } from '@/lib/idb'
import { unpackedSummary } from './packed-days'
import { opened } from './seal-key'

/**
 * The journal's records in IndexedDB, one database per account (ADR 0031):
 * - `entries`: one record per check-in, `{ id, at, rev, entry }`. `at` (the entry's time in
 *   ms) orders the Timeline through the `at` index; `rev` is the change feed's position.
 * - `deletions`: one record per deleted check-in, `{ id, rev, deleted }` (its id and what it
 *   earned, never its text), so no merge brings it back.
 * - `meta`: `state` (the gamification state, the journal's summary and the last `rev`), kept in
 *   step with every change in the same transaction, and `move` (the move from localStorage).
 *
 * Every change is one transaction that reads the `state` it changes, so two tabs never
 * overwrite each other's writes, and a change is all written or not at all. The entry itself is
 * one field of its record, so it can be sealed (encrypted: `sealed` in its place, ADR 0040)
 * without changing the layout; `id`, `at` and `rev` stay readable for the indexes. Sealed
 * records are opened as they are read (seal-key.ts `opened`). Everything read goes through the
 * core's schemas.
 */

export interface EntryRecord {
  id: string
  at: number
  rev: number
  entry: unknown
}

export interface DeletionRecord {
  id: string
  rev: number
  deleted: unknown
}

export interface StateRecord {
  name: 'state'
  rev: number
  gamification: unknown
  summary: unknown
}

export interface MoveRecord {
  name: 'move'
  /** The digest of the localStorage text that was moved. */
  digest: string
  count: number
  at: number
}

export type JournalDb = IDBDatabase

export const STORES = ['entries', 'deletions', 'meta']

export function openJournalDb(userId: string): Promise<JournalDb> {
  return openDatabase(journalDatabaseName(userId), 1, (db) => {
    const entries = db.createObjectStore('entries', { keyPath: 'id' })
    entries.createIndex('at', ['at', 'id'])
    entries.createIndex('rev', 'rev')
    db.createObjectStore('deletions', { keyPath: 'id' }).createIndex('rev', 'rev')
    db.createObjectStore('meta', { keyPath: 'name' })
  })
}

export async function getMeta(db: JournalDb, name: 'state' | 'move') {
  return (await request(storeOf(db, 'meta').get(name))) as StateRecord | MoveRecord | undefined
}

/** The journal's state as read: the gamification state, the summary and the feed's position. */
export interface JournalState {
  rev: number
  gamification: GamificationState
  summary: JournalSummary
  /** Whether the stored state could not be read (the summary is then recomputed). */
  unreadable: boolean
}

export const EMPTY_STATE: JournalState = {
  rev: 0,
  gamification: INITIAL_GAMIFICATION_STATE,
  summary: EMPTY_SUMMARY,
  unreadable: false,
}

function isSummary(value: unknown): value is JournalSummary {
  if (typeof value !== 'object' || value === null) return false
  const summary = value as Record<string, unknown>
  return (
    SUMMARY_COUNTS.every(
      (name) => Number.isInteger(summary[name]) && (summary[name] as number) >= 0,
    ) &&
    // Kept since the coach's answers are made from it: a summary from before is made again.
    Number.isInteger(summary.contents) &&
    Array.isArray(summary.waiting) &&
    summary.waiting.every(isWaitingDecision) &&
    // Kept since the calendar and the long goals are made from it (`days`, `honoredNos`): a
    // summary from before is made again.
    isJournalDays(summary.days)
  )
}

function isWaitingDecision(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false
  const item = value as Record<string, unknown>
  return (
    typeof item.id === 'string' &&
    Number.isFinite(item.at) &&
    typeof item.due === 'string' &&
    isCalendarDay(item.due) &&
    typeof item.remind === 'string' &&
    isCalendarDay(item.remind)
  )
}

export function parseState(record: StateRecord | MoveRecord | undefined): JournalState {
  if (record === undefined || record.name !== 'state') return EMPTY_STATE
  const gamification = gamificationStateSchema.safeParse(record.gamification)
  const rev = Number.isInteger(record.rev) ? record.rev : 0
  const summary = unpackedSummary(record.summary)
  if (!gamification.success || !isSummary(summary)) {
    return {
      rev,
      gamification: gamification.success ? gamification.data : INITIAL_GAMIFICATION_STATE,
      summary: EMPTY_SUMMARY,
      unreadable: true,
    }
  }
  return { rev, gamification: gamification.data, summary, unreadable: false }
}

/**
 * The state a change starts from, given the `state` record its transaction read: `held`, the
 * writing tab's own, when the record is at the same position, since a view at a position holds
 * what the record there says (it was read from it, or this tab wrote it there) and a position
 * is never written twice. Only a record another tab moved on is unpacked and checked again: a
 * save no longer pays for ten years of days at every tap.
 */
export function stateFrom(record: unknown, held: JournalState | undefined): JournalState {
  const stored = record as StateRecord | MoveRecord | undefined
  if (held !== undefined && stored?.name === 'state' && stored.rev === held.rev) return held
  return parseState(stored)
}

/** An entry record as the app uses it, or null when it cannot be read. */
export function parseEntry(record: EntryRecord | undefined): Entry | null {
  if (record === undefined) return null
  const parsed = entrySchema.safeParse(record.entry)
  return parsed.success && parsed.data.id === record.id ? parsed.data : null
}

export function parseDeletion(record: DeletionRecord): DeletedEntry | null {
  const parsed = deletedEntrySchema.safeParse(record.deleted)
  return parsed.success ? parsed.data : null
}

export async function readState(db: JournalDb): Promise<JournalState> {
  return parseState(await getMeta(db, 'state'))
}

export function entryRecord(entry: Entry, rev: number): EntryRecord {
  return { id: entry.id, at: entryTimeMs(entry), rev, entry }
}

/**
 * The newest entries, oldest first: every entry since `sinceMs` (one request), or the newest
 * `count` when those are fewer (read from the end of the `at` index). What Home and the
 * Timeline's first screen need, whatever the journal's size.
 */
export async function readNewest(
  db: JournalDb,
  count: number,
  sinceMs: number,
): Promise<{ entries: Entry[]; rejected: number }> {
  const index = storeOf(db, 'entries').index('at')
  let records = (await request(index.getAll(IDBKeyRange.lowerBound([sinceMs])))) as EntryRecord[]
  if (records.length < count) records = await lastRecords(index, count)
  records = await opened(records)
  const entries: Entry[] = []
  for (const record of records) {
    const entry = parseEntry(record)
    if (entry) entries.push(entry)
  }
  return { entries, rejected: records.length - entries.length }
}

/** The time (ms) of the oldest entry, from the `at` index's first key; null when empty. */
export async function readOldestTime(db: JournalDb): Promise<number | null> {
  const cursor = await request(storeOf(db, 'entries').index('at').openKeyCursor())
  const at = (cursor?.key as [number, string] | undefined)?.[0]
  return typeof at === 'number' && Number.isFinite(at) ? at : null
}

/** How many records are of entries before `ms`, from the `at` index alone (nothing opened). */
export async function countBefore(db: JournalDb, ms: number): Promise<number> {
  const index = storeOf(db, 'entries').index('at')
  return request(index.count(IDBKeyRange.upperBound([ms], true)))
}

/** The last `count` records of `index`, in its order. */
function lastRecords(index: IDBIndex, count: number): Promise<EntryRecord[]> {
  const records: EntryRecord[] = []
  const cursors = index.openCursor(null, 'prev')
  return new Promise((resolve, reject) => {
    cursors.onerror = () => reject(cursors.error)
    cursors.onsuccess = () => {
      const cursor = cursors.result
      if (!cursor || records.length >= count) return resolve(records.reverse())
      records.push(cursor.value as EntryRecord)
      cursor.continue()
    }
  })
}

/** The entries with these ids that can be read, in the order given. */
export async function readEntries(db: JournalDb, ids: readonly string[]): Promise<Entry[]> {
  const store = storeOf(db, 'entries')
  const records = await Promise.all(ids.map((id) => request(store.get(id))))
  const found = (records as (EntryRecord | undefined)[]).filter((record) => record !== undefined)
  return (await opened(found)).map(parseEntry).filter((entry): entry is Entry => entry !== null)
}

/** How many records one step of a long read takes before it lets the page breathe. */
export const CHUNK = 500

/** The `at` index's key of the `count`-th newest record; null when there are fewer. */
export function nthNewestKey(db: JournalDb, count: number): Promise<[number, string] | null> {
  const cursors = storeOf(db, 'entries').index('at').openKeyCursor(null, 'prev')
  let skipped = count <= 1
  return new Promise((resolve, reject) => {
    cursors.onerror = () => reject(cursors.error)
    cursors.onsuccess = () => {
      const cursor = cursors.result
      if (!cursor) return resolve(null)
      if (skipped) return resolve(cursor.key as [number, string])
      skipped = true
      cursor.advance(count - 1)
    }
  })
}

/**
 * Every entry, oldest first (with `from`, those from that key of the `at` index on), read in
 * chunks of the index with a pause between them, so a journal of ten years never holds the page
 * still for long. `rejected` counts records that could not be read; they stay where they are,
 * untouched.
 */
export async function readAllEntries(
  db: JournalDb,
  pause: () => Promise<void>,
  from: [number, string] | null = null,
): Promise<{ entries: Entry[]; rejected: number }> {
  const entries: Entry[] = []
  let rejected = 0
  let after: [number, string] | null = null
  for (;;) {
    const range: IDBKeyRange | null = after
      ? IDBKeyRange.lowerBound(after, true)
      : from && IDBKeyRange.lowerBound(from)
    const index = storeOf(db, 'entries').index('at')
    const records = await opened((await request(index.getAll(range, CHUNK))) as EntryRecord[])
    for (const record of records) {
      const entry = parseEntry(record)
      if (entry) entries.push(entry)
      else rejected += 1
    }
    if (records.length < CHUNK) return { entries, rejected }
    const last = records[records.length - 1] as EntryRecord
    after = [last.at, last.id]
    await pause()
  }
}

export async function readAllDeletions(db: JournalDb): Promise<DeletedEntry[]> {
  const records = (await request(storeOf(db, 'deletions').getAll())) as DeletionRecord[]
  return (await opened(records))
    .map(parseDeletion)
    .filter((record): record is DeletedEntry => record !== null)
}
