import { isChallengeOf, onboardingFocusSchema } from '@hara/core'
import { useQuery } from '@/lib/query'
import { useEffect } from 'react'
import { profileQueryOptions } from '@/features/profile/api/get-profile'
import {
  getOnboardingChallenge,
  getOnboardingFocus,
  setOnboardingChallenge,
  setOnboardingFocus,
} from '@/stores/device'

/**
 * Onboarding's choices as the account keeps them: when the profile read from the server names
 * choices this phone does not have (a second phone that skipped onboarding, or a change made on
 * another phone), this phone takes them, so every phone starts from the same place (ADR 0052).
 * Only a new answer from the server does this: a change made here, on its way to the server,
 * is never put back.
 */
export function useChoicesFromAccount(ready: boolean): void {
  const { data } = useQuery({ ...profileQueryOptions, enabled: ready })
  const focus = data?.onboarding_focus ?? null
  const challenge = data?.onboarding_challenge ?? null
  useEffect(() => {
    if (!ready || focus === null || challenge === null) return
    const known = onboardingFocusSchema.safeParse(focus)
    if (!known.success || !isChallengeOf(known.data, challenge)) return
    if (getOnboardingFocus() === known.data && getOnboardingChallenge() === challenge) return
    setOnboardingFocus(known.data)
    setOnboardingChallenge(challenge)
  }, [ready, focus, challenge])
}
