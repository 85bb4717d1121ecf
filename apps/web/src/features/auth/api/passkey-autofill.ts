import { useQuery, useQueryClient } from '@/lib/query'
import {
  cancelPasskeyAutofill,
  signInWithPasskeyAutofill,
} from '@/features/passkeys/lib/passkey-autofill'
import { showError } from '@/lib/show-error'
import { signedInToast } from './passkey-ceremony'
import { sessionQueryKey } from './session'

/**
 * Autofill on the sign-in screen: while the calling component is mounted, the phone's passkeys
 * wait among the email field's suggestions, and one picked signs in (routing follows the
 * session). The request is a query that lives as long as someone observes it: the fetch starts
 * after the screen has painted, and when the component unmounts the query cache (lib/query) aborts the query's
 * signal, which withdraws the request (`gcTime: 0` then forgets it, so a next visit asks again).
 * Only a passkey picked in the suggestions and refused by the server is shown as an error.
 */
export function usePasskeyAutofill(): void {
  const queryClient = useQueryClient()
  useQuery({
    queryKey: ['passkey-autofill'],
    queryFn: async ({ signal }) => {
      signal.addEventListener('abort', cancelPasskeyAutofill)
      try {
        const signedIn = await signInWithPasskeyAutofill()
        if (!signedIn || signal.aborted) return false
        signedInToast()
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey })
        return true
      } catch (error) {
        if (!signal.aborted) showError(error)
        return false
      }
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    networkMode: 'always',
  })
}
