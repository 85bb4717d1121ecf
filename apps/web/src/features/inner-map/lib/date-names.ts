import type { CalendarDay, CalendarMonth, Weekday } from '@hara/core'
import { weekdayName } from '@/i18n/weekday-names'
import { intlLocale, intlText } from '@/i18n/intl-locale'
import { utcFormatter } from '@/i18n/utc-formatter'

/**
 * Days, months and weekdays named by Intl in the language spoken now (English for the test
 * language, accented as its other texts are), each formatter made once (i18n/utc-formatter.ts).
 */

/** A calendar day ('2026-03-04') or the 1st of a month ('2026-03') as an instant, at UTC. */
function instant(day: CalendarDay | CalendarMonth): number {
  const [year, month, date = 1] = day.split('-').map(Number) as [number, number, number?]
  return Date.UTC(year, month - 1, date)
}

/**
 * `day` (or the month) as `options` name it in the language spoken now, its first letter a
 * capital, as a heading or a name standing alone starts ('marzo de 2026' is 'Marzo de 2026').
 */
export function dateName(
  day: CalendarDay | CalendarMonth,
  options: Intl.DateTimeFormatOptions,
  locale = intlLocale(),
): string {
  return intlText(capitalized(utcFormatter(locale, options).format(instant(day)), locale))
}

/** `text` with its first letter a capital ('marzo de 2026' is 'Marzo de 2026'). */
function capitalized(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1)
}

/** 'March 2026' ('Marzo de 2026', 'März 2026'). */
export function monthTitle(month: CalendarMonth): string {
  return dateName(month, { month: 'long', year: 'numeric' })
}

/** The months' names, January first: 'January' ('Enero', 'Januar'). */
export function monthNames(): string[] {
  return Array.from({ length: 12 }, (_, i) =>
    dateName(`2000-${String(i + 1).padStart(2, '0')}`, { month: 'long' }),
  )
}

/**
 * The weekday a week starts on in the language spoken now: Sunday in English (as the product
 * has it), Monday in Spanish and German.
 */
export function firstWeekday(locale = intlLocale()): Weekday {
  return locale === 'en' ? 0 : 1
}

/** The seven weekdays from `first`: a letter for a column's head, and the whole name. */
export function weekdayHeads(
  first: Weekday,
  locale = intlLocale(),
): { letter: string; name: string }[] {
  return Array.from({ length: 7 }, (_, i) => {
    const weekday = (first + i) % 7
    return {
      letter: capitalized(weekdayName(weekday, 'narrow', locale), locale),
      name: capitalized(weekdayName(weekday, 'long', locale), locale),
    }
  })
}
