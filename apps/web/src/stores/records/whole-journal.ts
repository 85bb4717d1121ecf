import { mergeJournals, summaryOf, type Journal, type MergeReport } from '@hara/core'
import { ALL_DEVICE_KEYS, draftPrefix, type DeviceKeyId } from '@/lib/device-keys'
import { clearDrafts } from '@/lib/session-draft'
import { commit, getActiveUserId, removeRecoveryCopies, requireUser } from '@/stores/device/engine'
import { readAllDeletions, readAllEntries, readState } from './database/db'
import {
  change,
  clearJournal,
  currentDb,
  getRecordsView,
  loadAll,
  loadDeletions,
  pause,
  readEntriesById,
} from './database/store'
import {
  ANALYSES,
  EMPTY_JOURNAL,
  NO_ANALYSES,
  slicesFor,
  type JournalData,
} from '@/stores/device/slices'
import { writeFailed, type WriteOutcome } from '@/stores/device/storage-problems'
import { mergedRecords, same } from './merged-records'

/**
 * The operations that read or write the whole journal, and only these: export, import, the
 * encrypted backup and 'Clear all data'.
 */

type Listed = typeof ALL_DEVICE_KEYS
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type With<U extends 'export' | 'backup' | 'clear'> = {
  [K in DeviceKeyId]: Listed[K] extends { storage: 'IndexedDB'; [key: string]: unknown }
    ? Listed[K] extends { movedFrom: string } & Record<U, true>
      ? K
      : never
    : never
}[DeviceKeyId]
/**
 * The journal file (export, import and the backup's plain text, the core's `journalFile`) holds
 * the journal's records: a flag in lib/device-keys that drops one fails the typecheck here.
 */
const _exportIsTheJournalFile: Same<With<'export'>, keyof Journal> = true
const _backupIsTheJournalFile: Same<With<'backup'>, keyof Journal> = true

/** The whole journal as 'Export journal' writes it and the backup encrypts it. */
export async function getJournal(): Promise<Journal> {
  const userId = requireUser()
  const entries = await loadAll()
  const deletedEntries = await loadDeletions()
  // Closed while it was read (signed out, or Hara locked): what was read is not the journal.
  if (getActiveUserId() !== userId) throw new Error('The journal was closed while it was read.')
  return {
    entries: [...entries],
    gamification: getRecordsView().gamification,
    deletedEntries: [...deletedEntries],
  }
}

/** The journal as the encrypted backup carries it. */
export const getBackupJournal = getJournal

export interface MergedJournal {
  report: MergeReport
  /** Whether the journal on this device changed. */
  changed: boolean
  /** Not ok: nothing was written, and `report` tells what would have been. */
  write: WriteOutcome
}

/** How many times a merge reads and merges again after another tab wrote first. */
export const MERGE_ATTEMPTS = 4

/**
 * The journal as the database holds it, and its position in the change feed. Read when a merge
 * lost a race: the view in memory may not have heard of the other tab's change yet. The state
 * is read first, so a change written while the rest is read moves the position past `rev`.
 */
async function journalInDatabase(): Promise<{ journal: Journal; rev: number } | null> {
  const db = currentDb()
  if (db === null) return null
  const state = await readState(db)
  const [{ entries }, deletedEntries] = await Promise.all([
    readAllEntries(db, pause),
    readAllDeletions(db),
  ])
  return { journal: { entries, gamification: state.gamification, deletedEntries }, rev: state.rev }
}

/**
 * Merges another copy of the journal (an imported file, the backup, synced records) into this
 * one by entry id, and recomputes XP, streak and achievements (the core's mergeJournals). Only
 * the records that differ are written, in one transaction; `onProgress` hears how many of them
 * are written. The cached analyses are cleared when entries changed.
 *
 * The write is ok only when it happened (ADR 0048): storage refusing it, or other tabs writing
 * first every time it is tried, answers a failed `write` and changes nothing.
 */
export async function mergeIntoJournal(
  incoming: Journal,
  onProgress?: (written: number, total: number) => void,
): Promise<MergedJournal> {
  const userId = requireUser()
  let base: { journal: Journal; rev: number } | null = null
  for (let attempt = 1; ; attempt++) {
    const local = base?.journal ?? (await getJournal())
    const startedAt = base?.rev ?? getRecordsView().rev
    const { journal, report } = mergeJournals(local, incoming, Date.now())
    const { put, deleted, undeleted, removedEntries } = mergedRecords(local, journal)
    const gamificationChanged = !same(local.gamification, journal.gamification)
    const unchanged = put.length === 0 && deleted.length === 0 && undeleted.length === 0
    if (unchanged && !removedEntries && !gamificationChanged) {
      return { report, changed: false, write: { ok: true } }
    }
    const { result, write } = await change(
      [],
      (state) => {
        // Another tab wrote since this merge read the journal: read again and merge again.
        if (state.rev !== startedAt) return { stale: true, change: null }
        return {
          stale: false,
          change: {
            put,
            deleted,
            undeleted,
            gamification: journal.gamification,
            summary: summaryOf(journal.entries),
          },
        }
      },
      onProgress ? (done) => onProgress(done, put.length) : undefined,
    )
    if (!write.ok) return { report, changed: false, write }
    if (result?.stale) {
      // Nothing was written: never an ok for it. Other tabs take their turn, then this one
      // tries again from what the database holds.
      if (attempt >= MERGE_ATTEMPTS || getActiveUserId() !== userId) {
        return { report, changed: false, write: writeFailed('busy') }
      }
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt))
      base = await journalInDatabase()
      continue
    }
    if (put.length > 0 || removedEntries) commit(ANALYSES, NO_ANALYSES)
    return { report, changed: true, write }
  }
}

/**
 * Whether this phone holds every entry of `journal`, read again from the database rather than
 * from memory: each one is here, or deleted here (its deletion record is). Checked before a
 * copy elsewhere is deleted (the whole-journal backup, ADR 0048); anything unreadable counts as
 * missing.
 */
export async function holdsEveryEntry(journal: Journal): Promise<boolean> {
  requireUser()
  const ids = [...new Set([...journal.entries, ...journal.deletedEntries].map((item) => item.id))]
  if (ids.length === 0) return true
  const found = new Set((await readEntriesById(ids)).map((entry) => entry.id))
  if (ids.every((id) => found.has(id))) return true
  const db = currentDb()
  const deletions = db ? await readAllDeletions(db).catch(() => []) : []
  for (const record of deletions) found.add(record.id)
  return ids.every((id) => found.has(id))
}

/** Ids of the listed keys beyond the journal and its slices that say `clear`. */
type ClearedOther = {
  [K in DeviceKeyId]: Listed[K] extends { names: unknown }
    ? never
    : Listed[K] extends { movedFrom: string }
      ? never
      : Listed[K] extends { clear: true }
        ? K
        : never
}[DeviceKeyId]
/** 'Clear all data' knows how to remove these; a key listed as cleared must be added there. */
const _clearRemovesEveryListedKey: Same<ClearedOther, 'recoveryCopies' | 'drafts'> = true

/**
 * Settings, 'Clear all data' (its button reads 'Delete all check-ins'): the journal's records go
 * (a fresh start: importing an export afterwards brings everything back), the slices whose keys
 * say `clear` in lib/device-keys go back to the empty journal's values (every coach cache, the
 * backup's state on this phone), and the recovery copies and any check-in in progress go.
 * Settings, onboarding and the device's theme stay. The encrypted backup is turned off on this
 * phone but kept on the server.
 */
export async function clearAllData(): Promise<WriteOutcome> {
  const userId = requireUser()
  const cleared = await clearJournal()
  if (!cleared.ok) return cleared
  const slices = slicesFor('clear')
  const empty = Object.fromEntries(slices.map((name) => [name, EMPTY_JOURNAL[name]]))
  const write = commit(slices, empty as Partial<JournalData>)
  if (ALL_DEVICE_KEYS.recoveryCopies.clear) removeRecoveryCopies()
  if (ALL_DEVICE_KEYS.drafts.clear) clearDrafts(draftPrefix(userId))
  return write
}
