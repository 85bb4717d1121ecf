import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { localHour, localWeekday, slotOfHour } from './time-of-day'

const at = (iso: string) => Date.parse(iso)

describe('localHour', () => {
  it('follows a daylight-saving change within the day', () => {
    // Paris moves from UTC+1 to UTC+2 at 01:00 UTC on 29 March 2026.
    expect(localHour(at('2026-03-29T00:30:00Z'), 'Europe/Paris')).toBe(1)
    expect(localHour(at('2026-03-29T01:30:00Z'), 'Europe/Paris')).toBe(3)
    expect(localHour(at('2026-11-01T05:30:00Z'), 'America/New_York')).toBe(1)
    expect(localHour(at('2026-11-01T06:30:00Z'), 'America/New_York')).toBe(1)
  })

  it('reads an unknown zone as UTC', () => {
    expect(localHour(at('2026-05-01T17:00:00Z'), 'Mars/Olympus')).toBe(17)
    expect(localHour(at('2026-05-01T17:00:00Z'), undefined)).toBe(17)
  })

  it('agrees with a formatter for any instant and zone', () => {
    const zones = ['Europe/Paris', 'America/New_York', 'Asia/Kolkata', 'Australia/Sydney', 'UTC']
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2035, 0, 1) }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          const expected = Number(
            new Intl.DateTimeFormat('en-US', {
              timeZone: zone,
              hour: 'numeric',
              hourCycle: 'h23',
            }).format(ms),
          )
          expect(localHour(ms, zone)).toBe(expected)
        },
      ),
      { numRuns: 500 },
    )
  })
})

describe('slotOfHour', () => {
  it('splits the day into morning, afternoon, evening and night (from 9 pm)', () => {
    expect([4, 5, 11, 12, 16, 17, 20, 21, 23].map(slotOfHour)).toEqual([
      'night',
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
      'night',
      'night',
    ])
  })
})

describe('localWeekday', () => {
  it("is the entry's own day of the week, across midnight and a daylight-saving change", () => {
    // 23:30 UTC on Friday 30 October 2026 is already Saturday in Berlin, still Friday in LA.
    expect(localWeekday(at('2026-10-30T23:30:00Z'), 'Europe/Berlin')).toBe(6)
    expect(localWeekday(at('2026-10-30T23:30:00Z'), 'America/Los_Angeles')).toBe(5)
    // New York leaves daylight saving on Sunday 1 November 2026 at 2:00 local.
    expect(localWeekday(at('2026-11-01T03:30:00Z'), 'America/New_York')).toBe(6)
    expect(localWeekday(at('2026-11-01T04:30:00Z'), 'America/New_York')).toBe(0)
    expect(localWeekday(at('2026-11-02T04:30:00Z'), 'America/New_York')).toBe(0)
    expect(localWeekday(at('2026-11-02T05:30:00Z'), 'America/New_York')).toBe(1)
    expect(localWeekday(at('2026-05-01T17:00:00Z'), undefined)).toBe(5)
  })

  it('agrees with a formatter for any instant and zone', () => {
    const zones = ['Europe/Paris', 'America/New_York', 'Asia/Kolkata', 'Pacific/Auckland', 'UTC']
    const names = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2035, 0, 1) }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          const expected = names.indexOf(
            new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short' }).format(ms),
          )
          expect(localWeekday(ms, zone)).toBe(expected)
        },
      ),
      { numRuns: 500 },
    )
  })
})
