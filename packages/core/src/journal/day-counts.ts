import { hasOutcome, isHonored, type Entry } from './entry-schema'
import { ownVerdictOf } from '../gut/gut-verdict'
import type { CalendarDay } from '../time/calendar-day'

/**
 * What the calendar needs of one day, kept in the journal's summary for every day that has
 * entries (by the entry's own `day`, the local day it happened): check-ins, how many were
 * honored, and how many outcomes proved the gut right and wrong.
 *
 * An outcome is judged by the core's verdict rule (`gutVerdict`) without a reading of its
 * words, which only the coach engine reads: then the rule comes down to its first clause, the
 * person's own answer to "Was your gut right?" (`ownVerdictOf`), and an outcome they did not
 * judge, or found hard to say, is counted as neither.
 */
export type DayCounts = readonly [checkIns: number, honored: number, right: number, wrong: number]

/**
 * The days of the journal, kept by month: 'YYYY-MM' → 31 days × the four counts, day 1 first,
 * zeros where a day has no entries; a month with no entries is absent. Ten years are 120 short
 * lists, not 3,650 little ones: the summary is read and written with every save, so its size
 * is what a save costs (ADR 0054). Read through `countsOn` and `forEachDay` (day-reads.ts).
 */
export type JournalDays = Readonly<Record<string, readonly number[]>>

/** The four counts of a day, and its place in its month's list. */
export const FIELDS = 4
export const SLOTS = 31 * FIELDS

export const slotOf = (day: CalendarDay) => (Number(day.slice(8, 10)) - 1) * FIELDS

/** What one entry adds to its day. */
export function countsOfEntry(entry: Entry): DayCounts {
  const verdict = hasOutcome(entry) ? ownVerdictOf(entry.ownVerdict) : null
  return [1, isHonored(entry) ? 1 : 0, verdict === 'right' ? 1 : 0, verdict === 'wrong' ? 1 : 0]
}

/** Adds (or takes away) one entry's counts, in place, on a month list of its own. */
function add(days: Record<string, number[]>, day: CalendarDay, counts: DayCounts, sign: 1 | -1) {
  const key = day.slice(0, 7)
  const month = days[key] ?? (days[key] = new Array<number>(SLOTS).fill(0))
  const at = slotOf(day)
  for (let i = 0; i < FIELDS; i++) month[at + i] = Math.max(0, month[at + i]! + sign * counts[i]!)
  if (month[at] === 0) month.fill(0, at, at + FIELDS)
  if (month.every((n) => n === 0)) delete days[key]
}

/** The days of a whole list of entries. */
export function dayCountsOf(entries: readonly Entry[]): JournalDays {
  const days: Record<string, number[]> = {}
  for (const entry of entries) add(days, entry.day, countsOfEntry(entry), 1)
  return days
}

/** The days made from counts given day by day (what tests and fixtures write). */
export function journalDaysOf(byDay: Readonly<Record<CalendarDay, DayCounts>>): JournalDays {
  const days: Record<string, number[]> = {}
  for (const day in byDay) add(days, day, byDay[day]!, 1)
  return days
}

/**
 * The days after one entry changed (`before` as stored, null for a new one; `after` null once
 * deleted). The same object when the change leaves every day as it was; otherwise a new one
 * that shares every month the change did not touch.
 */
export function dayAfter(
  days: JournalDays,
  before: Entry | null,
  after: Entry | null,
): JournalDays {
  const minus = before ? countsOfEntry(before) : null
  const plus = after ? countsOfEntry(after) : null
  if (before && after && before.day === after.day && minus!.every((n, i) => n === plus![i])) {
    return days
  }
  const next = { ...days } as Record<string, number[]>
  for (const day of [before?.day, after?.day]) {
    const key = day?.slice(0, 7)
    if (key !== undefined && next[key] && next[key] === days[key]) next[key] = [...next[key]]
  }
  if (before) add(next, before.day, minus!, -1)
  if (after) add(next, after.day, plus!, 1)
  return next
}

/** Whether two journals' days say the same. */
export function sameDays(a: JournalDays, b: JournalDays): boolean {
  const months = Object.keys(a)
  if (months.length !== Object.keys(b).length) return false
  return months.every((month) => {
    const one = a[month]!
    const other = b[month]
    return other !== undefined && one.every((n, i) => n === other[i])
  })
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

/** Whether `value`, as stored, is the journal's days (a summary from before them is not). */
export function isJournalDays(value: unknown): value is JournalDays {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  for (const [month, counts] of Object.entries(value)) {
    if (!MONTH.test(month) || !Array.isArray(counts) || counts.length !== SLOTS) return false
    for (const n of counts) if (!Number.isInteger(n) || n < 0) return false
  }
  return true
}

/** Whether the journal has a check-in on today's date in an earlier month or year. */
export function hasOnThisDay(days: JournalDays, today: CalendarDay): boolean {
  const at = slotOf(today)
  const thisMonth = today.slice(0, 7)
  for (const month in days) if (month < thisMonth && days[month]![at]) return true
  return false
}
