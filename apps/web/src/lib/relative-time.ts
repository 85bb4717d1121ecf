import { t } from '@lingui/core/macro'
import { localDay, toEpochMs, type Instant } from '@hara/core'
import { intlLocale, intlText } from '@/i18n/intl-locale'
import { shortDate } from '@/i18n/short-date'
import { daysAgo } from './days-ago'

/**
 * Relative time of an entry (docs/product.md#relative-time): 'Just now' under a minute, 'N min ago' under 60
 * minutes, 'Nh ago' under 24 hours, 'Yesterday' at 1 day, 'N days ago' under 7 days, else a
 * date such as 'Nov 3' ('Nov 3, 2024' when not in the current year). Days here are elapsed
 * 24-hour spans, as the product counts them. A time in the future (a clock set back) reads
 * 'Just now'. In the language spoken now, the date as `shortDate` writes it (ADR 0077, 0093).
 */

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export interface RelativeTimeOptions {
  /** IANA time zone used for the date and the current year. */
  timeZone: string
  /** Locale of the date; the language spoken now by default. */
  locale?: string
}

/** Where a time stands from now, in the product's steps of relative time. */
export type TimeAgo =
  | { step: 'now' | 'yesterday' }
  | { step: 'minutes' | 'hours' | 'days'; count: number }
  | { step: 'date'; date: string }

/**
 * The steps every relative time says (an entry's, the backup's last one): under a minute, the
 * minutes under an hour, the hours under a day, yesterday, the days under a week, else the date
 * ('Nov 3', 'Nov 3, 2024' when not in the current year) in `locale`: the local day's short date.
 */
export function timeAgo(then: number, now: number, timeZone: string, locale: string): TimeAgo {
  const elapsed = now - then
  if (elapsed < MINUTE) return { step: 'now' }
  if (elapsed < HOUR) return { step: 'minutes', count: Math.floor(elapsed / MINUTE) }
  if (elapsed < DAY) return { step: 'hours', count: Math.floor(elapsed / HOUR) }
  const days = Math.floor(elapsed / DAY)
  if (days === 1) return { step: 'yesterday' }
  if (days < 7) return { step: 'days', count: days }
  // The local day's short date: no formatter made for each card of a Timeline scrolled back
  // through years (English needs none; Spanish and German share one per form, ADR 0093).
  const day = localDay(then, timeZone)
  const sameYear = day.slice(0, 4) === localDay(now, timeZone).slice(0, 4)
  return { step: 'date', date: shortDate(day, !sameYear, locale) }
}

export function relativeTime(
  time: Instant | string,
  now: Instant,
  { timeZone, locale = intlLocale() }: RelativeTimeOptions,
): string {
  const then = typeof time === 'string' ? Date.parse(time) : toEpochMs(time)
  const ago = timeAgo(then, toEpochMs(now), timeZone, locale)
  // The messages' placeholders keep their names (`minutes`, `hours`, `days`): they are the
  // messages' ids in the catalogs.
  switch (ago.step) {
    case 'now':
      return t`Just now`
    case 'minutes': {
      const minutes = ago.count
      return t`${minutes} min ago`
    }
    case 'hours': {
      const hours = ago.count
      return t`${hours}h ago`
    }
    case 'yesterday':
      return t`Yesterday`
    case 'days':
      return daysAgo(ago.count)
    case 'date':
      return ago.date
  }
}

/** One formatter per zone and locale: making one costs more than a card's whole render. */
const clocks = new Map<string, Intl.DateTimeFormat>()

/** The time of day of an entry, in its own time zone: '9:05 AM'. */
export function clockTime(time: string, { timeZone, locale = intlLocale() }: RelativeTimeOptions) {
  const key = `${locale} ${timeZone}`
  let clock = clocks.get(key)
  if (clock === undefined) {
    clock = new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' })
    clocks.set(key, clock)
  }
  return intlText(clock.format(Date.parse(time)))
}
