/**
 * The local hour of an entry, from its instant and the time zone it was written in. Offsets
 * are computed once per zone and UTC month (and per entry only in a month with a
 * daylight-saving change), so ten thousand entries cost a few hundred formatter calls.
 */

export type TimeSlot = 'morning' | 'afternoon' | 'evening' | 'night'

/** Morning 5–12, afternoon 12–17, evening 17–22, night 22–5, local time. */
export function slotOfHour(hour: number): TimeSlot {
  if (hour >= 5 && hour < 12) return 'morning'
  if (hour >= 12 && hour < 17) return 'afternoon'
  if (hour >= 17 && hour < 22) return 'evening'
  return 'night'
}

const formatters = new Map<string, Intl.DateTimeFormat | null>()

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  if (!formatters.has(timeZone)) {
    try {
      formatters.set(
        timeZone,
        new Intl.DateTimeFormat('en-US', {
          timeZone,
          hourCycle: 'h23',
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
        }),
      )
    } catch {
      formatters.set(timeZone, null)
    }
  }
  return formatters.get(timeZone)!
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
const offsets = new Map<string, number | null>()

/**
 * The offset of `zone` over the UTC month holding `ms`: one value when the month has no
 * daylight-saving change (the offsets at its first and last instant agree, and zones change
 * at most once a month), else null and the instant is looked up on its own.
 */
function spanOffset(formatter: Intl.DateTimeFormat, zone: string, start: number, end: number) {
  const key = `${zone}|${start}`
  let offset = offsets.get(key)
  if (offset === undefined) {
    const first = offsetMinutes(formatter, start)
    offset = first === offsetMinutes(formatter, end) ? first : null
    if (offsets.size > 20_000) offsets.clear()
    offsets.set(key, offset)
  }
  return offset
}

function monthOffset(formatter: Intl.DateTimeFormat, zone: string, ms: number): number | null {
  const date = new Date(ms)
  const month = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)
  const nextMonth = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)
  const day = Math.floor(ms / DAY_MS) * DAY_MS
  return (
    spanOffset(formatter, zone, month, nextMonth - HOUR_MS) ??
    spanOffset(formatter, `${zone}|day`, day, day + DAY_MS - HOUR_MS)
  )
}

/** The local hour (0–23) of `ms` in `timeZone`; UTC when the zone is unknown. */
export function localHour(ms: number, timeZone: string | undefined): number {
  const zone = timeZone ?? 'UTC'
  const formatter = formatterFor(zone)
  if (!formatter) return new Date(ms).getUTCHours()
  const minutes = monthOffset(formatter, zone, ms) ?? offsetMinutes(formatter, ms)
  return new Date(ms + minutes * 60_000).getUTCHours()
}
