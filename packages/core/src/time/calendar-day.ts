import { z } from 'zod/mini'
import { lazySchema } from '../parsing/lazy-schema'
import { parseStoredInstant, toEpochMs, type Instant } from './instant'
import { formattersByZone } from './zone-formatters'

/**
 * Local calendar days as `YYYY-MM-DD` strings.
 *
 * Streaks, the week strip and week stats count local calendar days, not 24-hour
 * spans. A day is computed once, in the time zone where the entry was written, and stored with
 * the entry, so later travel or a daylight-saving change never rewrites history. Arithmetic on
 * days runs on UTC midnights, where every day is exactly 24 hours long.
 */

/** A calendar day such as `2025-11-03`. */
export type CalendarDay = string

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/
const MS_PER_DAY = 86_400_000

/** Whether `value` is a real calendar day in `YYYY-MM-DD` form (rejects `2025-02-30`). */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value)
  if (!match) return false
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  const utc = new Date(Date.UTC(year, month - 1, day))
  return (
    utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day
  )
}

/** zod schema for a stored calendar day. */
export const calendarDaySchema = lazySchema(() =>
  z.string().check(z.refine(isCalendarDay, 'Expected a YYYY-MM-DD day')),
)

const dayFormatters = /* @__PURE__ */ formattersByZone({
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/**
 * A time zone, given as a name or as a function that gives it when first needed. Reading the
 * journal needs the device's zone only for values written before days were stored, and on a
 * phone the first Intl formatter a page builds costs tens of milliseconds: the start passes a
 * function and, with nothing old to read, never calls it.
 */
export type ZoneSource = string | (() => string)

/** The zone's name, asking `source` for it now if it is a function. */
export function zoneOf(source: ZoneSource): string {
  return typeof source === 'string' ? source : source()
}

/** Whether the runtime knows `timeZone` as an IANA zone (e.g. `Europe/Paris`). */
export function isValidTimeZone(timeZone: string): boolean {
  return timeZone.trim() !== '' && dayFormatters.find(timeZone) !== null
}

/**
 * The local calendar day of `instant` in `timeZone`, e.g. 23:30 UTC on Nov 2 is `2025-11-03`
 * in `Europe/Berlin`. Throws a RangeError for an unknown time zone (a bug in the caller).
 */
export function localDay(instant: Instant, timeZone: string): CalendarDay {
  const parts = dayFormatters.get(timeZone).formatToParts(toEpochMs(instant))
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? ''
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/**
 * The local calendar day of `instant` in the zone this runtime keeps its clock in (on a phone,
 * the device's own), from `Date`'s local fields: the same day as `localDay` in that zone, with
 * no Intl formatter built, which is what today's day costs on every start of the app.
 */
export function runtimeLocalDay(instant: Instant): CalendarDay {
  const date = new Date(toEpochMs(instant))
  const year = String(date.getFullYear()).padStart(4, '0')
  return `${year}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`
}

/** The digits of `day` from `from` to `to` as a number; NaN when one is not a digit. */
function digitsOf(day: string, from: number, to: number): number {
  let value = 0
  for (let at = from; at < to; at++) {
    const digit = day.charCodeAt(at) - 48
    if (!(digit >= 0 && digit <= 9)) return NaN
    value = value * 10 + digit
  }
  return value
}

/**
 * UTC midnight of `day` (ms). Read without a regular expression: a streak counts every day of
 * ten years at each merge.
 */
export function dayToUtcMs(day: CalendarDay): number {
  const year = digitsOf(day, 0, 4)
  const month = digitsOf(day, 5, 7)
  const date = digitsOf(day, 8, 10)
  if (day.length !== 10 || day[4] !== '-' || day[7] !== '-' || Number.isNaN(year + month + date)) {
    throw new RangeError(`Not a calendar day: ${day}`)
  }
  return Date.UTC(year, month - 1, date)
}

function utcMsToDay(ms: number): CalendarDay {
  return new Date(ms).toISOString().slice(0, 10)
}

/** The day `count` days after `day` (negative counts go back). */
export function addDays(day: CalendarDay, count: number): CalendarDay {
  return utcMsToDay(dayToUtcMs(day) + count * MS_PER_DAY)
}

/** Whole calendar days from `from` to `to`: 1 when `to` is the next day, negative when before. */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((dayToUtcMs(to) - dayToUtcMs(from)) / MS_PER_DAY)
}

/** Day of the week of `day`: 0 for Sunday through 6 for Saturday. */
export function weekdayOf(day: CalendarDay): number {
  return new Date(dayToUtcMs(day)).getUTCDay()
}

/** The months' names in English, January first (the Timeline's day headings and the short dates in English). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

const MONTHS: readonly string[] = MONTH_NAMES.map((name) => name.slice(0, 3))
const DATE_STRING_PATTERN = /^[A-Z][a-z]{2} ([A-Z][a-z]{2}) (\d{2}) (\d{4})$/

/**
 * Reads a stored day written by an older version: a `YYYY-MM-DD` day is kept; a
 * `Date.prototype.toDateString()` value such as `Mon Nov 03 2025` is already a local day and is
 * converted as is; a full timestamp (ISO text or epoch ms) is placed in `timeZone`. Anything
 * else gives null.
 */
export function parseStoredDay(value: unknown, timeZone: ZoneSource): CalendarDay | null {
  if (typeof value === 'string') {
    if (isCalendarDay(value)) return value
    const dateString = DATE_STRING_PATTERN.exec(value)
    if (dateString) {
      const [, monthName, date, year] = dateString as unknown as [string, string, string, string]
      const day = `${year}-${String(MONTHS.indexOf(monthName) + 1).padStart(2, '0')}-${date}`
      return isCalendarDay(day) ? day : null
    }
  }
  const instant = parseStoredInstant(value)
  return instant === null ? null : localDay(Date.parse(instant), zoneOf(timeZone))
}
