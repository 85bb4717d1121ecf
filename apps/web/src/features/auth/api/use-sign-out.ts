import { useQueryClient } from '@/lib/query'
import { useMutation } from '@/lib/query/use-mutation'
import { signOut } from './auth-actions'
import { forgetSession, sessionQueryKey } from './session'

/**
 * Signs out and forgets every cached server answer, so the next user starts clean. `before`
 * runs first, while the session still lets the phone tell the server (the route's way to stop
 * this account's reminders); the sign-out is pending, and busy, through both.
 */
export function useSignOut({ before }: { before?: () => Promise<void> } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      await before?.()
      await signOut()
    },
    onSuccess: () => {
      forgetSession()
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] })
      queryClient.setQueryData(sessionQueryKey, null)
    },
  })
}
