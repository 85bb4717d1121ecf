import { summaryFacts, unlockForFacts } from './achievement-unlocks'
import { earnedByChange, type Earned } from './earned'
import { localDay, type CalendarDay } from '../time/calendar-day'
import { isEarlierAllowed, streakOfJournal } from '../journal/journal-streak'
import {
  entryDraftSchema,
  entrySchema,
  hasText,
  type Entry,
  type EntryDraft,
} from '../journal/entry-schema'
import type { GamificationState } from './gamification-state'
import { toIsoString, type Instant } from '../time/instant'
import { summaryAfter, type JournalSummary } from '../journal/journal-summary'
import { checkInXp } from './levels'
import { withoutUndefined } from '../parsing/stored-json'
import { streakAfterCheckIn } from './streak'

/**
 * A check-in and its gamification, as pure functions the device store calls in one step: the
 * entry and the state always change together (a list-held journal's version is in test/).
 */

/** What `recordCheckIn` needs from the outside world: a fresh id, the time and the time zone. */
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

/** A deleted entry as it was, and where it stood in the stored list, so it can be put back. */
export interface RemovedEntry {
  entry: Entry
  index: number
}
