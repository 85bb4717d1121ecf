import {
  clearOutcome as clearOutcomeOf,
  deleteEntry as deleteEntryOf,
  restoreEntry as restoreEntryOf,
  saveCheckIn as saveCheckInOf,
  mergeJournals,
  sameJournal,
  setOutcome as setOutcomeOf,
  snoozeFollowUp as snoozeFollowUpOf,
  stopFollowUp as stopFollowUpOf,
  type Earned,
  type Entry,
  type EntryDraft,
  type GamificationState,
  type Journal,
  type MergeReport,
  type RemovedEntry,
} from '@hara/core'
import { DEVICE_KEY_LIST, draftPrefix, type DeviceKeyId } from '@/lib/device-keys'
import { clearDrafts } from '@/lib/session-draft'
import { deviceTimeZone, newEntryId, todayOnDevice } from './device-context'
import { commit, read, removeRecoveryCopies, requireUser } from './engine'
import {
  ANALYSES,
  EMPTY_JOURNAL,
  NO_ANALYSES,
  slicesFor,
  type JournalData,
  type SliceName,
  type SlicesFor,
} from './slices'
import type { WriteOutcome } from './storage-problems'

/**
 * The journal itself: the entries and the gamification state, which always change together
 * through the core's pure functions.
 */

export function getEntries(): Entry[] {
  return read(['entries']).entries
}

export function getGamification(): GamificationState {
  return read(['gamification']).gamification
}

/**
 * The journal file (export, import and the backup's plain text, the core's `journalFile`) has
 * a place for these slices only. A flag in lib/device-keys that adds or drops one fails the
 * typecheck here: the file's format would have to change first.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const _exportIsTheJournalFile: Same<SlicesFor<'export'>, keyof Journal> = true
const _backupIsTheJournalFile: Same<SlicesFor<'backup'>, keyof Journal> = true

function journalOf(slices: readonly (keyof Journal)[]): Journal {
  const data = read(slices)
  return Object.fromEntries(slices.map((name) => [name, data[name]])) as unknown as Journal
}

/** The whole journal as 'Export journal' writes it: the slices whose keys say `export`. */
export function getJournal(): Journal {
  return journalOf(slicesFor('export'))
}

/** The journal as the encrypted backup carries it: the slices whose keys say `backup`. */
export function getBackupJournal(): Journal {
  return journalOf(slicesFor('backup'))
}

export interface MergedJournal {
  report: MergeReport
  /** Whether the journal on this device changed. */
  changed: boolean
  write: WriteOutcome
}

/**
 * Merges another copy of the journal (an imported file, the backup) into this one by entry id,
 * and recomputes XP, streak and achievements (the core's mergeJournals). The cached analyses
 * are cleared when entries changed.
 */
export function mergeIntoJournal(incoming: Journal): MergedJournal {
  requireUser()
  const local = getJournal()
  const { journal, report } = mergeJournals(local, incoming, Date.now())
  const changed = !sameJournal(journal, local)
  if (!changed) return { report, changed, write: { ok: true } }
  const entriesChanged = !sameJournal(
    { ...journal, deletedEntries: [] },
    { ...local, gamification: journal.gamification, deletedEntries: [] },
  )
  const write = commit(
    ['entries', 'gamification', 'deletedEntries', ...(entriesChanged ? ANALYSES : [])],
    {
      entries: journal.entries,
      gamification: journal.gamification,
      deletedEntries: journal.deletedEntries,
      ...(entriesChanged ? NO_ANALYSES : {}),
    },
  )
  return { report, changed, write }
}

export interface SavedCheckIn {
  /** The entry as stored (with id, time, day and XP). */
  entry: Entry
  /** XP and achievements earned, for the celebration. */
  earned: Earned
  /** Whether it reached storage; when not, it is kept in memory and reported. */
  write: WriteOutcome
}

/**
 * Saves a check-in in one step: appends the entry and updates totalXP, totalCheckins,
 * currentStreak, lastCheckInDate and the achievements (the core's saveCheckIn), writing both
 * keys together.
 */
export function saveCheckIn(draft: EntryDraft): SavedCheckIn {
  requireUser()
  const { entries, gamification } = read(['entries', 'gamification'])
  const result = saveCheckInOf(gamification, entries, draft, {
    id: newEntryId(),
    now: Date.now(),
    timeZone: deviceTimeZone(),
  })
  const write = commit(['entries', 'gamification'], {
    entries: result.entries,
    gamification: result.state,
  })
  return { entry: result.entry, earned: result.earned, write }
}

/** What `undoDelete` needs: the entry as it was, its place in the list and when it went. */
export interface DeletedEntry extends RemovedEntry {
  deletedAt: number
}

/**
 * Deletes an entry and clears the three cached analyses (spec section 4). XP, streak and
 * achievements stay: they are history. Returns the entry as it was, for Undo. The deletion is
 * recorded (id and what it earned, never its text) so that a merge with a backup or a file
 * never brings the entry back.
 */
export function deleteEntry(id: string): {
  deleted: boolean
  /** The entry as it was, where it stood and when it went, for `undoDelete`. */
  removed: DeletedEntry | null
  write: WriteOutcome
} {
  requireUser()
  const { entries, gamification, deletedEntries } = read([
    'entries',
    'gamification',
    'deletedEntries',
  ])
  const result = deleteEntryOf(gamification, entries, id)
  if (!result.removed || !result.deletedEntry) {
    return { deleted: false, removed: null, write: { ok: true } }
  }
  const write = commit(['entries', 'deletedEntries', ...ANALYSES], {
    entries: result.entries,
    deletedEntries: [...deletedEntries, result.deletedEntry],
    ...NO_ANALYSES,
  })
  return { deleted: true, removed: { ...result.removed, deletedAt: Date.now() }, write }
}

/**
 * Undoes a delete (issue 10): the entry comes back exactly as it was, outcome included, at its
 * place. XP, the check-in count, the streak and the achievements were never taken away, so they
 * stay as they are and nothing is earned twice. An analysis cached while the entry was gone
 * left it out, and the entry is older than that cache, so the freshness rule cannot see it:
 * such caches (the three analyses, and the patterns if they were made meanwhile) are cleared.
 * The record of the deletion is forgotten, so a later merge with a file or backup keeps it.
 */
export function undoDelete(deleted: DeletedEntry): { restored: boolean; write: WriteOutcome } {
  requireUser()
  const { entries, gamification, patterns, deletedEntries } = read([
    'entries',
    'gamification',
    'patterns',
    'deletedEntries',
  ])
  const result = restoreEntryOf(gamification, entries, deleted)
  if (!result.restored) return { restored: false, write: { ok: true } }
  const stalePatterns = patterns !== null && patterns.cachedAt >= deleted.deletedAt
  const write = commit(['entries', 'deletedEntries', ...ANALYSES, 'patterns'], {
    entries: result.entries,
    deletedEntries: deletedEntries.filter((record) => record.id !== deleted.entry.id),
    ...NO_ANALYSES,
    patterns: stalePatterns ? null : patterns,
  })
  return { restored: true, write }
}

/**
 * Logs an outcome: sets consequence and consequenceDate, earns the outcome XP (once per entry,
 * issue 22) and unlocks what it earns (Pattern Master, Closing the Loop). The cached analyses
 * are cleared too, since the signals and trust analyses read outcomes and would otherwise keep
 * showing the old picture.
 */
export function setOutcome(
  id: string,
  text: string,
): { changed: boolean; earned: Earned; write: WriteOutcome } {
  requireUser()
  const { entries, gamification } = read(['entries', 'gamification'])
  const result = setOutcomeOf(gamification, entries, id, text, Date.now())
  if (!result.changed) return { changed: false, earned: result.earned, write: { ok: true } }
  const write = commit(['entries', 'gamification', 'signals', 'trust', 'tone'], {
    entries: result.entries,
    gamification: result.state,
    ...NO_ANALYSES,
  })
  return { changed: true, earned: result.earned, write }
}

/** Removes an outcome: clears consequence and consequenceDate (and the cached analyses). */
export function clearOutcome(id: string): { changed: boolean; write: WriteOutcome } {
  requireUser()
  const { entries, gamification } = read(['entries', 'gamification'])
  const result = clearOutcomeOf(gamification, entries, id)
  if (!result.changed) return { changed: false, write: { ok: true } }
  const write = commit(['entries', 'signals', 'trust', 'tone'], {
    entries: result.entries,
    ...NO_ANALYSES,
  })
  return { changed: true, write }
}

type Listed = typeof DEVICE_KEY_LIST
/** Ids of the listed keys beyond the journal's slices that say `clear`. */
type ClearedOther = {
  [K in DeviceKeyId]: Listed[K] extends { names: unknown }
    ? never
    : Listed[K] extends { clear: true }
      ? K
      : never
}[DeviceKeyId]
/** 'Clear all data' knows how to remove these; a key listed as cleared must be added there. */
const _clearRemovesEveryListedKey: Same<ClearedOther, 'recoveryCopies' | 'drafts'> = true

/**
 * Home's 'Not yet' (issue 22): the decision is asked about again three days from today. Only
 * the entry changes; nothing an analysis reads does, so the caches stay.
 */
export function snoozeFollowUp(id: string): { changed: boolean; write: WriteOutcome } {
  requireUser()
  const result = snoozeFollowUpOf(read(['entries']).entries, id, todayOnDevice())
  if (!result.changed) return { changed: false, write: { ok: true } }
  return { changed: true, write: commit(['entries'], { entries: result.entries }) }
}

/** Home's 'Stop asking' (issue 22): the decision stays on the Timeline, never asked about again. */
export function stopFollowUp(id: string): { changed: boolean; write: WriteOutcome } {
  requireUser()
  const result = stopFollowUpOf(read(['entries']).entries, id)
  if (!result.changed) return { changed: false, write: { ok: true } }
  return { changed: true, write: commit(['entries'], { entries: result.entries }) }
}

/**
 * Settings, 'Clear all data' (spec section 2: "Delete all check-ins"): the slices whose keys
 * say `clear` in lib/device-keys go back to the empty journal's values, and the other keys that
 * say `clear` are removed. Today that is the entries, the gamification state and its record of
 * deletions (a fresh start: importing an export afterwards brings everything back), every
 * coach cache, the recovery copies and any check-in in progress. Settings, onboarding and the
 * device's theme stay, so the user is not sent through onboarding again. The encrypted backup
 * is turned off on this phone but kept on the server.
 */
export function clearAllData(): WriteOutcome {
  const userId = requireUser()
  const slices: SliceName[] = slicesFor('clear')
  const empty = Object.fromEntries(slices.map((name) => [name, EMPTY_JOURNAL[name]]))
  const write = commit(slices, empty as Partial<JournalData>)
  if (DEVICE_KEY_LIST.recoveryCopies.clear) removeRecoveryCopies()
  if (DEVICE_KEY_LIST.drafts.clear) clearDrafts(draftPrefix(userId))
  return write
}
