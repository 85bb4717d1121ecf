import { dueDecisionIds, type DeletedEntry, type Entry } from '@hara/core'
import { journalChannelName } from '@/lib/device-keys'
import {
  countBefore,
  nthNewestKey,
  openJournalDb,
  readAllEntries,
  readEntries,
  readNewest,
  readOldestTime,
  readState,
  type JournalDb,
} from './db'
import { current, emit, getRecordsView, setView, subscribeRecords } from './current'
import { todayOnDevice } from '@/stores/device/device-context'
import { hasLegacyJournal } from './legacy'
import { pause } from '@/lib/pacing'
import {
  forgetRecordProblems,
  getRecordProblems,
  getRefusedChange,
  onReportsChange,
  reportUnreadable,
  resetReports,
} from './reports'
import { readFeed, withFeed, type Feed } from './feed'
import { CLOSED_VIEW, RECENT, withChanges } from './view'

export { forgetRecordProblems, getRecordProblems, getRefusedChange, pause }
export { getRecordsView, subscribeRecords }
export { change, clearJournal, setFreeSpace, type Written } from './writes'

/**
 * The journal's records for the active user: the one owner of the account's database
 * (records/db.ts). It opens it (moving an older localStorage journal in first), keeps a small
 * view in memory (records/view.ts), and reads what the screens ask for; writes.ts writes each
 * change as one transaction and tells other tabs, which read the change feed from where they
 * were. The state both share is in current.ts. Nothing here shows anything: write outcomes and
 * problems are values the app shows.
 */

/** Home's week strip needs every entry of this week: the last seven days are read at start. */
const WEEK_MS = 7 * 24 * 60 * 60 * 1000

// A problem reported or a change refused reaches the subscribers as a change of the view does.
onReportsChange(() => emit())

/** The change feed's position this tab has seen: it moves with every change of the journal. */
export function getJournalRevision(): number {
  return current.view.rev
}

function close(): void {
  current.channel?.close()
  current.channel = null
  current.db?.close()
  current.db = null
  current.opening = null
  current.loadingAll = null
  current.unavailable = false
  current.persistenceAsked = false
  resetReports()
  current.view = CLOSED_VIEW
}

async function open(forUser: string): Promise<void> {
  let opened: JournalDb
  try {
    opened = await openJournalDb(forUser)
  } catch {
    if (current.userId !== forUser) return
    current.unavailable = true
    setView({ ...CLOSED_VIEW, ready: true })
    return
  }
  if (current.userId !== forUser) {
    opened.close()
    return
  }
  current.db = opened
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
  if (current.userId !== forUser) return
  reportUnreadable(forUser, newest.rejected, move)
  const channel =
    typeof BroadcastChannel === 'undefined'
      ? null
      : new BroadcastChannel(journalChannelName(forUser))
  current.channel = channel
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
  if (next === current.userId && current.opening) return current.opening
  close()
  current.userId = next
  current.opening =
    next === null
      ? Promise.resolve()
      : open(next).catch(() => {
          current.unavailable = true
          setView({ ...CLOSED_VIEW, ready: true })
        })
  emit()
  return current.opening
}

/**
 * Resolves once the whole journal has been read (in chunks, once per account; then it is kept
 * in step with every change). The same promise every time, so React can wait on it (`use`).
 */
export function wholeJournalRead(): Promise<void> {
  if (current.loadingAll) return current.loadingAll
  if (current.view.all !== null) return (current.loadingAll = Promise.resolve())
  const forUser = current.userId
  current.loadingAll = (async () => {
    await current.opening
    const source = current.db
    if (source === null || forUser === null || current.userId !== forUser) return
    const startedAt = current.view.rev
    const { entries, rejected } = await readAllEntries(source, pause)
    // A change written while the chunks were read (here, or in a tab not heard of yet) is in
    // the feed: taken from where the read began, with every deletion record, as one snapshot
    // at least as new as the view, so the view holds nothing the whole journal leaves out.
    let since: Feed | null = null
    do {
      since = await readFeed(source, startedAt, true)
      if (since === null || current.userId !== forUser) return
    } while (since.state.rev < current.view.rev)
    if (rejected > 0) reportUnreadable(forUser, rejected, null)
    const gone = new Set(since.deleted.map((record) => record.id))
    const all = withChanges(entries, since.entries, gone)
    setView({ ...current.view, all, deletions: since.deletions, recent: all.slice(-RECENT) })
  })().catch(() => {
    // The database went away (signed out, closed by the browser): the newest entries stay.
  })
  return current.loadingAll
}

/** The whole journal, oldest first (see `wholeJournalRead`). */
export async function loadAll(): Promise<readonly Entry[]> {
  await wholeJournalRead()
  return current.view.all ?? current.view.recent
}

/**
 * The newest `count` entries, oldest first: from memory once the whole journal is there, else
 * read from the database in chunks from the `count`-th newest on (what the coach reads, without
 * the ten years before it).
 */
export async function loadNewest(count: number): Promise<readonly Entry[]> {
  await current.opening
  const { all } = current.view
  if (all !== null) return all.slice(-count)
  const source = current.db
  if (source === null) return current.view.recent
  try {
    return (await readAllEntries(source, pause, await nthNewestKey(source, count))).entries
  } catch {
    // The database went away (signed out, closed by the browser): the newest entries stay.
    return current.view.recent
  }
}

/**
 * Reads the waiting decisions with these ids that are not in memory yet (a new day brought
 * more of them to ask about), and keeps them with the others.
 */
export async function loadWaiting(ids: readonly string[]): Promise<void> {
  const have = new Set(current.view.waiting.map((entry) => entry.id))
  const missing = ids.filter((id) => !have.has(id))
  const source = current.db
  if (missing.length === 0 || source === null) return
  const forUser = current.userId
  const read = await readEntries(source, missing).catch(() => [])
  if (current.userId !== forUser || read.length === 0) return
  const { view } = current
  const listed = new Set(view.summary.waiting.map((item) => item.id))
  const fresh = read.filter((entry) => listed.has(entry.id) && !have.has(entry.id))
  if (fresh.length > 0) setView({ ...view, waiting: withChanges(view.waiting, fresh, new Set()) })
}

/** The entries with these ids, read from the database (those it cannot read are left out). */
export async function readEntriesById(ids: readonly string[]): Promise<Entry[]> {
  await current.opening
  const source = current.db
  if (ids.length === 0 || source === null) return []
  return readEntries(source, ids).catch(() => [])
}

/** How many check-ins happened before `ms` (null: the journal cannot be read now). */
export async function countEntriesBefore(ms: number): Promise<number | null> {
  await current.opening
  const source = current.db
  if (source === null) return null
  return countBefore(source, ms).catch(() => null)
}

/** Every deletion record, for a merge. */
export async function loadDeletions(): Promise<readonly DeletedEntry[]> {
  await loadAll()
  return current.view.deletions ?? []
}

/**
 * Reads the journal again from the start (another tab cleared it): what was written since the
 * clear, as the writes there and here may come before its word.
 */
async function reopen(forUser: string): Promise<void> {
  if (current.userId !== forUser || current.db === null) return
  const feed = await readFeed(current.db, 0, true)
  if (feed === null || current.userId !== forUser) return
  setView(withFeed({ ...CLOSED_VIEW, ready: true, all: [], deletions: [] }, feed))
  current.loadingAll = Promise.resolve()
}

/**
 * Applies what other tabs wrote since this view's position: the state and the feed since then,
 * read as one snapshot (records/feed.ts), so the view never moves past a change it has not
 * taken, nor keeps deletion records an Undo there dropped.
 */
async function catchUp(): Promise<void> {
  const db = current.db
  if (db === null) return
  const forUser = current.userId
  const feed = await readFeed(db, current.view.rev, current.view.deletions !== null)
  if (feed === null || current.userId !== forUser || feed.state.rev <= current.view.rev) return
  setView(withFeed(current.view, feed))
}

/** The account's records for tests and the move; null while closed. */
export function currentDb(): JournalDb | null {
  return current.db
}
