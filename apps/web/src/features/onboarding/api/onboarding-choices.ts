import type { OnboardingFocus } from '@hara/core'
import { callApi } from '@/lib/server-calls'
import { api } from '@/lib/typed-clients'
import { setOnboardingChallenge, setOnboardingFocus } from '@/stores/device'

/**
 * Onboarding's choices, kept on this phone (they steer where Hara starts, ADR 0052) and with
 * the account (`PATCH /api/profile`), so another phone of the account starts from them too.
 * The phone keeps them first: a request that fails loses nothing here, and the next change
 * sends them again.
 */
export async function keepChoices(focus: OnboardingFocus, challenge: string): Promise<void> {
  setOnboardingFocus(focus)
  setOnboardingChallenge(challenge)
  await callApi(() =>
    api.profile.$patch({
      json: { onboarding_focus: focus, onboarding_challenge: challenge },
    }),
  ).catch((error: unknown) => console.warn('The onboarding choices were not sent.', error))
}
