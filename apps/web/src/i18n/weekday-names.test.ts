import { addDays } from '@hara/core'
import { describe, expect, it } from 'vitest'
import { weekdayName } from './weekday-names'

describe('the days of the week, without an Intl formatter', () => {
  it.each(['en', 'es', 'de'])(
    'are named in %s as Intl names them, in full and by letter',
    (locale) => {
      for (let weekday = 0; weekday < 7; weekday++) {
        // 2026-11-29 was a Sunday.
        const noon = Date.parse(`${addDays('2026-11-29', weekday)}T12:00:00Z`)
        for (const width of ['long', 'narrow'] as const) {
          const intl = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: width })
          expect(weekdayName(weekday, width, locale)).toBe(intl.format(noon))
        }
      }
    },
  )

  it('are English in a language Hara does not speak', () => {
    expect(weekdayName(1, 'long', 'fr')).toBe('Monday')
  })
})
