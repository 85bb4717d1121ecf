import { addDays, weekdayOf, type CalendarDay } from './calendar-day'
import { hasDecision, isHonored, type Entry } from '../journal/entry-schema'

/**
 * The calendar week (Sunday to Saturday) that the Home week strip shows, and
 * the Insights "This Week" stats for the same week. Entries count on the local day stored with
 * them, so a later trip never moves a check-in to another day.
 */

/** Weekday letters, Sunday first. */
export const WEEKDAY_LETTERS = ['S', 'M', 'T', 'W', 'T', 'F', 'S'] as const

/** Weekday names, Sunday first: what a screen reader says for each letter. */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const

/** The Sunday that starts the week containing `day` (weeks run Sunday to Saturday). */
export function weekStart(day: CalendarDay): CalendarDay {
  return addDays(day, -weekdayOf(day))
}

/** The seven days, Sunday to Saturday, of the week that contains `today`. */
export function weekDays(today: CalendarDay): CalendarDay[] {
  const sunday = weekStart(today)
  return Array.from({ length: 7 }, (_, offset) => addDays(sunday, offset))
}

export interface WeekStripDay {
  date: CalendarDay
  /** 'S', 'M', 'T', 'W', 'T', 'F' or 'S'. */
  weekday: string
  /** 'Sunday' through 'Saturday'. */
  weekdayName: string
  isToday: boolean
  hasCheckIn: boolean
}

/** The Home week strip: this week's days, marking the ones with a check-in. */
export function weekStrip(entries: readonly Entry[], today: CalendarDay): WeekStripDay[] {
  const days = new Set(entries.map((entry) => entry.day))
  return weekDays(today).map((date, index) => ({
    date,
    weekday: WEEKDAY_LETTERS[index] as string,
    weekdayName: WEEKDAY_NAMES[index] as string,
    isToday: date === today,
    hasCheckIn: days.has(date),
  }))
}

/** This week's entries (Sunday to Saturday around `today`). */
export function entriesThisWeek(entries: readonly Entry[], today: CalendarDay): Entry[] {
  const days = new Set(weekDays(today))
  return entries.filter((entry) => days.has(entry.day))
}

export interface WeekStats {
  /** Check-ins this week. */
  checkIns: number
  /** Of those, the ones where the gut was honored. */
  gutHonored: number
  /** Of those, the ones that track a decision. */
  decisionsMade: number
}

/** The Insights "This Week" stats: Check-ins, Gut honored, Decisions made. */
export function weekStats(entries: readonly Entry[], today: CalendarDay): WeekStats {
  const week = entriesThisWeek(entries, today)
  return {
    checkIns: week.length,
    gutHonored: week.filter(isHonored).length,
    decisionsMade: week.filter(hasDecision).length,
  }
}
