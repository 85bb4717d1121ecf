import { useMutation } from '@/lib/query/use-mutation'
import { deleteAccount } from './account-api'

/** Deletes the account on the server, confirmed with the password or a fresh sign-in (undefined). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string | undefined) => deleteAccount(password),
  })
}
