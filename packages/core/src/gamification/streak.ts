import { dayToUtcMs, daysBetween, type CalendarDay } from '../time/calendar-day'

/**
 * The daily streak, counted in local calendar days.
 *
 * The rules live in one function, `evaluateStreak`, so the store (which applies a check-in) and
 * the UI (which shows today's streak) can never disagree.
 */

export interface StreakState {
  currentStreak: number
  /** Local calendar day of the last check-in, or null before the first. */
  lastCheckInDate: CalendarDay | null
}

export interface StreakEvaluation {
  /** The streak to show today: 0 once a whole day has been missed, even before the next check-in. */
  shown: number
  /** The streak state after a check-in made today. */
  afterCheckIn: StreakState
}

/**
 * Applies the streak rules for `today` (the local calendar day of "now"):
 * - the first check-in sets the streak to 1;
 * - a check-in on the day after the last one increments it;
 * - another check-in on the same day leaves it unchanged;
 * - a gap of a whole day or more resets it to 1, and the streak shown is already 0.
 *
 * A `today` before the last check-in day happens only after flying west across a date line.
 * It is treated like the same day: nothing is lost, and the later day stays the last one, so a
 * streak can never count a day twice.
 */
export function evaluateStreak(state: StreakState, today: CalendarDay): StreakEvaluation {
  const { currentStreak, lastCheckInDate } = state
  if (lastCheckInDate === null) {
    return { shown: 0, afterCheckIn: { currentStreak: 1, lastCheckInDate: today } }
  }
  const gap = daysBetween(lastCheckInDate, today)
  if (gap <= 0) {
    return {
      shown: currentStreak,
      afterCheckIn: { currentStreak: Math.max(currentStreak, 1), lastCheckInDate },
    }
  }
  if (gap === 1) {
    return {
      shown: currentStreak,
      afterCheckIn: { currentStreak: currentStreak + 1, lastCheckInDate: today },
    }
  }
  return { shown: 0, afterCheckIn: { currentStreak: 1, lastCheckInDate: today } }
}

/** The streak state after a check-in on `today`. */
export function streakAfterCheckIn(state: StreakState, today: CalendarDay): StreakState {
  return evaluateStreak(state, today).afterCheckIn
}

/** The streak to show on `today` (Home greeting, Profile tile). */
export function streakShownToday(state: StreakState, today: CalendarDay): number {
  return evaluateStreak(state, today).shown
}

/** The streak of a journal read from its check-in days, and the longest it has ever been. */
export interface StreakOfDays extends StreakState {
  /** The longest run of consecutive check-in days. */
  longest: number
}

/**
 * The streak that check-ins on `days` (in any order, a day any number of times) add up to:
 * `streakAfterCheckIn` applied to each day in calendar order, so a journal rebuilt from its
 * entries (a merge) counts its streak by the same rules as the check-ins that wrote it.
 */
export function streakOfDays(days: Iterable<CalendarDay>): StreakOfDays {
  // `evaluateStreak`'s rules, each day read once (ten years are some 3,650 days at each merge).
  let currentStreak = 0
  let lastCheckInDate: CalendarDay | null = null
  let lastMs = 0
  let longest = 0
  for (const day of [...new Set(days)].sort()) {
    const ms = dayToUtcMs(day)
    const gap = lastCheckInDate === null ? null : Math.round((ms - lastMs) / MS_PER_DAY)
    if (gap !== null && gap <= 0) {
      currentStreak = Math.max(currentStreak, 1)
    } else {
      currentStreak = gap === 1 ? currentStreak + 1 : 1
      lastCheckInDate = day
      lastMs = ms
    }
    longest = Math.max(longest, currentStreak)
  }
  return { currentStreak, lastCheckInDate, longest }
}

const MS_PER_DAY = 86_400_000
