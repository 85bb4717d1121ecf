import {
  gutOverTime,
  hasWillIgnoreAnswer,
  isHonored,
  localDay,
  type Entry,
  type GutFeeling,
  type WillIgnore,
} from '@hara/core'
import { describe, expect, it } from 'vitest'
import { judgeOutcome } from './outcome'

/**
 * 'Your gut, over time' from the coach's own reading of the words a person writes, as the
 * device runs it: the core counts, the coach judges each outcome with the core's rule.
 */

let n = 0
function checkIn(
  at: string,
  timeZone: string,
  gut: GutFeeling,
  ignore: WillIgnore,
  outcome: string | null,
): Entry {
  n += 1
  return {
    id: `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
    mode: 'tap',
    timestamp: new Date(at).toISOString(),
    day: localDay(Date.parse(at), timeZone),
    timeZone,
    xp: 10,
    context: 'Work',
    description: 'A decision',
    bodySensation: 'Tight chest',
    gutFeeling: gut,
    willIgnore: ignore,
    decision: null,
    needsFollowUp: false,
    consequence: outcome,
    consequenceDate: outcome === null ? null : new Date(at).toISOString(),
  }
}

const judge = (entry: Entry) =>
  judgeOutcome(
    entry.consequence,
    hasWillIgnoreAnswer(entry) ? isHonored(entry) : null,
    entry.gutFeeling,
  ).gut

describe("'Your gut, over time' from the coach's reading", () => {
  it('judges each outcome once by the rule, and places it on its own local day', () => {
    const zone = 'America/New_York'
    const entries = [
      // September: followed and it went well, went against and it went badly: right twice.
      checkIn('2026-09-03T14:00:00Z', zone, 'no', 'no', 'It went really well, glad I listened.'),
      checkIn('2026-09-10T14:00:00Z', zone, 'no', 'yes', 'Big mistake, it was a disaster.'),
      // Followed and it went badly: wrong.
      checkIn('2026-09-17T14:00:00Z', zone, 'yes', 'no', 'I regret it, it went badly.'),
      // A pause waited on, an unclear outcome and none: never judged.
      checkIn('2026-09-20T14:00:00Z', zone, 'pause', 'no', 'It went really well.'),
      checkIn(
        '2026-09-21T14:00:00Z',
        zone,
        'no',
        'no',
        'Not sure yet, still waiting to hear back.',
      ),
      checkIn('2026-09-22T14:00:00Z', zone, 'no', 'no', null),
      // 02:30 UTC on 1 November is still 31 October in New York (daylight saving ends that day).
      checkIn('2026-11-01T02:30:00Z', zone, 'no', 'yes', 'It worked out great, no regrets.'),
      // A pause not waited on that went badly: right.
      checkIn('2026-11-02T15:00:00Z', zone, 'pause', 'yes', 'I regret it, it went badly.'),
      checkIn('2026-11-03T15:00:00Z', zone, 'yes', 'no', 'Best decision I made all month.'),
      checkIn('2026-11-04T15:00:00Z', zone, 'no', 'no', 'It went really well, glad I listened.'),
    ]
    const gut = gutOverTime(entries, judge, '2026-11-20')
    expect(gut.grain).toBe('month')
    expect(gut.periods.map((p) => [p.start, p.right, p.judged])).toEqual([
      ['2026-09-01', 2, 3],
      ['2026-10-01', 0, 1],
      ['2026-11-01', 3, 3],
    ])
    expect(gut.shown.map((p) => p.start)).toEqual(['2026-09-01', '2026-11-01'])
    expect(gut.total).toEqual({ right: 5, judged: 7, percent: 71 })
  })
})
