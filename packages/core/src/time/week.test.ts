import { describe, expect, it } from 'vitest'
import { journal, tapDraft, voiceDraft } from '../test/fixtures'
import { entriesThisWeek, weekDays, weekStats, weekStrip } from './week'

describe('week days', () => {
  it('runs Sunday to Saturday around today', () => {
    expect(weekDays('2025-11-05')).toEqual([
      '2025-11-02',
      '2025-11-03',
      '2025-11-04',
      '2025-11-05',
      '2025-11-06',
      '2025-11-07',
      '2025-11-08',
    ])
    expect(weekDays('2025-11-02')[0]).toBe('2025-11-02')
    expect(weekDays('2025-11-08')[6]).toBe('2025-11-08')
  })

  it('crosses month and year ends', () => {
    expect(weekDays('2026-01-01')).toEqual([
      '2025-12-28',
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
    ])
  })
})

describe('week strip', () => {
  it('marks the days of this week that have check-ins', () => {
    const { entries } = journal([
      { at: '2025-11-01T10:00:00Z' }, // Saturday of last week
      { at: '2025-11-03T10:00:00Z' },
      { at: '2025-11-03T18:00:00Z' },
      { at: '2025-11-05T10:00:00Z' },
    ])
    expect(weekStrip(entries, '2025-11-05')).toEqual([
      {
        date: '2025-11-02',
        weekday: 'S',
        weekdayName: 'Sunday',
        isToday: false,
        hasCheckIn: false,
      },
      {
        date: '2025-11-03',
        weekday: 'M',
        weekdayName: 'Monday',
        isToday: false,
        hasCheckIn: true,
      },
      {
        date: '2025-11-04',
        weekday: 'T',
        weekdayName: 'Tuesday',
        isToday: false,
        hasCheckIn: false,
      },
      {
        date: '2025-11-05',
        weekday: 'W',
        weekdayName: 'Wednesday',
        isToday: true,
        hasCheckIn: true,
      },
      {
        date: '2025-11-06',
        weekday: 'T',
        weekdayName: 'Thursday',
        isToday: false,
        hasCheckIn: false,
      },
      {
        date: '2025-11-07',
        weekday: 'F',
        weekdayName: 'Friday',
        isToday: false,
        hasCheckIn: false,
      },
      {
        date: '2025-11-08',
        weekday: 'S',
        weekdayName: 'Saturday',
        isToday: false,
        hasCheckIn: false,
      },
    ])
  })

  it('places an entry on the local day where it was written', () => {
    // 00:30 on Sunday in Tokyo is still Saturday in Chicago; the entry stays on its Tokyo day.
    const { entries } = journal([{ at: '2025-11-02T00:30:00+09:00', timeZone: 'Asia/Tokyo' }])
    expect(entries[0]?.day).toBe('2025-11-02')
    expect(weekStrip(entries, '2025-11-03').find((day) => day.hasCheckIn)?.date).toBe('2025-11-02')
  })
})

describe('week stats', () => {
  it('counts check-ins, gut honored and decisions made this week', () => {
    const { entries } = journal([
      { at: '2025-10-30T10:00:00Z' },
      { at: '2025-11-02T10:00:00Z', draft: tapDraft({ decision: 'Say no' }) },
      { at: '2025-11-03T10:00:00Z', draft: tapDraft({ willIgnore: 'yes', decision: 'Go' }) },
      { at: '2025-11-04T10:00:00Z', draft: voiceDraft({ willIgnore: 'not-sure' }) },
      { at: '2025-11-08T10:00:00Z', draft: voiceDraft() },
    ])
    expect(entriesThisWeek(entries, '2025-11-04')).toHaveLength(4)
    expect(weekStats(entries, '2025-11-04')).toEqual({
      checkIns: 4,
      gutHonored: 2,
      decisionsMade: 2,
    })
    expect(weekStats([], '2025-11-04')).toEqual({ checkIns: 0, gutHonored: 0, decisionsMade: 0 })
  })
})
