import { useQuery } from '@tanstack/react-query'
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
