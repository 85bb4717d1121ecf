import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createEntry } from '../gamification/gamification'
import type { Entry, GutStrength, OwnVerdict } from '../journal/entry-schema'
import { tapDraft, uuid } from '../test/fixtures'
import { gutCallOf, gutVerdict, type OutcomeVerdict } from './gut-verdict'
import { STRENGTH_MAX_MONTHS, strengthByMonth } from './strength-by-month'

let n = 0

/** A check-in of `strength` on `day`, acted on or not, with the person's own verdict if any. */
function checkIn(
  day: string,
  strength: GutStrength | undefined,
  own: OwnVerdict | null = null,
  actedOn = true,
): Entry {
  n += 1
  const entry = createEntry(tapDraft({ strength, willIgnore: actedOn ? 'no' : 'yes' }), {
    id: uuid(n),
    now: Date.parse(`${day}T12:00:00Z`),
    timeZone: 'UTC',
  })
  return own === null
    ? entry
    : { ...entry, consequence: 'It went', consequenceDate: entry.timestamp, ownVerdict: own }
}

const judge = (entry: Entry): OutcomeVerdict =>
  gutVerdict({ valence: 'unknown', statedVerdict: null }, gutCallOf(entry))

const times = <T>(count: number, make: (i: number) => T): T[] =>
  Array.from({ length: count }, (_, i) => make(i))

describe('strength month by month', () => {
  it('shows strong signals proving right and faint ones acted on, from three a month', () => {
    const entries = [
      // August: strong right 2 of 4; faint acted on 3 of 3.
      ...times(4, (i) => checkIn('2026-08-03', 'strong', i < 2 ? 'right' : 'wrong')),
      ...times(3, () => checkIn('2026-08-04', 'faint')),
      // September: two strong judged and two faint: too few for either share.
      ...times(2, () => checkIn('2026-09-10', 'strong', 'right')),
      ...times(2, () => checkIn('2026-09-11', 'faint', null, false)),
      // November: strong right 5 of 6, one Hard to say; faint acted on 1 of 4.
      ...times(6, (i) => checkIn('2026-11-02', 'strong', i < 5 ? 'right' : 'wrong')),
      checkIn('2026-11-02', 'strong', 'hard-to-say'),
      ...times(4, (i) => checkIn('2026-11-05', 'faint', null, i === 0)),
      // Clear and unsaid never count.
      ...times(5, () => checkIn('2026-10-01', 'clear', 'right')),
      ...times(5, () => checkIn('2026-10-02', undefined, 'right')),
    ]
    const byMonth = strengthByMonth(entries, judge)
    expect(byMonth.months.map((m) => m.start)).toEqual(['2026-08-01', '2026-09-01', '2026-11-01'])
    expect(byMonth.months[0]).toEqual({
      start: '2026-08-01',
      strongRight: { count: 2, of: 4, percent: 50 },
      faintActedOn: { count: 3, of: 3, percent: 100 },
    })
    expect(byMonth.months[1]).toMatchObject({ strongRight: null, faintActedOn: null })
    expect(byMonth.months[2]).toEqual({
      start: '2026-11-01',
      strongRight: { count: 5, of: 6, percent: 83 },
      faintActedOn: { count: 1, of: 4, percent: 25 },
    })
    expect(byMonth.strongRight).toEqual({
      from: { start: '2026-08-01', share: { count: 2, of: 4, percent: 50 } },
      to: { start: '2026-11-01', share: { count: 5, of: 6, percent: 83 } },
    })
    expect(byMonth.faintActedOn?.to.share.percent).toBe(25)
  })

  it('says no trend from one month, and keeps the latest six months', () => {
    const one = strengthByMonth(
      times(5, () => checkIn('2026-03-01', 'strong', 'right')),
      judge,
    )
    expect(one.months).toHaveLength(1)
    expect(one.strongRight).toBeNull()
    const many = strengthByMonth(
      times(9, (i) => checkIn(`2026-0${i + 1}-15`, 'faint')),
      judge,
    )
    expect(many.months).toHaveLength(STRENGTH_MAX_MONTHS)
    expect(many.months[0]!.start).toBe('2026-04-01')
  })

  it('counts each check-in once, and never one without a strength (property)', () => {
    const arbitrary = fc.array(
      fc.record({
        month: fc.integer({ min: 1, max: 9 }),
        strength: fc.constantFrom<GutStrength | undefined>('faint', 'clear', 'strong', undefined),
        own: fc.constantFrom<OwnVerdict | null>('right', 'wrong', 'hard-to-say', null),
        actedOn: fc.boolean(),
      }),
      { maxLength: 40 },
    )
    fc.assert(
      fc.property(arbitrary, fc.integer({ min: 1, max: 3 }), (rows, copies) => {
        const entries = rows.map((r) =>
          checkIn(`2026-0${r.month}-10`, r.strength, r.own, r.actedOn),
        )
        const once = strengthByMonth(entries, judge)
        // The same entries read again (as a merge might hand them over) change nothing.
        const again = strengthByMonth(
          entries.flatMap((e) => times(copies, () => e)),
          judge,
        )
        expect(again).toEqual(once)
        const without = strengthByMonth(
          entries.filter((e) => e.strength !== undefined && e.strength !== null),
          judge,
        )
        expect(without).toEqual(once)
        for (const month of once.months) {
          if (month.strongRight) expect(month.strongRight.of).toBeGreaterThanOrEqual(3)
          if (month.faintActedOn) expect(month.faintActedOn.of).toBeGreaterThanOrEqual(3)
        }
      }),
    )
  })
})
