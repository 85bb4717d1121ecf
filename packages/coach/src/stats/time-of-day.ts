import { wallClockFormatters } from '@hara/core'

/**
 * The local hour of an entry, from its instant and the time zone it was written in. Offsets
 * are looked up once per zone and UTC month (per day in a month with a daylight-saving change,
 * per entry only on the day of the change) and kept, so ten thousand entries cost a few
 * hundred formatter calls the first time and almost none after.
 */

export type TimeSlot = 'morning' | 'afternoon' | 'evening' | 'night'

/**
 * Morning 5–12 ("before noon"), afternoon 12–17, evening 17–21, night 21–5 ("after 9 pm"),
 * local time: late decisions, after the day's work is done, are told apart from the evening.
 */
export function slotOfHour(hour: number): TimeSlot {
  if (hour >= 5 && hour < 12) return 'morning'
  if (hour >= 12 && hour < 17) return 'afternoon'
  if (hour >= 17 && hour < 21) return 'evening'
  return 'night'
}

/** Minutes to add to UTC for local time in `timeZone` at `ms`. */
function offsetMinutes(formatter: Intl.DateTimeFormat, ms: number): number {
  const parts: Record<string, number> = {}
  for (const part of formatter.formatToParts(ms)) parts[part.type] = Number(part.value)
  const local = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!)
  return Math.round((local - Math.floor(ms / 60_000) * 60_000) / 60_000)
}

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/** A stretch of time over which a zone keeps one offset (a month, or a day in a DST month). */
interface Span {
  from: number
  to: number
  offset: number
}

/** Per zone, the last span used: entries come in time order, so most reads hit it. */
const lastSpan = new Map<string, Span>()
/** Per zone and month start, the month's offset, or null when it changes within the month. */
const monthOffsets = new Map<string, Map<number, number | null>>()
/** Per zone and day start (in a month with a change), the day's offset, or null on the day. */
const dayOffsets = new Map<string, Map<number, number | null>>()

/** The offset over [from, to] if it is the same at both ends (zones change at most once a month). */
function steadyOffset(formatter: Intl.DateTimeFormat, from: number, to: number): number | null {
  const first = offsetMinutes(formatter, from)
  return first === offsetMinutes(formatter, to - HOUR_MS) ? first : null
}

function spanFor(formatter: Intl.DateTimeFormat, zone: string, ms: number): Span | null {
  const date = new Date(ms)
  const from = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)
  const to = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)
  let months = monthOffsets.get(zone)
  if (!months) monthOffsets.set(zone, (months = new Map()))
  let offset = months.get(from)
  if (offset === undefined) {
    offset = steadyOffset(formatter, from, to)
    if (months.size > 2_000) months.clear()
    months.set(from, offset)
  }
  if (offset !== null) return { from, to, offset }
  const day = Math.floor(ms / DAY_MS) * DAY_MS
  let days = dayOffsets.get(zone)
  if (!days) dayOffsets.set(zone, (days = new Map()))
  let dayOffset = days.get(day)
  if (dayOffset === undefined) {
    dayOffset = steadyOffset(formatter, day, day + DAY_MS)
    if (days.size > 20_000) days.clear()
    days.set(day, dayOffset)
  }
  return dayOffset === null ? null : { from: day, to: day + DAY_MS, offset: dayOffset }
}

/** `ms` moved to local wall-clock time in `timeZone` (UTC when the zone is unknown). */
function localMs(ms: number, timeZone: string | undefined): number {
  const zone = timeZone ?? 'UTC'
  let span = lastSpan.get(zone)
  if (!span || ms < span.from || ms >= span.to) {
    const formatter = wallClockFormatters.find(zone)
    if (!formatter) return ms
    const found = spanFor(formatter, zone, ms)
    if (!found) return ms + offsetMinutes(formatter, ms) * 60_000
    lastSpan.set(zone, (span = found))
  }
  return ms + span.offset * 60_000
}

/** The local hour (0–23) of `ms` in `timeZone`; UTC when the zone is unknown. */
export function localHour(ms: number, timeZone: string | undefined): number {
  const local = localMs(ms, timeZone)
  return Math.floor((((local % DAY_MS) + DAY_MS) % DAY_MS) / HOUR_MS)
}

/** A day of the week: 0 for Sunday through 6 for Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6

/** The local day of the week of `ms` in `timeZone` (1 January 1970 was a Thursday). */
export function localWeekday(ms: number, timeZone: string | undefined): Weekday {
  const days = Math.floor(localMs(ms, timeZone) / DAY_MS)
  return ((((days + 4) % 7) + 7) % 7) as Weekday
}
