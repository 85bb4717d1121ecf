import { useQuery, useQueryClient } from '@/lib/query'
import { useMutation } from '@/lib/query/use-mutation'
import { passkeyCancelled, signInWithPasskey } from '@/features/passkeys/lib/passkeys'
import { showError } from '@/lib/show-error'
import { fetchAccountConfirmation, FRESH_SIGN_IN_MS } from './account-api'

/**
 * How deleting the account is confirmed (the password, or a sign-in) and whether this session
 * is fresh enough for a sign-in to count, asked each time the confirmation opens; asked again
 * (`refetch`) after a passkey sign-in, which begins a fresh session.
 */
export function useAccountConfirmation() {
  return useQuery({
    queryKey: ['account', 'confirmation'],
    queryFn: async () => {
      const found = await fetchAccountConfirmation()
      return { ...found, fresh: Date.now() - Date.parse(found.signedInAt) < FRESH_SIGN_IN_MS }
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnReconnect: false,
  })
}

/**
 * 'Sign in with your passkey again': a passkey sign-in begins a fresh session, so the
 * confirmation is asked again once it succeeds. A prompt the person closed is no error.
 */
export function usePasskeyConfirmation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'confirmation'] }),
    onError: (failure) => {
      if (!passkeyCancelled(failure)) showError(failure)
    },
  })
}
