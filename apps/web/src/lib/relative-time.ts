import { plural, t } from '@lingui/core/macro'
import { localDay, toEpochMs, type Instant } from '@hara/core'
import { intlLocale, intlText } from '@/i18n/intl-locale'

/**
 * Relative time of an entry (docs/product.md#relative-time): 'Just now' under a minute, 'N min ago' under 60
 * minutes, 'Nh ago' under 24 hours, 'Yesterday' at 1 day, 'N days ago' under 7 days, else a
 * date such as 'Nov 3' ('Nov 3, 2024' when not in the current year). Days here are elapsed
 * 24-hour spans, as the product counts them. A time in the future (a clock set back) reads
 * 'Just now'. In the language spoken now, the date through Intl in its locale (ADR 0077).
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

export function relativeTime(
  time: Instant | string,
  now: Instant,
  { timeZone, locale = intlLocale() }: RelativeTimeOptions,
): string {
  const then = typeof time === 'string' ? Date.parse(time) : toEpochMs(time)
  const elapsed = toEpochMs(now) - then
  if (elapsed < MINUTE) return t`Just now`
  const minutes = Math.floor(elapsed / MINUTE)
  if (elapsed < HOUR) return t`${minutes} min ago`
  const hours = Math.floor(elapsed / HOUR)
  if (elapsed < DAY) return t`${hours}h ago`
  const days = Math.floor(elapsed / DAY)
  if (days === 1) return t`Yesterday`
  if (days < 7) return plural(days, { one: '# day ago', other: '# days ago' })
  const sameYear = localDay(then, timeZone).slice(0, 4) === localDay(now, timeZone).slice(0, 4)
  return intlText(
    new Intl.DateTimeFormat(locale, {
      timeZone,
      month: 'short',
      day: 'numeric',
      ...(sameYear ? {} : { year: 'numeric' }),
    }).format(then),
  )
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
