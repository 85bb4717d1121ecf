import { queryOptions, useQuery, useQueryClient } from '@/lib/query'
import { useMutation } from '@/lib/query/use-mutation'
import { passkeyListSchema } from '@hara/core'
import { callApi } from '@/lib/server-calls'
import { addPasskey } from '../lib/passkeys'
import { authApi } from '@/lib/auth-routes'

/** A passkey of the signed-in account, as the server lists it. */
export type { Passkey } from '@hara/core'

const passkeysQuery = queryOptions({
  queryKey: ['passkeys'],
  queryFn: () => callApi(() => authApi.listPasskeys(), passkeyListSchema),
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
  return useChange((id: string) => callApi(() => authApi.deletePasskey({ id })))
}
