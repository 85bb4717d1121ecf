import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays } from '../time/calendar-day'
import { journal, tapDraft, voiceDraft } from '../test/fixtures'
import { trustScore } from './trust'
import { TRUST_CURVE_WEEKS, weeklyTrust } from './trust-curve'

const honored = tapDraft({ willIgnore: 'no' })
const ignored = tapDraft({ willIgnore: 'yes' })

describe('weekly trust', () => {
  it('gives Sunday-started weeks ending with the current one, from the first with data', () => {
    const empty = weeklyTrust([], '2025-11-05') // a Wednesday
    expect(empty.map((week) => week.start)).toEqual(['2025-11-02'])
    expect(empty[0]).toMatchObject({ answered: 0, percent: null })

    const { entries } = journal([
      { at: '2025-07-01T10:00:00Z', draft: honored }, // before the twelve weeks
      { at: '2025-10-21T10:00:00Z', draft: ignored },
    ])
    const young = weeklyTrust(entries, '2025-11-05')
    expect(young.map((week) => week.start)).toEqual(['2025-10-19', '2025-10-26', '2025-11-02'])

    const { entries: old } = journal([{ at: '2025-08-18T10:00:00Z', draft: honored }])
    const full = weeklyTrust(old, '2025-11-05')
    expect(full).toHaveLength(TRUST_CURVE_WEEKS)
    expect(full[0]?.start).toBe('2025-08-17')
  })

  it('gives the honored share of each week and leaves weeks without answers as gaps', () => {
    const { entries } = journal([
      { at: '2025-10-20T10:00:00Z', draft: honored }, // week of Oct 19
      { at: '2025-10-21T10:00:00Z', draft: ignored },
      { at: '2025-10-25T22:00:00Z', draft: honored }, // Saturday, still that week
      { at: '2025-11-02T09:00:00Z', draft: ignored }, // Sunday: the current week
    ])
    const weeks = weeklyTrust(entries, '2025-11-05')
    const byStart = Object.fromEntries(weeks.map((week) => [week.start, week]))
    expect(byStart['2025-10-19']).toEqual({
      start: '2025-10-19',
      answered: 3,
      honored: 2,
      percent: 67,
    })
    expect(byStart['2025-10-26']).toEqual({
      start: '2025-10-26',
      answered: 0,
      honored: 0,
      percent: null,
    })
    expect(byStart['2025-11-02']?.percent).toBe(0)
    expect(weeks.filter((week) => week.percent !== null)).toHaveLength(2)
  })

  it("counts an entry on the local day stored with it, not today's time zone", () => {
    // Saturday 23:30 in Los Angeles is already Sunday in UTC: it stays in the earlier week.
    const { entries } = journal([
      { at: '2025-11-02T06:30:00Z', timeZone: 'America/Los_Angeles', draft: honored },
    ])
    const weeks = weeklyTrust(entries, '2025-11-05')
    expect(weeks.find((week) => week.start === '2025-10-26')?.honored).toBe(1)
    expect(weeks.at(-1)?.answered).toBe(0)
  })

  it('leaves out voice check-ins without an answer and entries outside the weeks', () => {
    const { entries } = journal([
      { at: '2025-11-03T10:00:00Z', draft: voiceDraft({ willIgnore: undefined }) },
      { at: '2025-08-16T10:00:00Z', draft: honored }, // the Saturday before the first week
      { at: '2025-11-09T10:00:00Z', draft: honored }, // next week
    ])
    expect(weeklyTrust(entries, '2025-11-05').every((week) => week.answered === 0)).toBe(true)
  })

  it('adds up to the trust score of the same entries when they all fall in the weeks', () => {
    const start = Date.parse('2025-08-17T12:00:00Z')
    fc.assert(
      fc.property(
        fc.array(fc.record({ day: fc.nat(83), honor: fc.boolean() }), { maxLength: 40 }),
        (checkIns) => {
          const { entries } = journal(
            checkIns.map(({ day, honor }) => ({
              at: start + day * 86_400_000,
              draft: honor ? honored : ignored,
            })),
          )
          const weeks = weeklyTrust(entries, addDays('2025-08-17', 83))
          const score = trustScore(entries)
          expect(weeks.reduce((sum, week) => sum + week.answered, 0)).toBe(score.answered)
          expect(weeks.reduce((sum, week) => sum + week.honored, 0)).toBe(score.honored)
          for (const week of weeks) {
            expect(week.percent === null).toBe(week.answered === 0)
            if (week.percent !== null) expect(week.percent).toBeGreaterThanOrEqual(0)
            if (week.percent !== null) expect(week.percent).toBeLessThanOrEqual(100)
          }
        },
      ),
    )
  })
})
