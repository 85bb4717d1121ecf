import { MONTH_NAMES, WEEKDAY_LETTERS, WEEKDAY_NAMES, type CalendarDay } from '@hara/core'
import { intlLocale, intlText } from './intl-locale'

/**
 * The days of the week and a day's short date, as Intl names them in the language spoken now,
 * without making an Intl formatter where a table does. A page's first `Intl.DateTimeFormat` or
 * `Intl.NumberFormat` sets up the engine's locale data, one long task of a start on a slow
 * phone, and Home's first screen names every day of its week (ADR 0093; count-text.ts does
 * the same for counts). The weekdays of English, Spanish and German are CLDR's, held here and
 * held to Intl's by calendar-names.test.ts; an English short date is built from the month's
 * name, as the Timeline's English headings are (ADR 0080); a Spanish or German one is Intl's.
 */

type Width = 'long' | 'narrow'

const WEEKDAYS: Partial<Record<string, Record<Width, readonly string[]>>> = {
  en: { long: WEEKDAY_NAMES, narrow: WEEKDAY_LETTERS },
  es: {
    long: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
    narrow: ['D', 'L', 'M', 'X', 'J', 'V', 'S'],
  },
  de: {
    long: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
    narrow: ['S', 'M', 'D', 'M', 'D', 'F', 'S'],
  },
}

const formatters = new Map<string, Intl.DateTimeFormat>()

/** `day` at noon UTC formatted in UTC by `options` in `locale`: the same day anywhere. */
function formatted(locale: string, options: Intl.DateTimeFormatOptions, day: CalendarDay) {
  const key = `${locale} ${JSON.stringify(options)}`
  let format = formatters.get(key)
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })
    formatters.set(key, format)
  }
  return format.format(Date.parse(`${day}T12:00:00Z`))
}

/**
 * 'Monday' ('lunes', 'Montag'), or its letter with `narrow`: 'M' ('L', 'M'). `weekday` is 0 for
 * Sunday through 6 for Saturday (core's `weekdayOf`).
 */
export function weekdayName(weekday: number, width: Width, locale = intlLocale()): string {
  const names = WEEKDAYS[locale]?.[width]
  // 2000-01-02 was a Sunday.
  const name = names?.[weekday] ?? formatted(locale, { weekday: width }, `2000-01-0${2 + weekday}`)
  return intlText(name)
}

/**
 * A day as a date: 'Nov 3', or 'Nov 3, 2024' `withYear` ('3 nov', '3. Nov. 2024'), in the
 * language spoken now.
 */
export function shortDate(day: CalendarDay, withYear: boolean, locale = intlLocale()): string {
  if (locale !== 'en') {
    const year = withYear ? { year: 'numeric' as const } : {}
    return intlText(formatted(locale, { month: 'short', day: 'numeric', ...year }, day))
  }
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const text = `${MONTH_NAMES[month - 1]!.slice(0, 3)} ${date}`
  return intlText(withYear ? `${text}, ${year}` : text)
}
