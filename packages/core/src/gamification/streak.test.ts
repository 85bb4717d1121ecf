import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { evaluateStreak, streakAfterCheckIn, streakOfDays, streakShownToday } from './streak'
import { addDays } from '../time/calendar-day'
import { journal, tapDraft } from '../test/fixtures'

describe('streak rules', () => {
  it('sets the streak to 1 on the first check-in', () => {
    expect(streakAfterCheckIn({ currentStreak: 0, lastCheckInDate: null }, '2025-11-03')).toEqual({
      currentStreak: 1,
      lastCheckInDate: '2025-11-03',
    })
  })

  it('increments on the next calendar day', () => {
    expect(
      streakAfterCheckIn({ currentStreak: 4, lastCheckInDate: '2025-11-03' }, '2025-11-04'),
    ).toEqual({
      currentStreak: 5,
      lastCheckInDate: '2025-11-04',
    })
  })

  it('leaves the streak unchanged for another check-in on the same day', () => {
    expect(
      streakAfterCheckIn({ currentStreak: 4, lastCheckInDate: '2025-11-03' }, '2025-11-03'),
    ).toEqual({
      currentStreak: 4,
      lastCheckInDate: '2025-11-03',
    })
  })

  it('resets to 1 after a gap of a day or more', () => {
    expect(
      streakAfterCheckIn({ currentStreak: 9, lastCheckInDate: '2025-11-03' }, '2025-11-05'),
    ).toEqual({
      currentStreak: 1,
      lastCheckInDate: '2025-11-05',
    })
    expect(
      streakAfterCheckIn({ currentStreak: 9, lastCheckInDate: '2025-11-03' }, '2026-11-03'),
    ).toEqual({
      currentStreak: 1,
      lastCheckInDate: '2026-11-03',
    })
  })

  it('counts across month and year ends', () => {
    expect(
      streakAfterCheckIn({ currentStreak: 2, lastCheckInDate: '2025-01-31' }, '2025-02-01')
        .currentStreak,
    ).toBe(3)
    expect(
      streakAfterCheckIn({ currentStreak: 2, lastCheckInDate: '2024-02-28' }, '2024-02-29')
        .currentStreak,
    ).toBe(3)
    expect(
      streakAfterCheckIn({ currentStreak: 2, lastCheckInDate: '2024-12-31' }, '2025-01-01')
        .currentStreak,
    ).toBe(3)
    expect(
      streakAfterCheckIn({ currentStreak: 2, lastCheckInDate: '2025-02-28' }, '2025-03-01')
        .currentStreak,
    ).toBe(3)
  })

  it('never loses a day or counts one twice when the day goes back (flying west)', () => {
    expect(
      streakAfterCheckIn({ currentStreak: 3, lastCheckInDate: '2025-11-04' }, '2025-11-03'),
    ).toEqual({
      currentStreak: 3,
      lastCheckInDate: '2025-11-04',
    })
  })

  it('repairs a stored streak of 0 on a same-day check-in', () => {
    expect(
      streakAfterCheckIn({ currentStreak: 0, lastCheckInDate: '2025-11-03' }, '2025-11-03')
        .currentStreak,
    ).toBe(1)
  })
})

describe('streak shown today', () => {
  const state = { currentStreak: 5, lastCheckInDate: '2025-11-03' }

  it('shows the streak on the day of the last check-in and the day after', () => {
    expect(streakShownToday(state, '2025-11-03')).toBe(5)
    expect(streakShownToday(state, '2025-11-04')).toBe(5)
  })

  it('shows 0 once a whole day has been missed, before the next check-in', () => {
    expect(streakShownToday(state, '2025-11-05')).toBe(0)
  })

  it('shows 0 before the first check-in', () => {
    expect(streakShownToday({ currentStreak: 0, lastCheckInDate: null }, '2025-11-05')).toBe(0)
  })

  it('gives both answers from one rule', () => {
    expect(evaluateStreak(state, '2025-11-05')).toEqual({
      shown: 0,
      afterCheckIn: { currentStreak: 1, lastCheckInDate: '2025-11-05' },
    })
  })
})

describe('streaks through saved check-ins', () => {
  it('counts local days, not 24-hour spans', () => {
    // 23:50 and 00:10 local are 20 minutes apart but on two days.
    const { state } = journal([
      { at: '2025-11-03T23:50:00+01:00', timeZone: 'Europe/Paris' },
      { at: '2025-11-04T00:10:00+01:00', timeZone: 'Europe/Paris' },
    ])
    expect(state.currentStreak).toBe(2)
  })

  it('counts across a month end and a year end', () => {
    const { state } = journal([
      { at: '2025-12-30T20:00:00Z' },
      { at: '2025-12-31T20:00:00Z' },
      { at: '2026-01-01T08:00:00Z' },
      { at: '2026-01-31T08:00:00Z' },
      { at: '2026-02-01T08:00:00Z' },
    ])
    expect(state).toMatchObject({ currentStreak: 2, lastCheckInDate: '2026-02-01' })
  })

  it('counts across the spring daylight-saving change', () => {
    // New York: 2025-03-09 has 23 hours. Late evening check-ins on three days in a row.
    const { state, entries } = journal([
      { at: '2025-03-08T23:30:00-05:00', timeZone: 'America/New_York' },
      { at: '2025-03-09T23:30:00-04:00', timeZone: 'America/New_York' },
      { at: '2025-03-10T23:30:00-04:00', timeZone: 'America/New_York' },
    ])
    expect(entries.map((entry) => entry.day)).toEqual(['2025-03-08', '2025-03-09', '2025-03-10'])
    expect(state.currentStreak).toBe(3)
  })

  it('keeps the 25-hour autumn day as one day', () => {
    // New York: 2025-11-02 has 25 hours; 00:30 EDT and 23:30 EST are 24 hours apart.
    const { state } = journal([
      { at: '2025-11-02T00:30:00-04:00', timeZone: 'America/New_York' },
      { at: '2025-11-02T23:30:00-05:00', timeZone: 'America/New_York' },
    ])
    expect(state).toMatchObject({ currentStreak: 1, lastCheckInDate: '2025-11-02' })
  })

  it('follows a user who changes time zone, without rewriting past days', () => {
    // Written in Berlin at 01:00 on June 2 (still June 1 in New York).
    const { state, entries } = journal([
      { at: '2025-06-01T10:00:00+02:00', timeZone: 'Europe/Berlin' },
      { at: '2025-06-02T01:00:00+02:00', timeZone: 'Europe/Berlin' },
      // After flying to New York: evening of June 2 there, already June 3 in Berlin.
      { at: '2025-06-02T20:00:00-04:00', timeZone: 'America/New_York' },
      { at: '2025-06-03T20:00:00-04:00', timeZone: 'America/New_York' },
    ])
    expect(entries.map((entry) => [entry.day, entry.timeZone])).toEqual([
      ['2025-06-01', 'Europe/Berlin'],
      ['2025-06-02', 'Europe/Berlin'],
      ['2025-06-02', 'America/New_York'],
      ['2025-06-03', 'America/New_York'],
    ])
    expect(state).toMatchObject({ currentStreak: 3, lastCheckInDate: '2025-06-03' })
  })

  it('does not break the streak when a westward flight puts today before the last day', () => {
    const { state } = journal([
      { at: '2025-01-09T20:00:00+09:00', timeZone: 'Asia/Tokyo' },
      { at: '2025-01-10T20:00:00+09:00', timeZone: 'Asia/Tokyo' },
      // Landed in Los Angeles: it is January 9 again there.
      { at: '2025-01-09T22:00:00-08:00', timeZone: 'America/Los_Angeles', draft: tapDraft() },
      { at: '2025-01-11T09:00:00-08:00', timeZone: 'America/Los_Angeles' },
    ])
    expect(state).toMatchObject({ currentStreak: 3, lastCheckInDate: '2025-01-11' })
  })
})

describe('the streak of a journal’s days', () => {
  it('is the streak rules applied to each day in calendar order, and the longest run', () => {
    const days = fc.array(
      fc.integer({ min: 0, max: 60 }).map((offset) => addDays('2024-02-20', offset)),
      { maxLength: 40 },
    )
    fc.assert(
      fc.property(days, (list) => {
        let state = { currentStreak: 0, lastCheckInDate: null as string | null }
        let longest = 0
        for (const day of [...new Set(list)].sort()) {
          state = streakAfterCheckIn(state, day)
          longest = Math.max(longest, state.currentStreak)
        }
        expect(streakOfDays(list)).toEqual({ ...state, longest })
      }),
    )
  })

  it('refuses what is not a day', () => {
    expect(() => streakOfDays(['2025-1-01'])).toThrow(RangeError)
    expect(() => streakOfDays(['2025-01-0x'])).toThrow(RangeError)
  })
})
