import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { check } from '../eval/checker'
import { journalIn, type EvalJournal, type Went } from '../eval/kit'
import { produce } from '../eval/run-eval'
import { answers, journal } from '../eval/judgement-kit'

/**
 * The coach's judgement on journals it was not written for: random journals whose every count
 * the eval's checker (eval/checker.ts) counts again, and findings across factors that must
 * stand out from the rest of the journal before they are named.
 */

const { tap } = journalIn('UTC', '2026-01-05')

describe('on any journal', () => {
  it('never generalizes ("most", "usually", "each time", "track record") from fewer than three', () => {
    fc.assert(
      fc.property(randomJournal, (j) => {
        const thin = check(j.entries, produce(j)).filter((c) =>
          /fewer than three|under three/.test(c.problem),
        )
        expect(thin).toEqual([])
      }),
      { numRuns: 40, seed: 21 },
    )
  }, 60_000)

  it('on any journal: every count matches it, and no two answers disagree', () => {
    fc.assert(
      fc.property(randomJournal, (j) => {
        expect(
          check(j.entries, produce(j)).map((c) => `${c.type}, ${c.where}: ${c.problem}`),
        ).toEqual([])
      }),
      { numRuns: 60, seed: 7 },
    )
  }, 60_000)
})

/** Outcome sentences whose truth is plain, for random journals. */
const OUTCOMES: Record<Exclude<Went, 'mixed'>, readonly string[]> = {
  good: ['It went really well', 'So glad I did', 'Best decision this year', 'Turned out great'],
  bad: ['It was a disaster', 'I regret it', 'Big mistake', 'That went badly'],
  open: ['Not sure yet, waiting to hear back'],
}

const randomJournal = fc
  .record({
    timeZone: fc.constantFrom('UTC', 'America/Los_Angeles', 'Asia/Kolkata', 'Europe/Paris'),
    entries: fc.array(
      fc.record({
        day: fc.integer({ min: 0, max: 40 }),
        hour: fc.integer({ min: 0, max: 23 }),
        context: fc.constantFrom('Work', 'Finance', 'Social'),
        body: fc.constantFrom('Tight chest', 'Expanding warmth', 'Numb', 'Cold hands'),
        gut: fc.constantFrom('yes' as const, 'no' as const, 'pause' as const),
        ignore: fc.constantFrom('yes' as const, 'no' as const, 'not-sure' as const),
        went: fc.constantFrom('good' as const, 'bad' as const, 'open' as const, null, null),
        pick: fc.nat(3),
        decision: fc.boolean(),
      }),
      { minLength: 3, maxLength: 40 },
    ),
  })
  .map(({ timeZone, entries }) => {
    const { tap: at } = journalIn(timeZone, '2026-01-05')
    return journal(
      timeZone,
      entries.map((e) =>
        at(e.day, `${String(e.hour).padStart(2, '0')}:15`, {
          context: e.context,
          said: 'Something came up',
          body: e.body,
          gut: e.gut,
          ignore: e.ignore,
          decision: e.decision ? 'Decide it' : undefined,
          outcome: e.went
            ? [OUTCOMES[e.went][e.pick % OUTCOMES[e.went].length]!, e.went]
            : undefined,
        }),
      ),
    )
  })

describe('findings across factors', () => {
  const CONTEXTS = ['Work', 'Finance', 'Health', 'Social']
  const SIGNALS = ['Tight chest', 'Dropped stomach', 'Numb', 'Cold hands']
  const TIMES = ['09:00', '14:00', '18:30', '22:00']
  /** `runs` check-ins set aside on Tuesdays that went badly, and three on other days that went well. */
  function tuesdays(runs: number): EvalJournal {
    const entries = [
      ...Array.from({ length: runs }, (_, i) =>
        tap(1 + 7 * i, TIMES[i]!, {
          context: CONTEXTS[i]!,
          said: 'Went ahead anyway',
          body: SIGNALS[i]!,
          gut: 'no',
          ignore: 'yes',
          outcome: ['It went badly, I regret it.', 'bad'] as [string, Went],
        }),
      ),
      ...[3, 11, 19].map((day, i) =>
        tap(day, TIMES[(i + 1) % 4]!, {
          context: CONTEXTS[(i + 2) % 4]!,
          said: 'Went ahead anyway',
          body: SIGNALS[(i + 1) % 4]!,
          gut: 'no',
          ignore: 'yes',
          outcome: ['It went really well.', 'good'] as [string, Went],
        }),
      ),
    ]
    return journal('UTC', entries)
  }

  it('says nothing of a run of three on one weekday: one part of many may go one way by chance', () => {
    const said = answers(tuesdays(3))
    for (const text of Object.values(said)) expect(text).not.toMatch(/tuesday/i)
  })

  it('names a weekday from four check-ins that stand out from the rest of the journal', () => {
    const j = tuesdays(4)
    expect(answers(j).pattern_analysis).toContain(
      'Moments on Tuesdays when you went against your gut: 4 of 4 turned out badly.',
    )
    expect(check(j.entries, produce(j))).toEqual([])
  })
})
