import { summaryFacts, unlockForFacts } from './achievement-unlocks'
import { earnedByChange, type Earned, type JournalChange } from './earned'
import { localDay, type CalendarDay } from '../time/calendar-day'
import { isEarlierAllowed, streakOfJournal } from '../journal/journal-streak'
import { deletedEntryOf, type DeletedEntry } from '../journal/deleted-entry'
import { revivedEntry } from '../journal/entry-life'
import {
  entryDraftSchema,
  entrySchema,
  hasText,
  type Entry,
  type EntryDraft,
} from '../journal/entry-schema'
import type { GamificationState } from './gamification-state'
import { toIsoString, type Instant } from '../time/instant'
import { summaryAfter, summaryOf, type JournalSummary } from '../journal/journal-summary'
import { checkInXp } from './levels'
import { withoutUndefined } from '../parsing/stored-json'
import { streakAfterCheckIn } from './streak'

/**
 * Applying a journal change to the gamification state, as pure functions the device store
 * calls in one step: the entries list and the state always change together.
 */

/** What `saveCheckIn` needs from the outside world: a fresh id, the time and the time zone. */
export interface CheckInContext {
  /** A new UUID for the entry (e.g. `crypto.randomUUID()`). */
  id: string
  now: Instant
  /** The device's IANA time zone; fixes the entry's local day for good. */
  timeZone: string
  /**
   * When it happened, for a check-in logged later ('It happened earlier'): earlier today or
   * yesterday, never after `now` (`isEarlierAllowed`). Absent means `now`.
   */
  happenedAt?: Instant
  /**
   * Every check-in day of the journal (entries and deletion records), read by the caller when
   * `happenedAt` falls before the last check-in day: the streak is then counted from them
   * (`streakOfJournal`). Without them, such a check-in leaves the streak as it is.
   */
  journalDays?: readonly CalendarDay[]
}

/**
 * Builds the stored entry for a check-in: trims the texts, stamps id, time, local day and time
 * zone, and awards the check-in XP. Throws a ZodError for a draft the flow should not have
 * let through (e.g. an empty description) or an id that is not a UUID.
 */
export function createEntry(draft: EntryDraft, context: CheckInContext): Entry {
  const parsed = entryDraftSchema.parse(draft)
  const at = context.happenedAt ?? context.now
  if (!isEarlierAllowed(at, context.now, context.timeZone)) {
    throw new RangeError('A check-in happens today or yesterday, never later than now.')
  }
  const stamp = {
    id: context.id,
    timestamp: toIsoString(at),
    day: localDay(at, context.timeZone),
    timeZone: context.timeZone,
    xp: checkInXp(parsed.willIgnore),
    consequence: null,
    consequenceDate: null,
  }
  if (parsed.mode === 'voice') return entrySchema.parse(withoutUndefined({ ...parsed, ...stamp }))
  const decision = hasText(parsed.decision) ? parsed.decision.trim() : null
  return entrySchema.parse(
    withoutUndefined({
      ...parsed,
      customNote: hasText(parsed.customNote) ? parsed.customNote : undefined,
      ...stamp,
      decision,
      needsFollowUp: decision !== null,
    }),
  )
}

export interface SaveCheckInResult extends JournalChange {
  /** The entry as stored. */
  entry: Entry
  earned: Earned
}

/** A check-in recorded against a journal's summary (a journal kept one record per entry). */
export interface RecordedCheckIn {
  /** The entry as stored. */
  entry: Entry
  state: GamificationState
  summary: JournalSummary
  earned: Earned
}

/**
 * Records a check-in: the new entry and, in the same step, its XP
 * added, the check-in counted, the streak rules applied to the entry's local day (counted from
 * every check-in day when it falls before the last one, `journalDays`), and
 * (once) whatever the journal with it has earned unlocked, adding that XP too. Reads only the
 * journal's summary, never its entries, so its cost does not grow with the journal.
 */
export function recordCheckIn(
  state: GamificationState,
  summary: JournalSummary,
  draft: EntryDraft,
  context: CheckInContext,
): RecordedCheckIn {
  const entry = createEntry(draft, context)
  const before = state.lastCheckInDate !== null && entry.day < state.lastCheckInDate
  const streak =
    before && context.journalDays
      ? streakOfJournal(state, [...context.journalDays, entry.day])
      : streakAfterCheckIn(state, entry.day)
  const counted: GamificationState = {
    ...state,
    totalXP: state.totalXP + entry.xp,
    totalCheckins: state.totalCheckins + 1,
    currentStreak: streak.currentStreak,
    lastCheckInDate: streak.lastCheckInDate,
  }
  const nextSummary = summaryAfter(summary, null, entry)
  const unlocked = unlockForFacts(counted, summaryFacts(counted, nextSummary), context.now)
  return {
    entry,
    state: unlocked.state,
    summary: nextSummary,
    earned: earnedByChange(state, unlocked.state, entry.xp, unlocked.unlocked),
  }
}

/** `recordCheckIn` for a journal held as a list: appends the entry. */
export function saveCheckIn(
  state: GamificationState,
  entries: readonly Entry[],
  draft: EntryDraft,
  context: CheckInContext,
): SaveCheckInResult {
  const recorded = recordCheckIn(state, summaryOf(entries), draft, context)
  return {
    entry: recorded.entry,
    entries: [...entries, recorded.entry],
    state: recorded.state,
    earned: recorded.earned,
  }
}

/**
 * Deletes an entry. The gamification state is returned unchanged: XP, check-in count, streak
 * and unlocked achievements are history and are never taken away. The record of the deletion
 * (`deletedEntry`) keeps a merge from bringing the entry back.
 */
export function deleteEntry(
  state: GamificationState,
  entries: readonly Entry[],
  id: string,
): JournalChange & {
  deleted: boolean
  removed: RemovedEntry | null
  deletedEntry: DeletedEntry | null
} {
  const index = entries.findIndex((entry) => entry.id === id)
  const kept = entries.filter((entry) => entry.id !== id)
  const removed = index === -1 ? null : { entry: entries[index] as Entry, index }
  return {
    entries: kept,
    state,
    deleted: removed !== null,
    removed,
    deletedEntry: removed ? deletedEntryOf(removed.entry) : null,
  }
}

/** A deleted entry as it was, and where it stood in the stored list, so it can be put back. */
export interface RemovedEntry {
  entry: Entry
  index: number
}

/**
 * Undoes a delete: puts the entry back as it was (its id, time, day, XP and outcome), one life
 * later (`revivedEntry`: so a merge prefers it to its deletion record, which goes), at its old
 * place in the list. The gamification state is returned unchanged: a delete never took XP, the
 * count, the streak or an achievement away, so there is nothing to give back, and nothing is
 * awarded twice. Restoring an entry whose id is in the list again changes nothing.
 */
export function restoreEntry(
  state: GamificationState,
  entries: readonly Entry[],
  removed: RemovedEntry,
): JournalChange & { restored: boolean } {
  if (entries.some((entry) => entry.id === removed.entry.id)) {
    return { entries: [...entries], state, restored: false }
  }
  const at = Math.min(Math.max(0, removed.index), entries.length)
  return {
    entries: [...entries.slice(0, at), revivedEntry(removed.entry), ...entries.slice(at)],
    state,
    restored: true,
  }
}
