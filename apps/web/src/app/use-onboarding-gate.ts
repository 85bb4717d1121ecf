import { useQuery, useQueryClient } from '@/lib/query'
import { useCallback, useEffect } from 'react'
import { profileQueryOptions } from '@/features/profile/api/get-profile'
import { setOnboardingCompleted, useOnboardingCompleted } from '@/stores/device'

export type OnboardingGate = 'checking' | 'onboarding' | 'onboarded'

/**
 * Whether the signed-in user sees onboarding. The server's admission record (the access code
 * passed) decides whenever the server answers; the product's local flag
 * `onboarding_completed_{userId}` follows it, so a second phone of an admitted user skips
 * onboarding, and an account the server has not admitted (a flag set by hand) goes through
 * onboarding and its access code. Without an answer (offline, server down) the local flag decides.
 */
export function useOnboardingGate(userId: string | null): {
  gate: OnboardingGate
  /** Call when the access code was accepted: the server has just recorded the admission. */
  markAdmitted(): void
} {
  const queryClient = useQueryClient()
  const onboardedHere = useOnboardingCompleted()
  const profile = useQuery({ ...profileQueryOptions, enabled: userId !== null })
  // Only an answer about this user counts (the query is shared by the whole tab).
  const admitted = profile.data?.id === userId ? profile.data?.admitted : undefined

  // The flag is only ever set from the record, never cleared: offline, the device still opens on
  // its journal; the server's own routes check the record themselves.
  useEffect(() => {
    if (admitted && !onboardedHere) setOnboardingCompleted(true)
  }, [admitted, onboardedHere])

  const markAdmitted = useCallback(() => {
    queryClient.setQueryData(profileQueryOptions.queryKey, (row) =>
      row ? { ...row, admitted: true } : row,
    )
  }, [queryClient])

  const onboarded = admitted ?? onboardedHere
  // Not onboarded on this device yet: wait briefly for the server before showing step 1, so an
  // admitted user's second phone goes straight in. (A paused query means offline: don't wait.)
  const waiting = !onboarded && profile.isPending && profile.fetchStatus === 'fetching'
  return { gate: waiting ? 'checking' : onboarded ? 'onboarded' : 'onboarding', markAdmitted }
}
