import type { OnboardingFocus } from '@hara/core'
import { commit, getActiveUserId, read } from './engine'
import type { WriteOutcome } from './storage-problems'

/** Onboarding on this device: whether it is done, and the focus and challenge chosen. */

/** Whether the active user finished onboarding (`onboarding_completed_{userId}`). */
export function isOnboardingCompleted(): boolean {
  return getActiveUserId() !== null && read(['onboardingCompleted']).onboardingCompleted
}

export function setOnboardingCompleted(completed = true): WriteOutcome {
  return commit(['onboardingCompleted'], { onboardingCompleted: completed })
}

export function getOnboardingFocus(): OnboardingFocus | null {
  return read(['onboardingFocus']).onboardingFocus
}

export function setOnboardingFocus(focus: OnboardingFocus | null): WriteOutcome {
  return commit(['onboardingFocus'], { onboardingFocus: focus })
}

export function getOnboardingChallenge(): string | null {
  return read(['onboardingChallenge']).onboardingChallenge
}

export function setOnboardingChallenge(challenge: string | null): WriteOutcome {
  const text = challenge?.trim() ? challenge.trim() : null
  return commit(['onboardingChallenge'], { onboardingChallenge: text })
}
