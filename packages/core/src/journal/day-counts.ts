import { hasOutcome, isHonored, type Entry } from './entry-schema'
import { ownVerdictOf } from '../gut/gut-verdict'
import type { CalendarDay } from '../time/calendar-day'

/**
 * What the calendar needs of one day, kept in the journal's summary for every day that has
 * entries (by the entry's own `day`, the local day it happened): check-ins, how many were
 * honored, and how many outcomes proved the gut right and wrong. Four numbers, so ten years of
 * days stay small.
 *
 * An outcome is judged by the core's verdict rule (`gutVerdict`) without a reading of its
 * words, which only the coach engine reads: then the rule comes down to its first clause, the
 * person's own answer to "Was your gut right?" (`ownVerdictOf`), and an outcome they did not
 * judge, or found hard to say, is counted as neither.
 */
export type DayCounts = readonly [checkIns: number, honored: number, right: number, wrong: number]

/** What one entry adds to its day. */
export function countsOfEntry(entry: Entry): DayCounts {
  const verdict = hasOutcome(entry) ? ownVerdictOf(entry.ownVerdict) : null
  return [1, isHonored(entry) ? 1 : 0, verdict === 'right' ? 1 : 0, verdict === 'wrong' ? 1 : 0]
}

function add(
  days: Record<CalendarDay, DayCounts>,
  day: CalendarDay,
  counts: DayCounts,
  sign: 1 | -1,
): void {
  const was = days[day] ?? [0, 0, 0, 0]
  const now = was.map((n, i) => Math.max(0, n + sign * (counts[i] ?? 0))) as unknown as DayCounts
  if (now[0] === 0) delete days[day]
  else days[day] = now
}

/** The days of a whole list of entries. */
export function dayCountsOf(entries: readonly Entry[]): Record<CalendarDay, DayCounts> {
  const days: Record<CalendarDay, DayCounts> = {}
  for (const entry of entries) add(days, entry.day, countsOfEntry(entry), 1)
  return days
}

/**
 * The days after one entry changed (`before` as stored, null for a new one; `after` null once
 * deleted). The same map when the change leaves every day as it was.
 */
export function dayAfter(
  days: Record<CalendarDay, DayCounts>,
  before: Entry | null,
  after: Entry | null,
): Record<CalendarDay, DayCounts> {
  const minus = before ? countsOfEntry(before) : null
  const plus = after ? countsOfEntry(after) : null
  if (before && after && before.day === after.day && minus!.every((n, i) => n === plus![i])) {
    return days
  }
  const next = { ...days }
  if (before) add(next, before.day, minus!, -1)
  if (after) add(next, after.day, plus!, 1)
  return next
}

/** Whether two maps of days say the same. */
export function sameDays(
  a: Record<CalendarDay, DayCounts>,
  b: Record<CalendarDay, DayCounts>,
): boolean {
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every((day) => {
    const other = b[day]
    return other !== undefined && a[day]!.every((n, i) => n === other[i])
  })
}

/** Whether `value`, as stored, is a map of days (a summary from before it had one is not). */
export function isDayCounts(value: unknown): value is Record<CalendarDay, DayCounts> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  return Object.values(value).every(
    (counts) =>
      Array.isArray(counts) &&
      counts.length === 4 &&
      counts.every((n) => Number.isInteger(n) && n >= 0) &&
      counts[0] > 0,
  )
}

/** Whether `day` is an earlier day on the same day of the month as `today` ('On this day'). */
export function isSameDateBefore(day: CalendarDay, today: CalendarDay): boolean {
  return day < today && day.slice(8) === today.slice(8)
}

/** Whether the journal has a check-in on today's date in an earlier month or year. */
export function hasOnThisDay(days: Record<CalendarDay, DayCounts>, today: CalendarDay): boolean {
  for (const day in days) if (isSameDateBefore(day, today)) return true
  return false
}
