import type { GamificationState } from '../gamification/gamification-state'
import { summaryFacts, unlockForFacts } from '../gamification/achievement-unlocks'
import { streakOfDays, type StreakState } from '../gamification/streak'
import type { JournalSummary } from './journal-summary'
import { addDays, localDay, type CalendarDay } from '../time/calendar-day'
import { toEpochMs, type Instant } from '../time/instant'
import { carriedDays } from './carried'

/**
 * The streak when a check-in lands on a day before the last check-in day: logged for earlier
 * ('It happened earlier') or moved by an edit of its time (ADR 0055). The streak rules count
 * the days check-ins happened, in calendar order (`streakOfDays`, as a merge counts them), so
 * such a day can join two runs or end one: the streak is counted again from every check-in
 * day of the journal (its entries' and its deletion records' days) and the days the state
 * carries. A check-in on the last day or after it keeps the step-by-step rule
 * (`streakAfterCheckIn`), which needs no days.
 */
export function streakOfJournal(
  state: Pick<GamificationState, 'carriedStreak'>,
  days: Iterable<CalendarDay>,
): StreakState & { longest: number } {
  return streakOfDays([...days, ...carriedDays(state.carriedStreak ?? [])])
}

/**
 * The gamification state after an edit of a check-in's answers or time (ADR 0055): the entry
 * keeps its XP, and the state its XP and check-ins; the streak is counted again from every
 * check-in day (`journalDays`, with the edited entry's new day) when a day moved; and what the
 * journal now reaches (a run of days, honored check-ins) is unlocked, as a merge would unlock it
 * (`gamificationOf`), with the achievement's own XP. Nothing is ever taken away.
 */
export function gamificationAfterEdit(
  state: GamificationState,
  summary: JournalSummary,
  journalDays: readonly CalendarDay[] | null,
  now: Instant,
): GamificationState {
  const streak = journalDays === null ? null : streakOfJournal(state, journalDays)
  const counted: GamificationState =
    streak === null
      ? state
      : { ...state, currentStreak: streak.currentStreak, lastCheckInDate: streak.lastCheckInDate }
  const facts = summaryFacts(
    counted,
    summary,
    Math.max(counted.currentStreak, streak?.longest ?? 0),
  )
  return unlockForFacts(counted, facts, now).state
}

/**
 * Whether `at` may be chosen for 'It happened earlier': not after `now`, and on today or
 * yesterday where the phone is (`timeZone`).
 */
export function isEarlierAllowed(at: Instant, now: Instant, timeZone: string): boolean {
  const ms = toEpochMs(at)
  if (!Number.isFinite(ms) || ms > toEpochMs(now)) return false
  return localDay(ms, timeZone) >= addDays(localDay(now, timeZone), -1)
}
