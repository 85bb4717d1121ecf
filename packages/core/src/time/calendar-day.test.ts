import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  addDays,
  calendarDaySchema,
  daysBetween,
  isCalendarDay,
  isValidTimeZone,
  localDay,
  parseStoredDay,
  runtimeLocalDay,
  weekdayOf,
} from './calendar-day'

describe('localDay', () => {
  it('gives the calendar day in the time zone where the moment happened', () => {
    const instant = Date.parse('2025-11-02T23:30:00Z')
    expect(localDay(instant, 'UTC')).toBe('2025-11-02')
    expect(localDay(instant, 'Europe/Berlin')).toBe('2025-11-03')
    expect(localDay(new Date(instant), 'America/Los_Angeles')).toBe('2025-11-02')
    expect(localDay(instant, 'Pacific/Kiritimati')).toBe('2025-11-03')
  })

  it('follows daylight-saving changes', () => {
    // New York springs forward on 2025-03-09: 04:30Z is 23:30 EST on the 8th, 03:30Z on the
    // 10th is 23:30 EDT on the 9th.
    expect(localDay(Date.parse('2025-03-09T04:30:00Z'), 'America/New_York')).toBe('2025-03-08')
    expect(localDay(Date.parse('2025-03-10T03:30:00Z'), 'America/New_York')).toBe('2025-03-09')
  })

  it('throws for an unknown time zone', () => {
    expect(() => localDay(0, 'Mars/Olympus')).toThrow(RangeError)
  })
})

describe('runtimeLocalDay', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  // Zones east and west of UTC, with and without daylight saving, a half-hour and a 13-hour one.
  const zones = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Pacific/Kiritimati']
  const instants = fc.integer({ min: Date.parse('1990-01-01'), max: Date.parse('2060-01-01') })

  it.each(zones)("gives localDay's day in the runtime's own zone (%s)", (zone) => {
    vi.stubEnv('TZ', zone)
    fc.assert(
      fc.property(instants, (ms) => {
        expect(runtimeLocalDay(ms)).toBe(localDay(ms, zone))
      }),
    )
    // Either side of New York's and Berlin's spring-forward nights.
    for (const text of ['2025-03-09T04:30:00Z', '2025-03-10T03:30:00Z', '2025-03-30T00:30:00Z'])
      expect(runtimeLocalDay(Date.parse(text))).toBe(localDay(Date.parse(text), zone))
  })
})

describe('calendar day arithmetic', () => {
  it('adds days across month, year and leap-day ends', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01')
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01')
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01')
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31')
  })

  it('counts whole days between two days', () => {
    expect(daysBetween('2025-03-08', '2025-03-09')).toBe(1)
    expect(daysBetween('2024-12-31', '2025-01-01')).toBe(1)
    expect(daysBetween('2025-01-01', '2025-01-01')).toBe(0)
    expect(daysBetween('2025-01-03', '2025-01-01')).toBe(-2)
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366)
  })

  it('knows the weekday, Sunday first', () => {
    expect(weekdayOf('2025-11-02')).toBe(0)
    expect(weekdayOf('2025-11-08')).toBe(6)
  })

  it('rejects text that is not a real day', () => {
    expect(() => addDays('yesterday', 1)).toThrow(RangeError)
  })
})

describe('isCalendarDay', () => {
  it('accepts real YYYY-MM-DD days only', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true)
    expect(isCalendarDay('2025-02-29')).toBe(false)
    expect(isCalendarDay('2025-13-01')).toBe(false)
    expect(isCalendarDay('2025-1-1')).toBe(false)
    expect(calendarDaySchema.safeParse('2025-11-03').success).toBe(true)
    expect(calendarDaySchema.safeParse('Nov 3').success).toBe(false)
  })
})

describe('isValidTimeZone', () => {
  it('accepts IANA zones and rejects the rest', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true)
    expect(isValidTimeZone('UTC')).toBe(true)
    expect(isValidTimeZone('Mars/Olympus')).toBe(false)
    expect(isValidTimeZone(' ')).toBe(false)
  })
})

describe('parseStoredDay', () => {
  it('keeps a stored day', () => {
    expect(parseStoredDay('2025-11-03', 'UTC')).toBe('2025-11-03')
  })

  it("reads an older version's toDateString() day as the local day it already is", () => {
    expect(parseStoredDay('Mon Nov 03 2025', 'Asia/Tokyo')).toBe('2025-11-03')
    expect(parseStoredDay('Sat Feb 29 2025', 'UTC')).toBeNull()
    expect(parseStoredDay('Mon Xyz 03 2025', 'UTC')).toBeNull()
  })

  it('places a full timestamp in the given time zone', () => {
    expect(parseStoredDay('2025-11-02T23:30:00Z', 'Europe/Berlin')).toBe('2025-11-03')
    expect(parseStoredDay(Date.parse('2025-11-02T23:30:00Z'), 'UTC')).toBe('2025-11-02')
  })

  it('asks for a zone given as a function only when a timestamp needs placing', () => {
    const asked: string[] = []
    const berlin = () => {
      asked.push('Europe/Berlin')
      return 'Europe/Berlin'
    }
    expect(parseStoredDay('2025-11-03', berlin)).toBe('2025-11-03')
    expect(parseStoredDay('Mon Nov 03 2025', berlin)).toBe('2025-11-03')
    expect(asked).toEqual([])
    expect(parseStoredDay('2025-11-02T23:30:00Z', berlin)).toBe('2025-11-03')
    expect(asked).toEqual(['Europe/Berlin'])
  })

  it('gives null for anything else', () => {
    expect(parseStoredDay('someday', 'UTC')).toBeNull()
    expect(parseStoredDay(null, 'UTC')).toBeNull()
    expect(parseStoredDay({}, 'UTC')).toBeNull()
  })
})
