import fc from 'fast-check'
import { addDays, type CalendarDay } from '@hara/core'
import { describe, expect, it } from 'vitest'
import { shortDate } from './short-date'

/** What Intl writes for `day` (at noon UTC, in UTC) in `locale`. */
const intl = (locale: string, day: CalendarDay, withYear: boolean) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
  }).format(Date.parse(`${day}T12:00:00Z`))

describe('a short date', () => {
  it('in English is any day as Intl writes it, with its year or without', () => {
    const days = fc.integer({ min: 0, max: 40_000 }).map((n) => addDays('1990-01-01', n))
    fc.assert(
      fc.property(days, fc.boolean(), (day, withYear) => {
        expect(shortDate(day, withYear, 'en')).toBe(intl('en', day, withYear))
      }),
    )
  })

  it('in Spanish and German is Intl’s', () => {
    expect(shortDate('2024-11-03', false, 'es')).toBe('3 nov')
    expect(shortDate('2024-11-03', true, 'de')).toBe('3. Nov. 2024')
  })
})
