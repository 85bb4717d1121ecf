import type { Entry } from '@hara/core'
import { requestPersistentStorage } from '@/lib/device-storage'
import { writeFailed, type WriteFailure, type WriteOutcome } from '@/stores/device/storage-problems'
import type { JournalDb, JournalState } from './db'
import { clearRecords, writeChange, type RecordChange } from './changes'
import { withFeed, type FeedRecords, type Seen } from './feed'
import { current, setView } from './current'
import { sealKey } from './seal-key'
import { afterPaint } from '@/lib/pacing'
import { noteWrite } from './reports'
import { applyChange, CLOSED_VIEW, type RecordsView } from './view'

/**
 * The journal's writes for the active user (store.ts reads): each change is one transaction
 * (records/changes.ts), applied to the view once written and announced to other tabs.
 */

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
  await current.opening
  const db = current.db
  if (db === null || current.unavailable) {
    return { result: null, write: noteWrite(writeFailed('unavailable')) }
  }
  let attempt = 0
  for (;;) {
    try {
      const key = sealKey()
      const seen = seenBy(current.view)
      const written = key
        ? await (await import('./sealed')).writeSealedChange(db, key, ids, compute, onWritten, seen)
        : await writeChange(db, ids, compute, onWritten, seen)
      if (written.change !== null) {
        // Only a change after another tab's unheard one waits for more than its own commit.
        const missed = written.missed === null ? null : ((await written.missed) ?? 'unread')
        showWritten(db, written.change, written.state, missed)
        const saved = written.change.put.length > 0
        afterPaint(() => {
          current.channel?.postMessage({ rev: written.state.rev })
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

/** Where the view is in the feed, and the state it holds there (feed.ts `Seen`). */
function seenBy(view: RecordsView): Seen {
  const { rev, gamification, summary } = view
  return {
    rev,
    deletions: view.deletions !== null,
    ...(view.ready ? { state: { rev, gamification, summary, unreadable: false } } : {}),
  }
}

/**
 * Shows a change this tab wrote. Most often the view was at the journal's position before it,
 * and takes the change alone, at once. When another tab wrote first and its word has not
 * arrived yet, the view takes the feed since its own position instead, read in the change's
 * own transaction (`missed`): moved to the new position with only this change, it would skip
 * the other tab's for good, as that word, when it comes, is older than the view. A view already
 * past the change (it caught up meanwhile, or the journal was cleared) is left as it is, and so
 * is one whose feed could not be read: the other tab's word, when it comes, brings both.
 */
function showWritten(
  db: JournalDb,
  change: RecordChange,
  state: JournalState,
  missed: FeedRecords | 'unread' | null,
): void {
  if (current.db !== db || current.view.rev > state.rev || missed === 'unread') return
  setView(
    missed === null
      ? applyChange(current.view, { ...change, rev: state.rev })
      : withFeed(current.view, { ...missed, state }, change.undeleted),
  )
}

// Installed on the home screen, the app asks again: browsers grant it more readily then.
if (typeof window !== 'undefined') {
  window.addEventListener('appinstalled', () => void requestPersistentStorage())
}

/** Asks the browser to keep the journal, after the first saved check-in of this session. */
function askToPersist(saved: boolean): void {
  if (!saved || current.persistenceAsked) return
  current.persistenceAsked = true
  void requestPersistentStorage()
}

/** Removes every record of the journal ('Clear all data'), here and in the other tabs. */
export async function clearJournal(): Promise<WriteOutcome> {
  await current.opening
  if (current.db === null || current.unavailable) return noteWrite(writeFailed('unavailable'))
  try {
    const state = await clearRecords(current.db)
    setView({
      ...CLOSED_VIEW,
      ready: true,
      rev: state.rev,
      all: [],
      deletions: [],
    })
    current.loadingAll = Promise.resolve()
    current.channel?.postMessage({ rev: state.rev, cleared: true })
    return noteWrite({ ok: true })
  } catch (error) {
    return noteWrite(writeFailed(failureOf(error)))
  }
}
