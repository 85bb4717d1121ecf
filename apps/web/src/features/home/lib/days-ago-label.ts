import { plural, t } from '@lingui/core/macro'
import { daysBetween, type CalendarDay } from '@hara/core'
import { intlLocale } from '@/i18n/intl-locale'

/**
 * How long ago a decision was tracked, counted in calendar days as the card counts them, in
 * the product's words: 'Yesterday', 'N days ago' under a week, else a date such as
 * 'Nov 3' ('Nov 3, 2024' in another year), in the language spoken now (the date through Intl).
 */
export function daysAgoLabel(day: CalendarDay, today: CalendarDay): string {
  const days = daysBetween(day, today)
  if (days <= 0) return t`Today`
  if (days === 1) return t`Yesterday`
  if (days < 7) return plural(days, { one: '# day ago', other: '# days ago' })
  const sameYear = day.slice(0, 4) === today.slice(0, 4)
  // The calendar day at noon UTC, formatted in UTC: the same day wherever the phone is.
  return new Intl.DateTimeFormat(intlLocale(), {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(Date.parse(`${day}T12:00:00Z`))
}
