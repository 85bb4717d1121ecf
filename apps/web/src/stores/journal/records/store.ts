import { dueDecisionIds, type DeletedEntry, type Entry } from '@hara/core'
import { requestPersistentStorage } from '@/lib/device-storage'
import { journalChannelName } from '@/lib/device-keys'
import { writeFailed, type WriteFailure, type WriteOutcome } from '../storage-problems'
import {
  openJournalDb,
  readAllDeletions,
  readAllEntries,
  readEntries,
  readNewest,
  readOldestTime,
  readState,
  type JournalDb,
  type JournalState,
} from './db'
import { changesSince, clearRecords, writeChange, type RecordChange } from './changes'
import { todayOnDevice } from '../device-context'
import { hasLegacyJournal } from './legacy'
import { afterPaint, pause } from './pacing'
import {
  forgetRecordProblems,
  getRecordProblems,
  getRefusedChange,
  noteWrite,
  onReportsChange,
  reportUnreadable,
  resetReports,
} from './reports'
import { applyChange, CLOSED_VIEW, RECENT, withChanges, type RecordsView } from './view'

export { forgetRecordProblems, getRecordProblems, getRefusedChange, pause }

/**
 * The journal's records for the active user: the one owner of the account's database
 * (records/db.ts). It opens it (moving an older localStorage journal in first), keeps a small
 * view in memory (records/view.ts), writes each change as one transaction, and tells other
 * tabs, which read the change feed from where they were. Nothing here shows anything: write
 * outcomes and problems are values the app shows.
 */

/** Home's week strip needs every entry of this week: the last seven days are read at start. */
const WEEK_MS = 7 * 24 * 60 * 60 * 1000

let view: RecordsView = CLOSED_VIEW
let userId: string | null = null
let db: JournalDb | null = null
let opening: Promise<void> | null = null
let loadingAll: Promise<void> | null = null
let channel: BroadcastChannel | null = null
let unavailable = false
let persistenceAsked = false
const listeners = new Set<() => void>()
onReportsChange(() => emit())

function emit(): void {
  listeners.forEach((listener) => listener())
}

function setView(next: RecordsView): void {
  view = next
  emit()
}

export function subscribeRecords(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getRecordsView(): RecordsView {
  return view
}

/** The change feed's position this tab has seen: it moves with every change of the journal. */
export function getJournalRevision(): number {
  return view.rev
}

function close(): void {
  channel?.close()
  channel = null
  db?.close()
  db = null
  opening = null
  loadingAll = null
  unavailable = false
  persistenceAsked = false
  resetReports()
  view = CLOSED_VIEW
}

async function open(forUser: string): Promise<void> {
  let opened: JournalDb
  try {
    opened = await openJournalDb(forUser)
  } catch {
    if (userId !== forUser) return
    unavailable = true
    setView({ ...CLOSED_VIEW, ready: true })
    return
  }
  if (userId !== forUser) {
    opened.close()
    return
  }
  db = opened
  // The move and the repair are rare: their code is fetched only when one is needed.
  const move = hasLegacyJournal(forUser)
    ? await (await import('./move')).moveFromLocalStorage(forUser, opened, pause)
    : null
  let state = await readState(opened)
  if (state.unreadable) state = await (await import('./repair')).repairState(opened, pause)
  const [newest, waiting, firstAt] = await Promise.all([
    readNewest(opened, RECENT, Date.now() - WEEK_MS),
    readEntries(opened, dueDecisionIds(state.summary, todayOnDevice())),
    readOldestTime(opened),
  ])
  if (userId !== forUser) return
  reportUnreadable(forUser, newest.rejected, move)
  channel =
    typeof BroadcastChannel === 'undefined'
      ? null
      : new BroadcastChannel(journalChannelName(forUser))
  channel?.addEventListener('message', (event: MessageEvent<{ cleared?: boolean }>) => {
    void (event.data?.cleared ? reopen(forUser) : catchUp())
  })
  setView({
    ready: true,
    rev: state.rev,
    gamification: state.gamification,
    summary: state.summary,
    recent: newest.entries,
    waiting,
    all: null,
    deletions: null,
    firstAt,
  })
}

/**
 * Opens the journal of `next` (null: nobody signed in). Resolves once Home's part of it is in
 * memory; the whole journal is read later, on demand (`loadAll`).
 */
export function openRecords(next: string | null): Promise<void> {
  if (next === userId && opening) return opening
  close()
  userId = next
  opening =
    next === null
      ? Promise.resolve()
      : open(next).catch(() => {
          unavailable = true
          setView({ ...CLOSED_VIEW, ready: true })
        })
  emit()
  return opening
}

/**
 * Resolves once the whole journal has been read (in chunks, once per account; then it is kept
 * in step with every change). The same promise every time, so React can wait on it (`use`).
 */
export function wholeJournalRead(): Promise<void> {
  if (loadingAll) return loadingAll
  if (view.all !== null) return (loadingAll = Promise.resolve())
  const forUser = userId
  loadingAll = (async () => {
    await opening
    const source = db
    if (source === null || forUser === null || userId !== forUser) return
    const startedAt = view.rev
    const [{ entries, rejected }, deletions] = await Promise.all([
      readAllEntries(source, pause),
      readAllDeletions(source),
    ])
    if (userId !== forUser) return
    // A change written while the chunks were read is in the feed: take it from where it began.
    const since = view.rev !== startedAt ? await changesSince(source, startedAt) : null
    if (userId !== forUser) return
    if (rejected > 0) reportUnreadable(forUser, rejected, null)
    const gone = new Set(since?.deleted.map((record) => record.id) ?? [])
    const all = since ? withChanges(entries, since.entries, gone) : entries
    const kept = since
      ? [...deletions.filter((record) => !gone.has(record.id)), ...since.deleted]
      : deletions
    setView({ ...view, all, deletions: kept, recent: all.slice(-RECENT) })
  })().catch(() => {
    // The database went away (signed out, closed by the browser): the newest entries stay.
  })
  return loadingAll
}

/** The whole journal, oldest first (see `wholeJournalRead`). */
export async function loadAll(): Promise<readonly Entry[]> {
  await wholeJournalRead()
  return view.all ?? view.recent
}

/**
 * Reads the waiting decisions with these ids that are not in memory yet (a new day brought
 * more of them to ask about), and keeps them with the others.
 */
export async function loadWaiting(ids: readonly string[]): Promise<void> {
  const have = new Set(view.waiting.map((entry) => entry.id))
  const missing = ids.filter((id) => !have.has(id))
  const source = db
  if (missing.length === 0 || source === null) return
  const forUser = userId
  const read = await readEntries(source, missing).catch(() => [])
  if (userId !== forUser || read.length === 0) return
  const listed = new Set(view.summary.waiting.map((item) => item.id))
  const fresh = read.filter((entry) => listed.has(entry.id) && !have.has(entry.id))
  if (fresh.length > 0) setView({ ...view, waiting: withChanges(view.waiting, fresh, new Set()) })
}

/** The entries with these ids, read from the database (those it cannot read are left out). */
export async function readEntriesById(ids: readonly string[]): Promise<Entry[]> {
  await opening
  const source = db
  if (ids.length === 0 || source === null) return []
  return readEntries(source, ids).catch(() => [])
}

/** Every deletion record, for a merge. */
export async function loadDeletions(): Promise<readonly DeletedEntry[]> {
  await loadAll()
  return view.deletions ?? []
}

/** Reads the journal again from the start (another tab cleared it). */
async function reopen(forUser: string): Promise<void> {
  if (userId !== forUser || db === null) return
  const state = await readState(db)
  setView({ ...CLOSED_VIEW, ready: true, rev: state.rev, all: [], deletions: [] })
  loadingAll = Promise.resolve()
}

/** Applies what other tabs wrote since `from` (this view's position by default). */
async function catchUp(from: number = view.rev): Promise<void> {
  if (db === null) return
  const forUser = userId
  const [state, changes] = await Promise.all([readState(db), changesSince(db, from)])
  if (userId !== forUser || state.rev <= view.rev) return
  setView(
    applyChange(view, {
      rev: state.rev,
      gamification: state.gamification,
      summary: state.summary,
      put: changes.entries,
      deleted: changes.deleted,
      undeleted: [],
    }),
  )
  if (view.deletions !== null) setView({ ...view, deletions: await readAllDeletions(db) })
}

function failureOf(error: unknown): WriteFailure {
  const name = (error as { name?: string } | null)?.name
  const inner = (error as { target?: { error?: { name?: string } } } | null)?.target?.error?.name
  return name === 'QuotaExceededError' || inner === 'QuotaExceededError' ? 'quota' : 'unavailable'
}

/** Called before a write refused for space is tried again: drops what can be rebuilt. */
let freeSpace: () => Promise<void> = async () => {}

export function setFreeSpace(drop: () => Promise<void>): void {
  freeSpace = drop
}

export interface Written<T> {
  result: T | null
  write: WriteOutcome
}

/**
 * One change of the journal (records/db.ts `writeChange`), applied to the view once written and
 * announced to other tabs. When the browser refuses it for space, rebuildable caches are
 * dropped and it is tried once more; when it is still refused, nothing changed anywhere and the
 * outcome says why, so the screen keeps what the person wrote.
 */
export async function change<T extends { change: RecordChange | null }>(
  ids: readonly string[],
  compute: (state: JournalState, entries: ReadonlyMap<string, Entry>) => T,
  onWritten?: (done: number) => void,
): Promise<Written<T>> {
  await opening
  if (db === null || unavailable) {
    return { result: null, write: noteWrite(writeFailed('unavailable')) }
  }
  let attempt = 0
  for (;;) {
    try {
      const written = await writeChange(db, ids, compute, onWritten)
      if (written.change !== null) {
        setView(applyChange(view, { ...written.change, rev: written.state.rev }))
        const saved = written.change.put.length > 0
        afterPaint(() => {
          channel?.postMessage({ rev: written.state.rev })
          askToPersist(saved)
        })
      }
      return { result: written, write: noteWrite({ ok: true }) }
    } catch (error) {
      const reason = failureOf(error)
      if (reason !== 'quota' || attempt > 0) {
        return { result: null, write: noteWrite(writeFailed(reason)) }
      }
      attempt += 1
      await freeSpace()
    }
  }
}

// Installed on the home screen, the app asks again: browsers grant it more readily then.
if (typeof window !== 'undefined') {
  window.addEventListener('appinstalled', () => void requestPersistentStorage())
}

/** Asks the browser to keep the journal, after the first saved check-in of this session. */
function askToPersist(saved: boolean): void {
  if (!saved || persistenceAsked) return
  persistenceAsked = true
  void requestPersistentStorage()
}

/** Removes every record of the journal ('Clear all data'), here and in the other tabs. */
export async function clearJournal(): Promise<WriteOutcome> {
  await opening
  if (db === null || unavailable) return noteWrite(writeFailed('unavailable'))
  try {
    const state = await clearRecords(db)
    setView({
      ...CLOSED_VIEW,
      ready: true,
      rev: state.rev,
      all: [],
      deletions: [],
    })
    loadingAll = Promise.resolve()
    channel?.postMessage({ rev: state.rev, cleared: true })
    return noteWrite({ ok: true })
  } catch (error) {
    return noteWrite(writeFailed(failureOf(error)))
  }
}

/** The account's records for tests and the move; null while closed. */
export function currentDb(): JournalDb | null {
  return db
}
