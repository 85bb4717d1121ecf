import { addDays, type CalendarDay } from '../time/calendar-day'
import { hasWillIgnoreAnswer, isHonored, type Entry } from '../journal/entry-schema'
import { weekStart } from '../time/week'

/**
 * The trust curve over time, beyond the product's screens: under the Inner Map's Trust bars, the
 * honored share of each of the last weeks, from the first of them with an answered check-in (a
 * journal of two weeks shows two, not ten empty ones before them). A week counts the check-ins on its days by the local
 * day stored with each entry, so a later trip never moves a check-in to another week, and
 * weeks start on Sunday, as the Home week strip's do. A week without an answered check-in has
 * no share (null): the chart leaves a gap rather than drawing a zero.
 */

/** How many weeks the curve shows, the current one last. */
export const TRUST_CURVE_WEEKS = 12

export interface TrustWeek {
  /** The Sunday that starts the week. */
  start: CalendarDay
  /** Check-ins of the week that answered the ignore question. */
  answered: number
  /** Of those, the ones where the gut was honored. */
  honored: number
  /** Whole percent honored, or null when nothing was answered that week. */
  percent: number | null
}

/**
 * The honored share per week for at most `weeks` weeks that end with the week of `today`, oldest
 * first, starting at the first of them with an answered check-in (only the current week when
 * none has one). Entries outside those weeks are left out.
 */
export function weeklyTrust(
  entries: readonly Entry[],
  today: CalendarDay,
  weeks: number = TRUST_CURVE_WEEKS,
): TrustWeek[] {
  const last = weekStart(today)
  const first = addDays(last, -7 * (weeks - 1))
  const series: TrustWeek[] = Array.from({ length: weeks }, (_, i) => ({
    start: addDays(first, 7 * i),
    answered: 0,
    honored: 0,
    percent: null,
  }))
  const index = new Map(series.map((week, i) => [week.start, i]))
  for (const entry of entries) {
    if (!hasWillIgnoreAnswer(entry)) continue
    const week = series[index.get(weekStart(entry.day)) ?? -1]
    if (!week) continue
    week.answered += 1
    if (isHonored(entry)) week.honored += 1
  }
  for (const week of series) {
    if (week.answered > 0) week.percent = Math.round((week.honored / week.answered) * 100)
  }
  const firstWithData = series.findIndex((week) => week.answered > 0)
  return series.slice(firstWithData === -1 ? weeks - 1 : firstWithData)
}
