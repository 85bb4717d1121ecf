import { z } from 'zod/mini'
import { lazySchema } from '../parsing/lazy-schema'

/**
 * Onboarding choices kept on the device (steps 3 and 4).
 */

/** Step 3: the primary focus. */
export const ONBOARDING_FOCUSES = ['financial', 'relationships', 'career'] as const
export const onboardingFocusSchema = lazySchema(() => z.enum(ONBOARDING_FOCUSES))
export type OnboardingFocus = z.infer<typeof onboardingFocusSchema>

/** Step 4: the chosen challenge, stored as its text (three options per focus). */
export const onboardingChallengeSchema = lazySchema(() =>
  z.string().check(z.trim(), z.minLength(1)),
)
