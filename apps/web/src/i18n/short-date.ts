import { MONTH_NAMES, type CalendarDay } from '@hara/core'
import { intlLocale, intlText } from './intl-locale'
import { utcFormatter } from './utc-formatter'

/**
 * A day as a short date in the language spoken now: 'Nov 3', or 'Nov 3, 2024' `withYear`
 * ('3 nov', '3. Nov. 2024'). In English it is built from the month's name, as the Timeline's
 * English headings are (ADR 0080), without an Intl formatter (weekday-names.ts says why);
 * in Spanish and German it is Intl's. short-date.test.ts holds the English to Intl's.
 */
export function shortDate(day: CalendarDay, withYear: boolean, locale = intlLocale()): string {
  if (locale === 'en') {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number]
    const text = `${MONTH_NAMES[month - 1]!.slice(0, 3)} ${date}`
    return intlText(withYear ? `${text}, ${year}` : text)
  }
  const year = withYear ? { year: 'numeric' as const } : {}
  const format = utcFormatter(locale, { month: 'short', day: 'numeric', ...year })
  // The day at noon UTC, formatted in UTC: the same day wherever the phone is.
  return intlText(format.format(Date.parse(`${day}T12:00:00Z`)))
}
