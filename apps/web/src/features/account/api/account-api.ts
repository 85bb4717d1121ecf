import { api } from '@/lib/typed-clients'
import { callApi, postJson } from '@/lib/server-calls'

/**
 * How this account confirms deleting itself: its password, or a fresh sign-in (with Google when
 * linked, else with a passkey).
 */
export type AccountConfirmation = {
  confirmWith: 'password' | 'sign-in'
  signedInAt: string
  signInAgainWith?: 'google' | 'passkey'
}

/** How recent a Google-only sign-in must be to delete the account (the server's rule). */
export const FRESH_SIGN_IN_MS = 10 * 60 * 1000

/** GET /api/account. */
export function fetchAccountConfirmation(): Promise<AccountConfirmation> {
  return callApi(() => api.account.$get())
}

/** DELETE /api/account: everything the server holds for the account. */
export async function deleteAccount(password: string | undefined): Promise<void> {
  await callApi(() => api.account.$delete({ json: password === undefined ? {} : { password } }))
}

/** Back to Settings with its confirmation open, once Google has signed the person in again. */
export async function signInAgainWithGoogle(): Promise<void> {
  const { url } = await postJson<{ url?: string }>('/api/auth/sign-in/social', {
    provider: 'google',
    callbackURL: `${window.location.origin}/settings#${DELETE_ACCOUNT_ANCHOR}`,
  })
  if (url) window.location.assign(url)
}

/** /settings#delete-account opens the confirmation. */
export const DELETE_ACCOUNT_ANCHOR = 'delete-account'
