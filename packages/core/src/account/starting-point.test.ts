import { describe, expect, it } from 'vitest'
import { localDay } from '../time/calendar-day'
import { DEFAULT_DAILY_FOCUS, DEFAULT_MISSIONS } from '../journal/defaults'
import { isMissionDone, missionGoal } from '../gamification/mission-progress'
import { tapDraft } from '../test/fixtures'
import { ONBOARDING_CHALLENGES, startingFocus, startingMissions } from './starting-point'
import { ONBOARDING_FOCUSES } from './onboarding'

describe('where Hara starts', () => {
  it('is the product’s defaults, exactly, when nothing was chosen', () => {
    expect(startingFocus({ focus: null, challenge: null })).toBe(DEFAULT_DAILY_FOCUS)
    expect(startingMissions({ focus: null, challenge: null })).toBe(DEFAULT_MISSIONS)
  })

  it('differs between two people who chose differently', () => {
    const career = { focus: 'career' as const, challenge: 'I overthink every decision' }
    const relationships = { focus: 'relationships' as const, challenge: 'I say yes when I mean no' }
    expect(startingFocus(career)).not.toBe(startingFocus(relationships))
    expect(startingMissions(career)[0]!.title).toBe(
      'Decide one small thing on your first gut answer',
    )
    expect(startingMissions(relationships)[0]!.title).toBe('Honor a no that feels right')
  })

  it('gives every focus and challenge three missions, no title twice, each one the journal can tick off', () => {
    for (const focus of ONBOARDING_FOCUSES) {
      for (const challenge of [null, ...ONBOARDING_CHALLENGES[focus]]) {
        const missions = startingMissions({ focus, challenge })
        expect(missions).toHaveLength(3)
        expect(new Set(missions.map((m) => m.title)).size).toBe(3)
        expect(new Set(missions.map((m) => m.id)).size).toBe(3)
        expect(startingFocus({ focus, challenge })).not.toBe(DEFAULT_DAILY_FOCUS)
        // A check-in in the mission's own context, honoring a no, does the first one.
        const goal = missionGoal(missions[0]!)
        const today = '2025-03-01'
        const entry = {
          ...tapDraft({ gutFeeling: 'no', willIgnore: 'no' }),
          context: goal?.context ?? 'Work',
          id: 'e1',
          day: today,
        }
        expect(
          isMissionDone(goal, {
            today,
            dayOf: (instant) => localDay(instant, 'UTC'),
            entries: [entry as never],
            outcomes: 0,
          }),
        ).toBe(true)
      }
    }
  })
})
