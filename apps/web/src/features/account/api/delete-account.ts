import { useMutation } from '@tanstack/react-query'
import { deleteAccount } from './account-api'

/** Deletes the account on the server, confirmed with the password or a fresh sign-in (undefined). */
export function useDeleteAccount() {
  return useMutation({
    mutationKey: ['account', 'delete'],
    mutationFn: (password: string | undefined) => deleteAccount(password),
  })
}
