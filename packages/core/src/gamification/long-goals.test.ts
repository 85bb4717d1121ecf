import { describe, expect, it } from 'vitest'
import { ACHIEVEMENTS } from './achievements'
import { INITIAL_GAMIFICATION_STATE } from './gamification-state'
import {
  calibratedMonths,
  LONG_GOALS,
  longGoalFacts,
  longGoalProgress,
  tiersReached,
  type LongGoalFacts,
} from './long-goals'
import { judgedByMonth } from './goal-tally'
import { EMPTY_SUMMARY, summaryOf } from '../journal/journal-summary'
import type { Entry } from '../journal/entry-schema'
import { journal, tapDraft } from '../test/fixtures'

const NONE: LongGoalFacts = {
  longestStreak: 0,
  checkins: 0,
  outcomes: 0,
  honoredNos: 0,
  calibratedMonths: 0,
}

describe('the product catalogue stays as it is', () => {
  it('keeps the seven and Closing the Loop: ids, names, conditions and XP', () => {
    expect(
      ACHIEVEMENTS.map(({ id, name, description, xp, measure, target }) => ({
        id,
        name,
        description,
        xp,
        measure,
        target,
      })),
    ).toEqual([
      {
        id: 'first_listen',
        name: 'First Listen',
        description: 'Complete your first check-in',
        xp: 10,
        measure: 'checkins',
        target: 1,
      },
      {
        id: 'streak_3',
        name: 'Consistent Listener',
        description: 'Check in 3 days in a row',
        xp: 30,
        measure: 'streak',
        target: 3,
      },
      {
        id: 'decision_tracker',
        name: 'Decision Tracker',
        description: 'Track your first decision',
        xp: 30,
        measure: 'decisions',
        target: 1,
      },
      {
        id: 'pattern_master',
        name: 'Pattern Master',
        description: 'Log the outcome of 5 check-ins',
        xp: 100,
        measure: 'outcomes',
        target: 5,
      },
      {
        id: 'gut_honor',
        name: 'Gut Honor',
        description: 'Honor your gut for the first time',
        xp: 25,
        measure: 'honored',
        target: 1,
      },
      {
        id: 'trust_builder',
        name: 'Trust Builder',
        description: 'Honor your gut 5 times',
        xp: 50,
        measure: 'honored',
        target: 5,
      },
      {
        id: 'intuition_master',
        name: 'Intuition Master',
        description: 'Honor your gut 15 times',
        xp: 150,
        measure: 'honored',
        target: 15,
      },
      {
        id: 'closing_the_loop',
        name: 'Closing the Loop',
        description: 'Come back to log how 5 tracked decisions turned out',
        xp: 25,
        measure: 'loopsClosed',
        target: 5,
      },
    ])
  })

  it('keeps the long goals apart: other ids, no XP, and none counts an ignored gut', () => {
    const ids = new Set<string>(ACHIEVEMENTS.map((achievement) => achievement.id))
    for (const goal of LONG_GOALS) {
      expect(ids.has(goal.id)).toBe(false)
      expect('xp' in goal).toBe(false)
    }
    expect(LONG_GOALS.map((goal) => goal.measure)).toEqual([
      'longestStreak',
      'checkins',
      'outcomes',
      'honoredNos',
      'calibratedMonths',
    ])
  })
})

describe('long goal tiers', () => {
  it('has tiers with horizons of months', () => {
    expect(LONG_GOALS.map((goal) => [goal.id, goal.tiers])).toEqual([
      ['long_streak', [30, 60, 100]],
      ['long_checkins', [100, 250, 500]],
      ['long_outcomes', [25, 50, 100]],
      ['long_honored_no', [10, 25, 50]],
      ['long_calibration', [3, 6, 12]],
    ])
  })

  for (const goal of LONG_GOALS) {
    describe(goal.name, () => {
      const at = (count: number) => ({ ...NONE, [goal.measure]: count })
      it('starts at no tier, working toward the first', () => {
        expect(tiersReached(goal, NONE)).toBe(0)
        expect(longGoalProgress(goal, NONE)).toMatchObject({
          tier: 0,
          done: false,
          target: goal.tiers[0],
          progress: 0,
          percent: 0,
        })
      })
      goal.tiers.forEach((target, index) => {
        const last = index === goal.tiers.length - 1
        it(`reaches tier ${index + 1} at ${target}, not one below`, () => {
          expect(tiersReached(goal, at(target - 1))).toBe(index)
          const below = longGoalProgress(goal, at(target - 1))
          expect(below).toMatchObject({ tier: index, done: false, target, progress: target - 1 })
          expect(below.percent).toBeLessThan(100)
          expect(below.description).toBe(goal.describe(target))
          expect(tiersReached(goal, at(target))).toBe(index + 1)
          expect(tiersReached(goal, at(target + 1))).toBe(index + 1)
          const reached = longGoalProgress(goal, at(target))
          const next = last ? target : (goal.tiers[index + 1] as number)
          expect(reached).toMatchObject({ tier: index + 1, done: last, target: next })
          const above = longGoalProgress(goal, at(target + 1))
          expect(above).toMatchObject({ count: target + 1, progress: Math.min(target + 1, next) })
        })
      })
      it('stays done past the last tier, at 100%', () => {
        const last = goal.tiers[goal.tiers.length - 1] as number
        expect(longGoalProgress(goal, at(last * 3))).toMatchObject({
          tier: goal.tiers.length,
          done: true,
          target: last,
          progress: last,
          count: last * 3,
          percent: 100,
        })
      })
    })
  }

  it('says what each tier asks', () => {
    expect(LONG_GOALS.map((goal) => goal.describe(goal.tiers[0] as number))).toEqual([
      'Check in 30 days in a row',
      'Complete 100 check-ins',
      'Log the outcome of 25 check-ins',
      "Honor your gut's no 10 times",
      'Say whether your gut was right on 3 outcomes a month, in 3 months',
    ])
  })
})

const day = (n: number) =>
  new Date(Date.parse('2026-01-01T09:00:00Z') + n * 86_400_000).toISOString()

describe('long goal facts', () => {
  it('counts months with at least three judged outcomes', () => {
    expect(calibratedMonths({ '2026-01': 3, '2026-02': 2, '2026-03': 7 })).toBe(2)
    expect(calibratedMonths({})).toBe(0)
  })

  it('reads the longest run of days from the summary, even after the streak broke', () => {
    const days = [0, 1, 2, 3, 4, 10, 11]
    const { state, entries } = journal(days.map((n) => ({ at: day(n) })))
    const facts = longGoalFacts(state, summaryOf(entries), 0)
    expect(facts.longestStreak).toBe(5)
    expect(facts.checkins).toBe(7)
  })

  it('takes the streak shown today, the stored one or a carried run when longer', () => {
    const summary = EMPTY_SUMMARY
    const state = { ...INITIAL_GAMIFICATION_STATE, currentStreak: 4 }
    expect(longGoalFacts(state, summary, 4).longestStreak).toBe(4)
    expect(longGoalFacts(state, summary, 0).longestStreak).toBe(4)
    const carried = { ...state, carriedStreak: [{ days: 40, through: '2025-05-01' as const }] }
    expect(longGoalFacts(carried, summary, 0).longestStreak).toBe(40)
  })

  it('counts honored nos only: a yes honored, or a no set aside, is not one', () => {
    const { state, entries } = journal([
      { at: day(0), draft: tapDraft({ gutFeeling: 'no', willIgnore: 'no' }) },
      { at: day(0), draft: tapDraft({ gutFeeling: 'no', willIgnore: 'yes' }) },
      { at: day(0), draft: tapDraft({ gutFeeling: 'no', willIgnore: 'not-sure' }) },
      { at: day(1), draft: tapDraft({ gutFeeling: 'yes', willIgnore: 'no' }) },
      { at: day(1), draft: tapDraft({ gutFeeling: 'no', willIgnore: 'no' }) },
    ])
    expect(longGoalFacts(state, summaryOf(entries)).honoredNos).toBe(2)
  })

  it("counts a month's outcomes judged by the person's own Yes or No, by the check-in's month", () => {
    const { state, entries } = journal([0, 1, 2, 31, 32, 33, 34].map((n) => ({ at: day(n) })))
    const verdicts = [
      'right',
      'wrong',
      'right',
      'right',
      'hard-to-say',
      'right',
      undefined,
    ] as const
    const judged: Entry[] = entries.map((entry, index) => ({
      ...entry,
      consequence: 'It went fine',
      consequenceDate: day(60),
      ...(verdicts[index] ? { ownVerdict: verdicts[index] } : {}),
    }))
    const summary = summaryOf(judged)
    expect(judgedByMonth(summary.days)).toEqual({ '2026-01': 3, '2026-02': 2 })
    const facts = longGoalFacts(state, summary)
    expect(facts.calibratedMonths).toBe(1)
    expect(facts.outcomes).toBe(7)
    const noWords = judged.map((entry) => ({ ...entry, consequence: null }))
    expect(judgedByMonth(summaryOf(noWords).days)).toEqual({})
  })

  it('counts check-ins as the seven do, from the stored count after a delete', () => {
    const { state, entries } = journal([{ at: day(0) }, { at: day(1) }])
    expect(longGoalFacts(state, summaryOf(entries.slice(1))).checkins).toBe(2)
  })
})
