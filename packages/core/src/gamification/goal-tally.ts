import type { JournalDays } from '../journal/day-counts'
import { forEachDay } from '../journal/day-reads'
import type { CalendarDay } from '../time/calendar-day'

/**
 * What the long goals (long-goals.ts) read of the journal's summary besides its counts, from
 * the calendar's days (journal/day-counts.ts), so that the Achievements screen never reads
 * every entry and the summary keeps one map of days, not two: the days with a check-in (for
 * the longest streak) and the outcomes the person judged, month by month (for calibration).
 */

/** The days with a check-in, in calendar order. */
export function checkInDays(days: JournalDays): CalendarDay[] {
  const found: CalendarDay[] = []
  forEachDay(days, (day) => found.push(day))
  return found.sort()
}

/**
 * Outcomes the person judged themselves ("Was your gut right?" Yes or No), per month
 * (`YYYY-MM`) of the check-in's day: the days' right and wrong together.
 */
export function judgedByMonth(days: JournalDays): Record<string, number> {
  const months: Record<string, number> = {}
  forEachDay(days, (day, [, , right, wrong]) => {
    if (right + wrong > 0) months[day.slice(0, 7)] = (months[day.slice(0, 7)] ?? 0) + right + wrong
  })
  return months
}
