import { describe, expect, it } from 'vitest'
import type { Entry } from './entry-schema'
import { addMonths, agoText, monthGrid, monthsSpan, onThisDay, yearGrid } from './calendar'
import {
  countsOfEntry,
  dayCountsOf,
  hasOnThisDay,
  isJournalDays,
  journalDaysOf,
} from './day-counts'
import { countsOn, forEachDay } from './day-reads'
import { summaryOf } from './journal-summary'
import { withOwnVerdict } from './own-verdict'
import { saveCheckIn } from '../test/list-journal'
import { INITIAL_GAMIFICATION_STATE } from '../gamification/gamification-state'
import { tapDraft, uuid } from '../test/fixtures'
import { gutCallOf, gutVerdict } from '../gut/gut-verdict'

let n = 0
/** A check-in on `day` (noon in Berlin), honored or not, with an outcome judged `verdict`. */
function checkIn(
  day: string,
  { honored = true, verdict }: { honored?: boolean; verdict?: 'right' | 'wrong' } = {},
): Entry {
  n += 1
  const draft = tapDraft({ willIgnore: honored ? 'no' : 'yes', decision: 'Go' })
  const { entries } = saveCheckIn(INITIAL_GAMIFICATION_STATE, [], draft, {
    id: uuid(n),
    now: Date.parse(`${day}T10:00:00Z`),
    timeZone: 'Europe/Berlin',
  })
  const entry = entries[0] as Entry
  if (verdict === undefined) return entry
  return withOwnVerdict({ ...entry, consequence: 'It went fine' }, verdict)
}

describe('the days of the journal summary', () => {
  it('counts check-ins, honored, and outcomes the person judged right or wrong, per day', () => {
    const days = summaryOf([
      checkIn('2026-03-04', { verdict: 'right' }),
      checkIn('2026-03-04', { honored: false }),
      checkIn('2026-03-04', { verdict: 'wrong' }),
      checkIn('2026-03-06'),
    ]).days
    expect(days).toEqual(journalDaysOf({ '2026-03-04': [3, 2, 1, 1], '2026-03-06': [1, 1, 0, 0] }))
    expect(countsOn(days, '2026-03-04')).toEqual([3, 2, 1, 1])
    expect(countsOn(days, '2026-03-05')).toEqual([0, 0, 0, 0])
    const seen: string[] = []
    forEachDay(days, (day) => seen.push(day))
    expect(seen.sort()).toEqual(['2026-03-04', '2026-03-06'])
  })

  it('does not judge an outcome the person left unjudged or found hard to say', () => {
    const unjudged = { ...checkIn('2026-03-04'), consequence: 'It went well' }
    const hard = withOwnVerdict(unjudged, 'hard-to-say')
    expect(dayCountsOf([unjudged, hard])).toEqual(journalDaysOf({ '2026-03-04': [2, 2, 0, 0] }))
  })

  it("judges as the core's verdict rule does when the words are not read", () => {
    const entries = [
      checkIn('2026-03-04', { verdict: 'right' }),
      checkIn('2026-03-04', { honored: false, verdict: 'wrong' }),
      withOwnVerdict(
        { ...checkIn('2026-03-04'), gutFeeling: 'pause' as const, consequence: 'Ok' },
        'right',
      ),
      { ...checkIn('2026-03-04', { honored: false }), consequence: 'It went badly' },
    ]
    for (const entry of entries) {
      const verdict = gutVerdict({ valence: 'unknown', statedVerdict: null }, gutCallOf(entry))
      const [, , right, wrong] = countsOfEntry(entry)
      expect([right, wrong]).toEqual([verdict === 'right' ? 1 : 0, verdict === 'wrong' ? 1 : 0])
    }
  })

  it('tells a stored map of days from a summary kept before it had one', () => {
    expect(isJournalDays(journalDaysOf({ '2026-03-04': [3, 2, 1, 1] }))).toBe(true)
    expect(isJournalDays(undefined)).toBe(false)
    // Kept day by day, as before the days were kept by month: made again.
    expect(isJournalDays({ '2026-03-04': [3, 2, 1, 1] })).toBe(false)
    expect(isJournalDays({ '2026-03': [3, 2] })).toBe(false)
  })
})

describe('the calendar', () => {
  const days = dayCountsOf([checkIn('2026-03-01'), checkIn('2026-03-31', { honored: false })])

  it('lays a month out in weeks from Sunday, with its days counted', () => {
    // March 2026 begins on a Sunday and has 31 days: five weeks.
    const { weeks } = monthGrid(days, '2026-03')
    expect(weeks).toHaveLength(5)
    expect(weeks[0]?.[0]).toMatchObject({ day: '2026-03-01', date: 1, checkIns: 1, honored: 1 })
    expect(weeks[4]?.[2]).toMatchObject({ day: '2026-03-31', checkIns: 1, honored: 0 })
    expect(weeks[4]?.[3]).toBeNull()
    // February 2026 begins on a Sunday too; April on a Wednesday.
    expect(monthGrid(days, '2026-04').weeks[0]?.slice(0, 3)).toEqual([null, null, null])
  })

  it('lays a month out in weeks from Monday when asked', () => {
    // From Monday, March 2026's first Sunday ends its first week: six weeks.
    const { weeks } = monthGrid(days, '2026-03', 1)
    expect(weeks).toHaveLength(6)
    expect(weeks[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null])
    expect(weeks[0]?.[6]).toMatchObject({ day: '2026-03-01', checkIns: 1 })
    expect(weeks[5]?.[1]).toMatchObject({ day: '2026-03-31', checkIns: 1 })
    // April 2026 begins on a Wednesday: two days before it from Monday.
    expect(monthGrid(days, '2026-04', 1).weeks[0]?.slice(0, 3)).toEqual([
      null,
      null,
      expect.objectContaining({ day: '2026-04-01' }),
    ])
    expect(yearGrid(days, 2026, 1)[2]?.weeks).toEqual(weeks)
  })

  it('lays a year out in twelve months', () => {
    const year = yearGrid(days, 2026)
    expect(year.map((month) => month.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => addMonths('2026-01', i)),
    )
    expect(addMonths('2026-01', -1)).toBe('2025-12')
    expect(monthsSpan(days)).toEqual({ first: '2026-03', last: '2026-03' })
    expect(monthsSpan({})).toBeNull()
  })
})

describe('on this day', () => {
  const days = dayCountsOf([
    checkIn('2025-03-04'),
    checkIn('2026-01-04'),
    checkIn('2026-02-04'),
    checkIn('2026-02-05'),
    checkIn('2026-03-04'),
  ])

  it('finds the earlier days on the same date of an earlier month or year, newest first', () => {
    expect(onThisDay(days, '2026-03-04')).toEqual([
      { day: '2026-02-04', checkIns: 1, monthsAgo: 1 },
      { day: '2026-01-04', checkIns: 1, monthsAgo: 2 },
      { day: '2025-03-04', checkIns: 1, monthsAgo: 12 },
    ])
    expect(hasOnThisDay(days, '2026-03-04')).toBe(true)
    expect(agoText(1)).toBe('A month ago')
    expect(agoText(12)).toBe('A year ago')
    expect(agoText(26)).toBe('26 months ago')
  })

  it('finds nothing when no earlier month has that date', () => {
    expect(onThisDay(days, '2026-03-06')).toEqual([])
    expect(onThisDay(days, '2025-03-04')).toEqual([])
    expect(hasOnThisDay(days, '2026-03-06')).toBe(false)
  })
})
