import { t } from '@lingui/core/macro'
import { addDays, MONTH_NAMES, WEEKDAY_NAMES, type CalendarDay, type Entry } from '@hara/core'
import { intlLocale } from '@/i18n/intl-locale'
import { dateName, monthTitle } from './date-names'

/**
 * The Timeline's days and months. A check-in belongs to the day it fell on where the phone is
 * now, given by `dayOf` (see `deviceDayOf`). A day's heading in English is built here: the
 * first Intl formatter a page builds costs tens of milliseconds on a phone, and the Timeline's
 * first screen in English must not wait for it (ADR 0080). Spanish and German name it by Intl.
 */

/** The local calendar day of an entry where the phone is. */
export type DayOf = (entry: Entry) => CalendarDay

/**
 * `dayOf` on the device: an entry written in the phone's zone (`zone`, when known) has that day
 * stored already; any other is read from the clock's own local fields (`localDayOf`), which
 * needs no Intl formatter either.
 */
export function deviceDayOf(
  localDayOf: (ms: number) => CalendarDay,
  zone: string | null = null,
): DayOf {
  return (entry) => (entry.timeZone === zone ? entry.day : localDayOf(Date.parse(entry.timestamp)))
}

export interface DayGroup {
  day: CalendarDay
  entries: Entry[]
}

/** Entries (newest first) in runs of the same day, in the order given. */
export function groupByDay(entries: readonly Entry[], dayOf: DayOf): DayGroup[] {
  const groups: DayGroup[] = []
  for (const entry of entries) {
    const day = dayOf(entry)
    const last = groups[groups.length - 1]
    if (last?.day === day) last.entries.push(entry)
    else groups.push({ day, entries: [entry] })
  }
  return groups
}

function parts(day: CalendarDay): { year: number; month: number; date: number; weekday: number } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return { year, month, date, weekday: new Date(Date.UTC(year, month - 1, date)).getUTCDay() }
}

/**
 * A day's heading: 'Today', 'Yesterday', else 'Monday, Nov 3' ('Monday, Nov 3, 2024' in
 * another year than `today`'s), in the language spoken now ('Lunes, 3 nov', 'Montag, 3. Nov.').
 */
export function dayLabel(day: CalendarDay, today: CalendarDay): string {
  if (day === today) return t`Today`
  if (day === addDays(today, -1)) return t`Yesterday`
  const sameYear = day.slice(0, 4) === today.slice(0, 4)
  const locale = intlLocale()
  if (locale !== 'en') {
    const year = sameYear ? {} : { year: 'numeric' as const }
    return dateName(day, { weekday: 'long', month: 'short', day: 'numeric', ...year }, locale)
  }
  const { year, month, date, weekday } = parts(day)
  const label = `${WEEKDAY_NAMES[weekday]}, ${MONTH_NAMES[month - 1]!.slice(0, 3)} ${date}`
  return sameYear ? label : `${label}, ${year}`
}

/** A month such as '2026-11'. */
export type Month = string

/** 'November 2026', in the language spoken now. */
export function monthLabel(month: Month): string {
  return monthTitle(month)
}

export interface TimelineMonth {
  month: Month
  /** Check-ins in the month. */
  count: number
  /** Where the month's newest check-in is in the Timeline, counted from the newest (0). */
  first: number
}

/**
 * The months that have check-ins, newest first, with where each starts in the Timeline.
 * `entries` come oldest first, as the journal keeps them.
 */
export function monthsOf(entries: readonly Entry[], dayOf: DayOf): TimelineMonth[] {
  const months: TimelineMonth[] = []
  for (let i = entries.length - 1; i >= 0; i--) {
    const month = dayOf(entries[i]!).slice(0, 7)
    const last = months[months.length - 1]
    if (last?.month === month) last.count++
    else months.push({ month, count: 1, first: entries.length - 1 - i })
  }
  return months
}

/**
 * `months` (`monthsOf` a list) with `added` counted in: check-ins newer than every one of that
 * list, oldest first, as a check-in saved or brought from another phone joins the Timeline.
 * What `monthsOf` of the longer list gives, without reading the rest of it again.
 */
export function monthsWithAdded(
  months: readonly TimelineMonth[],
  added: readonly Entry[],
  dayOf: DayOf,
): TimelineMonth[] {
  const result = months.map((item) => ({ ...item, first: item.first + added.length }))
  added.forEach((entry, i) => {
    const month = dayOf(entry).slice(0, 7)
    const first = added.length - 1 - i
    const newest = result[0]
    if (newest?.month === month) result[0] = { ...newest, count: newest.count + 1, first }
    else result.unshift({ month, count: 1, first })
  })
  return result
}
