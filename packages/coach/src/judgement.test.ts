import { describe, expect, it } from 'vitest'
import { check } from '../eval/checker'
import { journalIn, type EvalJournal } from '../eval/kit'
import { produce } from '../eval/run-eval'
import { answers, journal } from '../eval/judgement-kit'
import { mayGeneralize, supportOf, wilsonLower } from './stats/evidence'

/**
 * The coach's judgement (ADR 0022, 0032), as a person reads it: no claim from fewer than three
 * check-ins, advice that fits what happened, the same on every screen, and time of day in the
 * entry's own zone. The eval's checker (eval/checker.ts) counts every claim again from the
 * journal's truth.
 */

const { tap } = journalIn('UTC', '2026-01-05')

/** Three honored work check-ins with no outcome, and `n` money check-ins set aside. */
function withMoneyOverrides(n: number): EvalJournal {
  const entries = [0, 1, 2].map((day) =>
    tap(day, '09:00', {
      context: 'Work',
      said: 'Standup',
      body: 'Expanding warmth',
      gut: 'yes',
      ignore: 'no',
    }),
  )
  for (let i = 0; i < n; i++) {
    entries.push(
      tap(3 + i, '19:00', {
        context: 'Finance',
        said: 'A purchase',
        body: 'Tight chest',
        gut: 'no',
        ignore: 'yes',
      }),
    )
  }
  return journal('UTC', entries)
}

describe('evidence before claims', () => {
  it('ranks by the Wilson lower bound: more evidence, more weight', () => {
    expect(wilsonLower(5, 5)).toBeGreaterThan(wilsonLower(3, 3))
    expect(wilsonLower(3, 3)).toBeGreaterThan(wilsonLower(2, 2))
    expect(wilsonLower(9, 10)).toBeGreaterThan(wilsonLower(5, 5))
    expect([
      supportOf(1, 1),
      supportOf(2, 2),
      supportOf(3, 4),
      supportOf(3, 3),
      supportOf(6, 7),
    ]).toEqual(['none', 'early', 'early', 'pattern', 'pattern'])
    expect([mayGeneralize(2), mayGeneralize(3)]).toEqual([false, true])
  })

  it('one check-in is not said at all, two are an early sign, three a pattern', () => {
    const one = answers(withMoneyOverrides(1))
    expect(one.daily_focus).not.toMatch(/money|finance/i)
    expect(one.pattern_analysis).not.toMatch(/1 of 1/)

    const two = answers(withMoneyOverrides(2))
    expect(two.pattern_analysis).toContain(
      'An early sign, from only 2 check-ins: about money, you went against your gut 2 of 2 times',
    )
    expect(two.pattern_analysis).toContain('Early sign: money is where you set your gut aside')
    // With no outcome at all, that comes first: it is what would let the coach say more.
    expect(two.daily_focus).toMatch(/^Your 5 check-ins have no outcome logged yet\./)

    const three = answers(withMoneyOverrides(3))
    expect(three.daily_focus).toMatch(
      /^You went against your gut about money in 3 of 3 check-ins, against 0 of 3 everywhere else\./,
    )
    expect(three.pattern_analysis).toContain('Money is where you set your gut aside')
    expect(three.pattern_analysis).not.toMatch(/early sign/i)
  })
})

describe('advice that fits the record, the same on every screen', () => {
  /** Following his money "no" with cold hands went badly 3 times; overriding it went well 3 times. */
  const tom = journal('Europe/London', [
    ...[0, 2, 4].map((day) =>
      tap(day, '20:00', {
        context: 'Finance',
        said: 'A chance to invest',
        body: 'Cold hands',
        gut: 'no',
        ignore: 'no',
        outcome: ['Missed out again, it went up and up. Regret it.', 'bad'],
      }),
    ),
    ...[1, 3, 5].map((day) =>
      tap(day, '20:00', {
        context: 'Finance',
        said: 'Something to buy for the business',
        body: 'Cold hands',
        gut: 'no',
        ignore: 'yes',
        outcome: ['Went ahead anyway, best decision this year.', 'good'],
      }),
    ),
    tap(6, '09:00', {
      context: 'Work',
      said: 'A new client',
      body: 'Expanding warmth',
      gut: 'yes',
      ignore: 'no',
    }),
  ])

  it('names the cost of following where it has cost, on every screen, and never praises it', () => {
    const said = answers(tom)
    expect(said.trust_analysis).toContain('So far, not following your gut has gone better')
    expect(said.pattern_analysis).toContain('is it fear or intuition?')
    expect(said.daily_focus).toMatch(/ask: is it fear or intuition\?$/)
    expect(said.signals_analysis).toContain('Is it fear or intuition?')
    expect(said.daily_guidance).toContain('fear or intuition')
    for (const text of Object.values(said)) {
      expect(text).not.toMatch(/track record|benefit of the doubt|listening pays off|honou?r a no/i)
    }
    expect(check(tom.entries, produce(tom))).toEqual([])
  })

  it('names in a warning only the body signal that came with the moments warned about', () => {
    const { tap: la } = journalIn('America/Los_Angeles', '2026-01-05')
    const maya = journal('America/Los_Angeles', [
      ...[0, 2, 4, 6].map((day) =>
        la(day, '09:30', {
          context: 'Work',
          said: 'Run the review',
          body: 'Expanding warmth',
          gut: 'yes',
          ignore: 'no',
          outcome: ['It went really well', 'good'],
        }),
      ),
      ...[1, 3, 5].map((day) =>
        la(day, '21:45', {
          context: 'Work',
          said: 'Late request from a client',
          body: day === 3 ? 'Heavy shoulders' : 'Tight chest',
          gut: 'no',
          ignore: 'yes',
          outcome: ['A disaster, I regret it', 'bad'],
        }),
      ),
      la(7, '19:00', {
        context: 'Social',
        said: 'Game night',
        body: 'Expanding warmth',
        gut: 'yes',
        ignore: 'no',
      }),
    ])
    const said = answers(maya)
    // 21:45 in Los Angeles is 05:45 UTC: the time of day is the entry's own.
    expect(said.pattern_analysis).toContain(
      'Work moments after 9 pm when you went against your gut: 3 of 3 turned out badly.',
    )
    expect(said.pattern_analysis).toContain('notice the tight chest: it came with these moments')
    expect(said.pattern_analysis).not.toMatch(/before noon when you went against/)
    for (const text of Object.values(said)) {
      expect(text).not.toMatch(/expanding warmth[^.\n]*pause|pause[^.\n]*expanding warmth/i)
    }
  })

  it('says what the person answered: "not sure" is never called ignoring', () => {
    const sam = journal('Australia/Sydney', [
      ...[0, 1, 2].map((day) =>
        tap(day, '20:00', {
          context: 'Relationship',
          said: 'Moving in?',
          body: 'Numb',
          gut: 'pause',
          ignore: 'not-sure',
        }),
      ),
      tap(3, '20:00', {
        context: 'Relationship',
        said: 'Her parents again',
        body: 'Tight chest',
        gut: 'no',
        ignore: 'yes',
      }),
      tap(4, '08:00', {
        context: 'Work',
        said: 'Extra shift',
        body: 'Tight chest',
        gut: 'no',
        ignore: 'no',
      }),
    ])
    const said = answers(sam)
    expect(said.trust_analysis).toContain(
      "You didn't follow your gut 4 times (you went against it 1 time and weren't sure 3 times)",
    )
    expect(said.daily_guidance).toContain("went against it 1 time and weren't sure 3 times")
    for (const text of Object.values(said))
      expect(text).not.toMatch(/(ignored|went against) your gut 4/)
  })
})
