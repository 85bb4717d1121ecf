import { describe, expect, it } from 'vitest'
import { missionsSchema } from './analysis-schemas'
import {
  DEFAULT_BODY_SIGNALS,
  DEFAULT_CATEGORIES,
  DEFAULT_DAILY_FOCUS,
  DEFAULT_MISSIONS,
  MIN_ENTRIES_FOR_COACHING,
} from './defaults'
import { ONBOARDING_FOCUSES, onboardingChallengeSchema, onboardingFocusSchema } from './onboarding'

describe('defaults (spec section 9)', () => {
  it('lists the categories and body signals', () => {
    expect(DEFAULT_CATEGORIES).toEqual([
      'Work',
      'Relationship',
      'Social',
      'Health',
      'Finance',
      'Entrepreneurship',
      'Other',
    ])
    expect(DEFAULT_BODY_SIGNALS).toEqual([
      'Tight chest',
      'Dropped stomach',
      'Expanding warmth',
      'Numb',
    ])
  })

  it('has three default missions in the mission shape, with unique ids', () => {
    expect(missionsSchema.parse(DEFAULT_MISSIONS)).toEqual(DEFAULT_MISSIONS)
    expect(DEFAULT_MISSIONS.map((mission) => mission.title)).toEqual([
      'Pause before saying yes',
      'Notice one body signal',
      'Honor a no that feels right',
    ])
    expect(new Set(DEFAULT_MISSIONS.map((mission) => mission.id)).size).toBe(3)
  })

  it('has a default daily focus and needs 3 entries to personalise', () => {
    expect(DEFAULT_DAILY_FOCUS.trim()).not.toBe('')
    expect(MIN_ENTRIES_FOR_COACHING).toBe(3)
  })
})

describe('onboarding choices', () => {
  it('accepts the three focuses and a non-blank challenge', () => {
    expect(ONBOARDING_FOCUSES).toEqual(['financial', 'relationships', 'career'])
    expect(onboardingFocusSchema.safeParse('career').success).toBe(true)
    expect(onboardingFocusSchema.safeParse('health').success).toBe(false)
    expect(onboardingChallengeSchema.safeParse('  ').success).toBe(false)
    expect(onboardingChallengeSchema.parse(' Saying no ')).toBe('Saying no')
  })
})
