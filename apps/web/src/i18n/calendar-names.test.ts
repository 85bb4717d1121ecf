import fc from 'fast-check'
import { addDays, type CalendarDay } from '@hara/core'
import { describe, expect, it } from 'vitest'
import { shortDate, weekdayName } from './calendar-names'

const LANGUAGES = ['en', 'es', 'de'] as const

/** What Intl names `day` (at noon UTC, in UTC) in `locale`. */
const intl = (locale: string, options: Intl.DateTimeFormatOptions, day: CalendarDay) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(
    Date.parse(`${day}T12:00:00Z`),
  )

describe('the names of days, without an Intl formatter', () => {
  it.each(LANGUAGES)('names each weekday in %s as Intl does, in full and as a letter', (locale) => {
    for (let weekday = 0; weekday < 7; weekday++) {
      // 2026-11-29 was a Sunday.
      const day = addDays('2026-11-29', weekday)
      for (const width of ['long', 'narrow'] as const) {
        expect(weekdayName(weekday, width, locale)).toBe(intl(locale, { weekday: width }, day))
      }
    }
  })

  it.each(LANGUAGES)('writes any day in %s as Intl does, with its year or without', (locale) => {
    const days = fc.integer({ min: 0, max: 40_000 }).map((n) => addDays('1990-01-01', n))
    fc.assert(
      fc.property(days, fc.boolean(), (day, withYear) => {
        const year = withYear ? { year: 'numeric' as const } : {}
        expect(shortDate(day, withYear, locale)).toBe(
          intl(locale, { month: 'short', day: 'numeric', ...year }, day),
        )
      }),
    )
  })

  it('asks Intl in a language it holds no names for', () => {
    expect(weekdayName(1, 'long', 'fr')).toBe('lundi')
    expect(shortDate('2026-03-04', true, 'fr')).toBe(
      intl('fr', { month: 'short', day: 'numeric', year: 'numeric' }, '2026-03-04'),
    )
  })
})
