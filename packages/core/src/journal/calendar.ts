import { weekdayOf, type CalendarDay } from '../time/calendar-day'
import type { JournalDays } from './day-counts'
import { countsOn, isSameDateBefore } from './day-reads'

/**
 * The calendar's months and years, and 'On this day', made from the journal summary's days
 * (`JournalSummary.days`), never from the entries: a month costs the same with a week of
 * journal or ten years. Weeks run Sunday to Saturday, as on Home's week strip (`weekStart`),
 * unless a month is asked for from another first weekday (Monday, where the person's language
 * counts weeks so).
 */

/** A month, 'YYYY-MM'. */
export type CalendarMonth = string

export interface CalendarCell {
  day: CalendarDay
  /** Day of the month, 1 to 31. */
  date: number
  checkIns: number
  honored: number
  /** Outcomes that proved the gut right, and wrong (`DayCounts`). */
  right: number
  wrong: number
}

export interface MonthGrid {
  month: CalendarMonth
  /** Weeks, from the first weekday asked (Sunday by default); null before the 1st and after the last day. */
  weeks: (CalendarCell | null)[][]
}

type Days = JournalDays

/** The month that holds `day`. */
export function monthOfDay(day: CalendarDay): CalendarMonth {
  return day.slice(0, 7)
}

/** The month `count` months after `month` (before, when negative). */
export function addMonths(month: CalendarMonth, count: number): CalendarMonth {
  const [year, mon] = month.split('-').map(Number) as [number, number]
  const index = year * 12 + (mon - 1) + count
  const y = Math.floor(index / 12)
  return `${String(y).padStart(4, '0')}-${String(index - y * 12 + 1).padStart(2, '0')}`
}

/** How many days `month` has. */
export function daysInMonth(month: CalendarMonth): number {
  const [year, mon] = month.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(year, mon, 0)).getUTCDate()
}

/** One day's cell: its counts, zero when it has no entries. */
export function cellOf(days: Days, day: CalendarDay): CalendarCell {
  const [checkIns, honored, right, wrong] = countsOn(days, day)
  return { day, date: Number(day.slice(8, 10)), checkIns, honored, right, wrong }
}

/** A weekday, 0 for Sunday to 6 for Saturday (as `weekdayOf` counts them). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6

/** The cells of `month`, in weeks from `firstWeekday` (Sunday unless asked otherwise). */
export function monthGrid(days: Days, month: CalendarMonth, firstWeekday: Weekday = 0): MonthGrid {
  const first = `${month}-01`
  const length = daysInMonth(month)
  const before = (weekdayOf(first) - firstWeekday + 7) % 7
  const cells: (CalendarCell | null)[] = Array.from({ length: before }, () => null)
  for (let date = 1; date <= length; date++) {
    cells.push(cellOf(days, `${month}-${date < 10 ? '0' : ''}${date}`))
  }
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks: (CalendarCell | null)[][] = []
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7))
  return { month, weeks }
}

/** The twelve months of `year` (a number, 2026), in weeks from `firstWeekday`. */
export function yearGrid(days: Days, year: number, firstWeekday: Weekday = 0): MonthGrid[] {
  const start = `${String(year).padStart(4, '0')}-01`
  return Array.from({ length: 12 }, (_, i) => monthGrid(days, addMonths(start, i), firstWeekday))
}

/** The first and last months with entries, or null for an empty journal. */
export function monthsSpan(days: Days): { first: CalendarMonth; last: CalendarMonth } | null {
  let first: CalendarMonth | null = null
  let last: CalendarMonth | null = null
  for (const month in days) {
    if (first === null || month < first) first = month
    if (last === null || month > last) last = month
  }
  return first === null || last === null ? null : { first, last }
}

export interface OnThisDay {
  day: CalendarDay
  checkIns: number
  /** Whole months between that day and today (12 for a year ago). */
  monthsAgo: number
}

/**
 * 'On this day': the earlier days with a check-in on today's day of the month (the same date a
 * month, or a year, or more before), newest first. Empty when there is none.
 */
export function onThisDay(days: Days, today: CalendarDay): OnThisDay[] {
  const month = monthOfDay(today)
  const found: OnThisDay[] = []
  const [ty, tm] = month.split('-').map(Number) as [number, number]
  for (const earlier in days) {
    const day = `${earlier}-${today.slice(8)}`
    const [checkIns] = countsOn(days, day)
    if (checkIns === 0 || !isSameDateBefore(day, today)) continue
    const [y, m] = earlier.split('-').map(Number) as [number, number]
    found.push({ day, checkIns, monthsAgo: (ty - y) * 12 + (tm - m) })
  }
  return found.sort((a, b) => a.monthsAgo - b.monthsAgo)
}

/** "A month ago", "3 months ago", "A year ago", "2 years ago" ('On this day'). */
export function agoText(monthsAgo: number): string {
  if (monthsAgo % 12 === 0) {
    const years = monthsAgo / 12
    return years === 1 ? 'A year ago' : `${years} years ago`
  }
  return monthsAgo === 1 ? 'A month ago' : `${monthsAgo} months ago`
}
