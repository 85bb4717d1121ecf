import type { DayCounts } from '../journal/day-counts'
import type { CalendarDay } from '../time/calendar-day'

/**
 * What the long goals (long-goals.ts) read of the journal's summary besides its counts, from
 * the calendar's days (journal/day-counts.ts), so that the Achievements screen never reads
 * every entry and the summary keeps one map of days, not two: the days with a check-in (for
 * the longest streak) and the outcomes the person judged, month by month (for calibration).
 */

/** The days with a check-in, in calendar order. */
export function checkInDays(days: Readonly<Record<CalendarDay, DayCounts>>): CalendarDay[] {
  return Object.keys(days).sort()
}

/**
 * Outcomes the person judged themselves ("Was your gut right?" Yes or No), per month
 * (`YYYY-MM`) of the check-in's day: the days' right and wrong together.
 */
export function judgedByMonth(
  days: Readonly<Record<CalendarDay, DayCounts>>,
): Record<string, number> {
  const months: Record<string, number> = {}
  for (const day in days) {
    const [, , right, wrong] = days[day]!
    if (right + wrong > 0) months[day.slice(0, 7)] = (months[day.slice(0, 7)] ?? 0) + right + wrong
  }
  return months
}
