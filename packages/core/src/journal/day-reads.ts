import type { CalendarDay } from '../time/calendar-day'
import { FIELDS, slotOf, SLOTS, type DayCounts, type JournalDays } from './day-counts'

/**
 * Reading the journal's days (day-counts.ts) a day at a time: what the calendar, 'On this day'
 * and the long goals need, apart from what every save needs, so that Home's first load carries
 * only the latter.
 */

const NONE: DayCounts = [0, 0, 0, 0]

/** One day's counts: zeros when it has no entries. */
export function countsOn(days: JournalDays, day: CalendarDay): DayCounts {
  const month = days[day.slice(0, 7)]
  if (!month) return NONE
  const at = slotOf(day)
  return month[at] ? [month[at]!, month[at + 1]!, month[at + 2]!, month[at + 3]!] : NONE
}

/** Calls `visit` for every day with a check-in, month by month as stored (not sorted). */
export function forEachDay(
  days: JournalDays,
  visit: (day: CalendarDay, counts: DayCounts) => void,
): void {
  for (const month in days) {
    const counts = days[month]!
    for (let at = 0; at < SLOTS; at += FIELDS) {
      if (!counts[at]) continue
      const date = at / FIELDS + 1
      visit(`${month}-${date < 10 ? '0' : ''}${date}`, [
        counts[at]!,
        counts[at + 1]!,
        counts[at + 2]!,
        counts[at + 3]!,
      ])
    }
  }
}

/** Whether `day` is an earlier day on the same day of the month as `today` ('On this day'). */
export function isSameDateBefore(day: CalendarDay, today: CalendarDay): boolean {
  return day < today && day.slice(8) === today.slice(8)
}
