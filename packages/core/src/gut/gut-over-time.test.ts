import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { localDay } from '../time/calendar-day'
import type { Entry, TapEntry } from '../journal/entry-schema'
import { uuid } from '../test/fixtures'
import { GUT_MIN_JUDGED, gutOverTime, periodStart, type GutGrain } from './gut-over-time'
import type { OutcomeVerdict } from './gut-verdict'

/**
 * A tap check-in written at `at` in `timeZone` (its day stored as the app stores it), with an
 * outcome whose words say the verdict: "right", "wrong", or neither.
 */
function checkIn(
  n: number,
  at: string,
  outcome: 'right' | 'wrong' | 'unclear' | null,
  { timeZone = 'UTC', context = 'Work', signal = 'Tight chest' } = {},
): TapEntry {
  return {
    id: uuid(n),
    mode: 'tap',
    timestamp: new Date(at).toISOString(),
    day: localDay(Date.parse(at), timeZone),
    timeZone,
    xp: 10,
    context,
    description: 'A decision',
    bodySensation: signal,
    gutFeeling: 'no',
    willIgnore: 'no',
    decision: null,
    needsFollowUp: false,
    consequence: outcome === null ? null : `It turned out ${outcome}`,
    consequenceDate: outcome === null ? null : new Date(at).toISOString(),
  }
}

/** A stand-in for the coach's reading: the words say the verdict. */
const judge = (entry: Entry): OutcomeVerdict =>
  entry.consequence?.includes('right')
    ? 'right'
    : entry.consequence?.includes('wrong')
      ? 'wrong'
      : null

/** `right` right and `wrong` wrong outcomes on the days of a month from `day`, at noon UTC. */
function month(from: number, monthDay: string, right: number, wrong: number, extra = {}) {
  return Array.from({ length: right + wrong }, (_, i) =>
    checkIn(
      from + i,
      `${monthDay}-${String(i + 1).padStart(2, '0')}T12:00:00Z`,
      i < right ? 'right' : 'wrong',
      extra,
    ),
  )
}

describe("'Your gut, over time'", () => {
  it('counts month by month once the outcomes reach three calendar months back', () => {
    const entries = [
      ...month(1, '2026-09', 4, 5),
      ...month(20, '2026-10', 2, 0),
      ...month(40, '2026-11', 8, 2),
      checkIn(60, '2026-11-15T12:00:00Z', 'unclear'),
      checkIn(61, '2026-11-16T12:00:00Z', null),
    ]
    const gut = gutOverTime(entries, judge, '2026-11-20')
    expect(gut.grain).toBe('month')
    expect(gut.total).toEqual({ right: 14, judged: 21, percent: 67 })
    expect(gut.periods.map((p) => [p.start, p.right, p.judged])).toEqual([
      ['2026-09-01', 4, 9],
      ['2026-10-01', 2, 2],
      ['2026-11-01', 8, 10],
    ])
    // October's two judged outcomes are too few to show.
    expect(gut.shown.map((p) => [p.start, p.right, p.judged, p.percent])).toEqual([
      ['2026-09-01', 4, 9, 44],
      ['2026-11-01', 8, 10, 80],
    ])
    expect(gut.needed).toBe(0)
  })

  it('counts week by week (Sunday to Saturday) while the journal is young', () => {
    // Sunday 1 November 2026 starts a week; today is in the third week.
    const entries = [
      checkIn(1, '2026-11-01T09:00:00Z', 'right'),
      checkIn(2, '2026-11-04T09:00:00Z', 'wrong'),
      checkIn(3, '2026-11-07T22:00:00Z', 'right'),
      checkIn(4, '2026-11-08T09:00:00Z', 'right'),
      checkIn(5, '2026-11-16T09:00:00Z', 'right'),
    ]
    const gut = gutOverTime(entries, judge, '2026-11-18')
    expect(gut.grain).toBe('week')
    expect(gut.periods.map((p) => [p.start, p.right, p.judged])).toEqual([
      ['2026-11-01', 2, 3],
      ['2026-11-08', 1, 1],
      ['2026-11-15', 1, 1],
    ])
    expect(gut.shown.map((p) => p.start)).toEqual(['2026-11-01'])
  })

  it('turns to months only when the first judged outcome is in the month two before today', () => {
    const entries = month(1, '2026-10', 3, 0)
    expect(gutOverTime(entries, judge, '2026-11-30').grain).toBe('week')
    expect(gutOverTime(entries, judge, '2026-12-01').grain).toBe('month')
    expect(gutOverTime([], judge, '2026-12-01').grain).toBe('week')
  })

  it('says how many more judged outcomes one period needs while none has three', () => {
    expect(gutOverTime([], judge, '2026-11-20').needed).toBe(GUT_MIN_JUDGED)
    const two = [
      checkIn(1, '2026-11-16T09:00:00Z', 'right'),
      checkIn(2, '2026-11-17T09:00:00Z', 'wrong'),
      checkIn(3, '2026-11-17T10:00:00Z', 'unclear'),
    ]
    const gut = gutOverTime(two, judge, '2026-11-20')
    expect(gut.shown).toEqual([])
    expect(gut.total.judged).toBe(2)
    expect(gut.needed).toBe(1)
  })

  it('names the most and least reliable context and body signal, each from three judged outcomes', () => {
    const entries = [
      ...month(1, '2026-11', 3, 0, { context: 'Relationship', signal: 'Expanding warmth' }),
      ...month(10, '2026-10', 1, 3, { context: 'Work', signal: 'Tight chest' }),
      ...month(20, '2026-09', 1, 1, { context: 'Finance', signal: 'Numb' }),
    ]
    const gut = gutOverTime(entries, judge, '2026-11-20')
    expect(gut.byContext).toEqual({
      most: { name: 'Relationship', right: 3, judged: 3, percent: 100 },
      least: { name: 'Work', right: 1, judged: 4, percent: 25 },
    })
    expect(gut.bySignal?.most.name).toBe('Expanding warmth')
    expect(gut.bySignal?.least?.name).toBe('Tight chest')
    // Finance and Numb, with two judged outcomes each, are never named.
    const one = gutOverTime(entries.slice(0, 3), judge, '2026-11-20')
    expect(one.byContext).toEqual({
      most: { name: 'Relationship', right: 3, judged: 3, percent: 100 },
      least: null,
    })
    expect(gutOverTime(entries.slice(3), judge, '2026-11-20').byContext?.most.name).toBe('Work')
  })

  it("places an outcome in the month of its check-in's own local day", () => {
    // 23:30 UTC on 31 October is already 1 November in Berlin, still 31 October in Los Angeles.
    const at = '2026-10-31T23:30:00Z'
    const berlin = checkIn(1, at, 'right', { timeZone: 'Europe/Berlin' })
    const angeles = checkIn(2, at, 'right', { timeZone: 'America/Los_Angeles' })
    const gut = gutOverTime([berlin, angeles], judge, '2026-12-20')
    expect(gut.grain).toBe('month')
    expect(gut.periods.map((p) => [p.start, p.judged])).toEqual([
      ['2026-10-01', 1],
      ['2026-11-01', 1],
    ])
  })

  it('keeps the periods right across a daylight-saving change', () => {
    // New York leaves daylight saving at 2:00 on Sunday 1 November 2026: 04:30 UTC is 00:30
    // local on 1 November (a new month and week), 03:30 UTC still 23:30 on 31 October.
    const zone = { timeZone: 'America/New_York' }
    const before = checkIn(1, '2026-11-01T03:30:00Z', 'right', zone)
    const after = checkIn(2, '2026-11-01T04:30:00Z', 'wrong', zone)
    const afterChange = checkIn(3, '2026-11-01T07:30:00Z', 'right', zone)
    const weeks = gutOverTime([before, after, afterChange], judge, '2026-11-05')
    expect(weeks.periods.map((p) => [p.start, p.right, p.judged])).toEqual([
      ['2026-10-25', 1, 1],
      ['2026-11-01', 1, 2],
    ])
    const months = gutOverTime([before, after, afterChange], judge, '2027-01-05')
    expect(months.periods.map((p) => [p.start, p.judged])).toEqual([
      ['2026-10-01', 1],
      ['2026-11-01', 2],
    ])
    // Berlin leaves it at 3:00 on Sunday 25 October: 22:30 UTC on the 24th is 00:30 on Sunday.
    const berlin = checkIn(4, '2026-10-24T22:30:00Z', 'right', { timeZone: 'Europe/Berlin' })
    const saturday = checkIn(5, '2026-10-24T21:30:00Z', 'right', { timeZone: 'Europe/Berlin' })
    expect(
      gutOverTime([berlin, saturday], judge, '2026-10-28').periods.map((p) => p.start),
    ).toEqual(['2026-10-18', '2026-10-25'])
  })

  const ZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Pacific/Auckland']
  const arbitraryJournal = fc.array(
    fc.record({
      n: fc.integer({ min: 1, max: 60 }),
      at: fc.integer({ min: Date.parse('2025-06-01'), max: Date.parse('2026-11-20') }),
      zone: fc.constantFrom(...ZONES),
      outcome: fc.constantFrom('right', 'wrong', 'unclear', null),
      context: fc.constantFrom('Work', 'Health', 'Finance'),
    }),
    { maxLength: 80 },
  )
  type Spec = { n: number; at: number; zone: string; outcome: string | null; context: string }
  const build = (specs: readonly Spec[]) =>
    specs.map((s) =>
      checkIn(s.n, new Date(s.at).toISOString(), s.outcome as never, {
        timeZone: s.zone,
        context: s.context,
      }),
    )

  it('never counts an outcome twice, nor in two periods (property)', () => {
    fc.assert(
      fc.property(arbitraryJournal, fc.constantFrom('2026-11-20', '2026-08-02'), (specs, today) => {
        const entries = build(specs)
        const gut = gutOverTime(entries, judge, today)
        // Each check-in (by id) counts once: the first copy of an id is the one read.
        const firstOfId = new Map<string, Entry>()
        for (const e of entries) if (!firstOfId.has(e.id)) firstOfId.set(e.id, e)
        const judged = [...firstOfId.values()].filter((e) => judge(e) !== null)
        expect(gut.total.judged).toBe(judged.length)
        expect(gut.periods.reduce((sum, p) => sum + p.judged, 0)).toBe(judged.length)
        // Every period counts exactly the judged check-ins whose own day falls in it.
        const grain: GutGrain = gut.grain
        for (const period of gut.periods) {
          const inIt = judged.filter((e) => periodStart(e.day, grain) === period.start)
          expect(period.judged).toBe(inIt.length)
          expect(period.right).toBe(inIt.filter((e) => judge(e) === 'right').length)
        }
        expect(new Set(gut.periods.map((p) => p.start)).size).toBe(gut.periods.length)
        // Only periods of three judged outcomes show, oldest first.
        for (const p of gut.shown) expect(p.judged).toBeGreaterThanOrEqual(GUT_MIN_JUDGED)
        const starts = gut.shown.map((p) => p.start)
        expect([...starts].sort()).toEqual(starts)
        expect(gut.needed === 0).toBe(gut.shown.length > 0)
      }),
    )
  })

  it('names a place only from three judged outcomes, with counts the journal holds (property)', () => {
    fc.assert(
      fc.property(arbitraryJournal, (specs) => {
        const entries = build(specs)
        const gut = gutOverTime(entries, judge, '2026-11-20')
        const unique = [...new Map(entries.map((e) => [e.id, e] as const)).values()]
        for (const place of [gut.byContext?.most, gut.byContext?.least]) {
          if (!place) continue
          expect(place.judged).toBeGreaterThanOrEqual(GUT_MIN_JUDGED)
          expect(place.right).toBeLessThanOrEqual(place.judged)
        }
        if (gut.byContext?.least) {
          expect(gut.byContext.least.percent).toBeLessThanOrEqual(gut.byContext.most.percent)
        }
        expect(unique.length).toBeLessThanOrEqual(entries.length)
      }),
    )
  })
})
