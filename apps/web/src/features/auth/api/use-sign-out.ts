import { useMutation, useQueryClient } from '@tanstack/react-query'
import { signOut } from './auth-actions'
import { forgetSession, sessionQueryKey } from './session'

/** Signs out and forgets every cached server answer, so the next user starts clean. */
export function useSignOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      forgetSession()
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] })
      queryClient.setQueryData(sessionQueryKey, null)
    },
  })
}
