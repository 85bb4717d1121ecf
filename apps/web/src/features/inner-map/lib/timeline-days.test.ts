import { localDay, type Entry } from '@hara/core'
import { describe, expect, it } from 'vitest'
import {
  dayLabel,
  deviceDayOf,
  groupByDay,
  monthLabel,
  monthsOf,
  monthsWithAdded,
} from './timeline-days'

const at = (timestamp: string, id = timestamp) =>
  ({
    id,
    timestamp,
    timeZone: 'Asia/Tokyo',
    day: localDay(Date.parse(timestamp), 'Asia/Tokyo'),
  }) as Entry
const inZone = (timeZone: string) => deviceDayOf((ms) => localDay(ms, timeZone), timeZone)

describe('groupByDay', () => {
  it('groups newest-first check-ins by the day where the phone is, not where they were written', () => {
    const entries = [
      at('2026-11-03T01:30:00.000Z'), // Nov 2, 20:30 in New York
      at('2026-11-02T23:00:00.000Z'), // Nov 2, 18:00
      at('2026-11-02T03:00:00.000Z'), // Nov 1, 22:00
    ]
    const groups = groupByDay(entries, inZone('America/New_York'))
    expect(groups.map((group) => [group.day, group.entries.length])).toEqual([
      ['2026-11-02', 2],
      ['2026-11-01', 1],
    ])
    const berlin = groupByDay(entries, inZone('Europe/Berlin'))
    expect(berlin.map((group) => [group.day, group.entries.length])).toEqual([
      ['2026-11-03', 2],
      ['2026-11-02', 1],
    ])
  })

  it('keeps a day that daylight saving time makes 25 hours long in one group', () => {
    // Nov 1, 2026 in New York: 00:30 EDT and 23:30 EST are 24 hours apart, the same day.
    const entries = [at('2026-11-02T04:30:00.000Z'), at('2026-11-01T04:30:00.000Z')]
    expect(groupByDay(entries, inZone('America/New_York'))).toHaveLength(1)
  })

  it('gives nothing for nothing', () => {
    expect(groupByDay([], inZone('UTC'))).toEqual([])
  })
})

describe('deviceDayOf', () => {
  it("takes the stored day of an entry written in the phone's zone, else the clock's", () => {
    const written = at('2026-11-02T23:00:00.000Z')
    expect(inZone('Asia/Tokyo')(written)).toBe('2026-11-03')
    expect(inZone('Europe/London')(written)).toBe('2026-11-02')
    const stored = { ...written, day: '2026-11-04' }
    expect(deviceDayOf(() => 'clock', 'Asia/Tokyo')(stored)).toBe('2026-11-04')
    expect(deviceDayOf(() => 'clock')(stored)).toBe('clock')
  })
})

describe('dayLabel', () => {
  it('names today and yesterday, then the date, with the year when it is not this one', () => {
    expect(dayLabel('2026-11-25', '2026-11-25')).toBe('Today')
    expect(dayLabel('2026-11-24', '2026-11-25')).toBe('Yesterday')
    expect(dayLabel('2026-11-03', '2026-11-25')).toBe('Tuesday, Nov 3')
    expect(dayLabel('2025-12-31', '2026-01-01')).toBe('Yesterday')
    expect(dayLabel('2024-02-29', '2026-01-01')).toBe('Thursday, Feb 29, 2024')
  })
})

describe('monthsOf', () => {
  it('lists the months with check-ins, newest first, with where each starts', () => {
    const oldestFirst = [
      at('2026-09-10T12:00:00.000Z'),
      at('2026-11-01T12:00:00.000Z'),
      at('2026-11-20T12:00:00.000Z'),
      at('2026-11-21T12:00:00.000Z'),
    ]
    expect(monthsOf(oldestFirst, inZone('UTC'))).toEqual([
      { month: '2026-11', count: 3, first: 0 },
      { month: '2026-09', count: 1, first: 3 },
    ])
  })

  it('counts check-ins added after the newest as counting the longer list again would', () => {
    const list = [
      at('2026-09-10T12:00:00.000Z'),
      at('2026-11-01T12:00:00.000Z'),
      at('2026-11-20T12:00:00.000Z'),
      at('2026-12-01T12:00:00.000Z'),
      at('2026-12-02T12:00:00.000Z'),
      at('2027-01-05T12:00:00.000Z'),
    ]
    const dayOf = inZone('UTC')
    for (let kept = 0; kept <= list.length; kept++) {
      const before = list.slice(0, kept)
      expect(monthsWithAdded(monthsOf(before, dayOf), list.slice(kept), dayOf)).toEqual(
        monthsOf(list, dayOf),
      )
    }
  })

  it('counts a check-in in the month where the phone is', () => {
    const entries = [at('2026-12-01T02:00:00.000Z')]
    expect(monthsOf(entries, inZone('America/Los_Angeles'))[0]?.month).toBe('2026-11')
    expect(monthLabel('2026-11')).toBe('November 2026')
  })
})
