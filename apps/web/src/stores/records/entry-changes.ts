import {
  deletedEntryOf,
  localDay,
  outcomeOf,
  recordCheckIn,
  recordOutcome,
  revivedEntry,
  summaryAfter,
  withChangedVerdict,
  withOutcomeRestored,
  withoutOutcome,
  withWords,
  type Earned,
  type Entry,
  type EntryDraft,
  type EntryWords,
  type OwnVerdict,
  type RemovedEntry,
  type RemovedOutcome,
  type WordsEdit,
} from '@hara/core'
import { deviceTimeZone, newEntryId } from '@/stores/device/device-context'
import { commit, read, requireUser } from '@/stores/device/engine'
import { changeEntry, changeOf } from './journal'
import { journalDays } from './journal-days'
import { change, loadDeletions } from './database/store'
import {
  ANALYSES,
  NO_ANALYSES,
  NO_OUTCOME_ANALYSES,
  OUTCOME_ANALYSES,
} from '@/stores/device/slices'
import type { WriteOutcome } from '@/stores/device/storage-problems'

/**
 * The changes of the journal that earn or take back: a check-in, an outcome, a delete and its
 * Undo. A second entry of the store (`@/stores/records/entry-changes`), loaded with the screens
 * that make them (the check-in, the Timeline, the outcome sheet) and not with Home.
 */

export interface SavedCheckIn {
  /** The entry as stored (with id, time, day and XP); null when it was not saved. */
  entry: Entry | null
  /** XP and achievements earned, for the celebration; null when it was not saved. */
  earned: Earned | null
  write: WriteOutcome
}

/**
 * Saves a check-in: one new record, and totalXP, totalCheckins, currentStreak,
 * lastCheckInDate and the achievements updated from the journal's summary (the core's
 * recordCheckIn), in one transaction. Its cost does not grow with the journal, but for a
 * check-in that happened yesterday (`happenedAt`, 'It happened earlier'), whose streak is
 * counted from every check-in day.
 */
export async function saveCheckIn(draft: EntryDraft, happenedAt?: number): Promise<SavedCheckIn> {
  requireUser()
  const now = Date.now()
  const timeZone = deviceTimeZone()
  const context = { id: newEntryId(), now, timeZone, happenedAt: happenedAt ?? now }
  // 'It happened earlier', on a day before today: the streak may join two runs, and is counted
  // from every check-in day (read first, and only then).
  const before = localDay(happenedAt ?? now, timeZone) < localDay(now, timeZone)
  const days = before ? await journalDays() : undefined
  const { result, write } = await change([], (state) => {
    const recorded = recordCheckIn(state.gamification, state.summary, draft, {
      ...context,
      journalDays: days,
    })
    const change = changeOf(state, null, recorded.entry)
    return { recorded, change: { ...change, gamification: recorded.state, fresh: true } }
  })
  return { entry: result?.recorded.entry ?? null, earned: result?.recorded.earned ?? null, write }
}

/** What `undoDelete` needs: the entry as it was and when it went. */
export interface DeletedEntry extends RemovedEntry {
  deletedAt: number
}

/**
 * Deletes an entry and clears the three cached analyses, which would otherwise count it. XP,
 * streak and achievements stay: they are history. The entry's record goes and a deletion record
 * (its id, what it earned and when it was deleted, never its text) takes its place, so a merge
 * with a backup, a file or a phone that undid an earlier delete never brings it back. Resolves
 * to the entry as it was, for Undo.
 */
export async function deleteEntry(id: string): Promise<{
  deleted: boolean
  removed: DeletedEntry | null
  write: WriteOutcome
}> {
  requireUser()
  const deletedAt = Date.now()
  const { result, write } = await change([id], (state, entries) => {
    const entry = entries.get(id)
    if (!entry) return { entry: null, change: null }
    return {
      entry,
      change: {
        put: [],
        deleted: [deletedEntryOf(entry, { deletedAt })],
        undeleted: [],
        gamification: state.gamification,
        summary: summaryAfter(state.summary, entry, null),
      },
    }
  })
  const entry = result?.entry ?? null
  if (entry === null) return { deleted: false, removed: null, write }
  commit(ANALYSES, NO_ANALYSES)
  return { deleted: true, removed: { entry, index: 0, deletedAt }, write }
}

/**
 * Undoes a delete: the entry comes back as it was, outcome included, one life after its
 * deletion record and stamped after it (the core's `revivedEntry`); the record goes. Of a delete
 * and an Undo a merge keeps the later, so every phone that took the deletion shows the entry
 * again, whatever order the records reach it in; a delete made after the Undo, here or on a
 * phone that had not heard of it, wins again. XP, the check-in count, the streak and the
 * achievements were never taken away (the entry earns what its record counted), so nothing is
 * earned twice. An analysis cached while the entry was gone left it out, and the
 * entry is older than that cache, so the freshness rule cannot see it: such caches are cleared.
 */
export async function undoDelete(
  deleted: DeletedEntry,
): Promise<{ restored: boolean; write: WriteOutcome }> {
  requireUser()
  const record = (await loadDeletions()).find((item) => item.id === deleted.entry.id)
  const entry = revivedEntry(deleted.entry, record, Date.now())
  const { result, write } = await change([entry.id], (state, entries) => {
    if (entries.has(entry.id)) return { change: null }
    return { change: { ...changeOf(state, null, entry), undeleted: [entry.id] } }
  })
  if (!result?.change) return { restored: false, write }
  const { patterns } = read(['patterns'])
  const stalePatterns = patterns !== null && patterns.cachedAt >= deleted.deletedAt
  commit([...ANALYSES, 'patterns'], { ...NO_ANALYSES, patterns: stalePatterns ? null : patterns })
  return { restored: true, write }
}

/**
 * Logs an outcome: sets consequence and consequenceDate, earns the outcome XP (once per entry)
 * and unlocks what it earns (Pattern Master, Closing the Loop), with the person's own verdict
 * when they gave one. The cached analyses that read
 * outcomes (signals, trust, tone and the patterns) are cleared.
 */
export async function setOutcome(
  id: string,
  text: string,
  verdict: OwnVerdict | null = null,
): Promise<{ changed: boolean; earned: Earned | null; write: WriteOutcome }> {
  requireUser()
  const now = Date.now()
  const { result, write } = await change([id], (state, entries) => {
    const target = entries.get(id)
    const recorded = target
      ? recordOutcome(state.gamification, state.summary, target, text, now, verdict)
      : null
    if (!target || !recorded?.changed) return { recorded, change: null }
    return {
      recorded,
      change: { ...changeOf(state, target, recorded.entry), gamification: recorded.state },
    }
  })
  if (!result?.change) return { changed: false, earned: result?.recorded?.earned ?? null, write }
  commit(OUTCOME_ANALYSES, NO_OUTCOME_ANALYSES)
  return { changed: true, earned: result.recorded?.earned ?? null, write }
}

/**
 * Removes an outcome: clears consequence and consequenceDate (and the cached analyses).
 * Resolves to the outcome as it was, for Undo.
 */
export async function clearOutcome(
  id: string,
): Promise<{ changed: boolean; removed: RemovedOutcome | null; write: WriteOutcome }> {
  let removed: RemovedOutcome | null = null
  const outcome = await changeEntry(id, (entry) => {
    removed = outcomeOf(entry)
    return withoutOutcome(entry)
  })
  if (outcome.changed) commit(OUTCOME_ANALYSES, NO_OUTCOME_ANALYSES)
  return { ...outcome, removed: outcome.changed ? removed : null }
}

/**
 * Undoes removing an outcome: the text and its date come back as they were, earning nothing
 * (the entry kept its outcome XP). An outcome logged since is left as it is.
 */
export async function undoClearOutcome(
  id: string,
  removed: RemovedOutcome,
): Promise<{ changed: boolean; write: WriteOutcome }> {
  const outcome = await changeEntry(id, (entry) => withOutcomeRestored(entry, removed))
  if (outcome.changed) commit(OUTCOME_ANALYSES, NO_OUTCOME_ANALYSES)
  return outcome
}

type RefusedWords = Extract<WordsEdit, { ok: false }>

/** What an edit of words did: whether the check-in changed, why the words were refused, the write. */
type WordsEditAnswer = {
  changed: boolean
  refused: RefusedWords | null
  write: WriteOutcome
}

/**
 * Edits a check-in's own words (the core's `withWords`: description, decision, custom note, an
 * outcome's text): one record rewritten, XP, streak and achievements untouched. Resolves with
 * why not when the words are refused, and then nothing was written.
 */
export async function editEntryWords(id: string, words: EntryWords): Promise<WordsEditAnswer> {
  let refused: RefusedWords | null = null
  const outcome = await changeEntry(id, (entry) => {
    const edit = withWords(entry, words)
    if (!edit.ok) refused = edit
    return edit.ok ? edit.entry : null
  })
  // An outcome read by the analyses changed: they are asked again.
  if (outcome.changed && words.consequence !== undefined) {
    commit(OUTCOME_ANALYSES, NO_OUTCOME_ANALYSES)
  }
  return { ...outcome, refused }
}

/**
 * Edits an outcome already logged: its words (as `editEntryWords`) and the person's own verdict
 * on it (none removes it), in one write that earns nothing.
 */
export async function editOutcome(
  id: string,
  text: string,
  verdict: OwnVerdict | null,
): Promise<WordsEditAnswer> {
  let refused: RefusedWords | null = null
  const outcome = await changeEntry(id, (entry) => {
    const edit = withWords(entry, { consequence: text })
    if (!edit.ok) {
      refused = edit
      return null
    }
    const worded = edit.entry ?? entry
    const judged = withChangedVerdict(worded, verdict) ?? worded
    return judged === entry ? null : judged
  })
  if (outcome.changed) commit(OUTCOME_ANALYSES, NO_OUTCOME_ANALYSES)
  return { ...outcome, refused }
}
