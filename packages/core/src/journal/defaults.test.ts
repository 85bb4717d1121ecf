import { describe, expect, it } from 'vitest'
import { missionsSchema } from '../coach/analysis-schemas'
import { DEFAULT_DAILY_FOCUS, DEFAULT_MISSIONS } from './defaults'
import {
  ONBOARDING_FOCUSES,
  onboardingChallengeSchema,
  onboardingFocusSchema,
} from '../account/onboarding'

describe('defaults', () => {
  it('has default missions in the mission shape, with unique ids', () => {
    expect(missionsSchema.parse(DEFAULT_MISSIONS)).toEqual(DEFAULT_MISSIONS)
    expect(new Set(DEFAULT_MISSIONS.map((mission) => mission.id)).size).toBe(
      DEFAULT_MISSIONS.length,
    )
  })

  it('has a default daily focus', () => {
    expect(DEFAULT_DAILY_FOCUS.trim()).not.toBe('')
  })
})

describe('onboarding choices', () => {
  it('accepts each offered focus, nothing else, and a non-blank challenge', () => {
    for (const focus of ONBOARDING_FOCUSES) {
      expect(onboardingFocusSchema.safeParse(focus).success).toBe(true)
    }
    expect(onboardingFocusSchema.safeParse('health').success).toBe(false)
    expect(onboardingChallengeSchema.safeParse('  ').success).toBe(false)
    expect(onboardingChallengeSchema.parse(' Saying no ')).toBe('Saying no')
  })
})
