import { WEEKDAY_LETTERS, WEEKDAY_NAMES } from '@hara/core'
import { intlLocale, intlText } from './intl-locale'

/**
 * The days of the week as Intl names them in the language spoken now, without an Intl
 * formatter. A page's first `Intl.DateTimeFormat` or `Intl.NumberFormat` sets up the engine's
 * locale data, one long task of a start on a slow phone, and Home's first screen names every
 * day of its week (ADR 0093; count-text.ts does the same for counts, short-date.ts for a
 * date). These are CLDR's names in Hara's three languages, held to Intl's by
 * weekday-names.test.ts; the test language has English's, accented.
 */

type Width = 'long' | 'narrow'

/** Each language's weekdays, Sunday first: the names, and their letters in one string. */
const WEEKDAYS: Record<string, { long: readonly string[]; narrow: string } | undefined> = {
  en: { long: WEEKDAY_NAMES, narrow: WEEKDAY_LETTERS.join('') },
  es: {
    long: 'domingo lunes martes miércoles jueves viernes sábado'.split(' '),
    narrow: 'DLMXJVS',
  },
  de: {
    long: 'Sonntag Montag Dienstag Mittwoch Donnerstag Freitag Samstag'.split(' '),
    narrow: 'SMDMDFS',
  },
}

/**
 * 'Monday' ('lunes', 'Montag'), or its letter with `narrow`: 'M' ('L', 'M'). `weekday` is 0 for
 * Sunday through 6 for Saturday (core's `weekdayOf`).
 */
export function weekdayName(weekday: number, width: Width, locale = intlLocale()): string {
  const names = (WEEKDAYS[locale] ?? WEEKDAYS.en!)[width]
  return intlText(names[weekday]!)
}
