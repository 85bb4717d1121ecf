import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiFetch, postJson } from '@/lib/server-calls'
import { addPasskey } from '@/lib/passkeys'

/** A passkey of the signed-in account, as the server lists it. */
export type Passkey = { id: string; name: string | null; createdAt: string }

const passkeysQuery = queryOptions({
  queryKey: ['passkeys'],
  queryFn: () => apiFetch<Passkey[]>('/api/auth/passkey/list-user-passkeys'),
})

export function usePasskeys() {
  return useQuery(passkeysQuery)
}

/** After a change, the list is asked for again. */
function useChange<TInput>(fn: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey }),
  })
}

export function useAddPasskey() {
  return useChange(() => addPasskey())
}

/** The server refuses to remove the last way into an account (400 `last_sign_in_method`). */
export function useRemovePasskey() {
  return useChange((id: string) => postJson('/api/auth/passkey/delete-passkey', { id }))
}
