import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch, postJson } from '@/lib/server-calls'
import { sessionQueryKey } from './session'

export type SignInInput = { email: string; password: string }
export type SignUpInput = { email: string; password: string; nickname: string }

export const signIn = (input: SignInInput) =>
  postJson('/api/auth/sign-in/email', { ...input, rememberMe: true })

export const signUp = ({ email, password, nickname }: SignUpInput) =>
  postJson('/api/auth/sign-up/email', {
    email,
    password,
    name: nickname.trim(),
    nickname: nickname.trim(),
  })

/** The reset link in the mail comes back to /auth?token=…, which opens the set-new-password view. */
export const requestPasswordReset = (email: string) =>
  postJson('/api/auth/request-password-reset', {
    email,
    redirectTo: `${window.location.origin}/auth`,
  })

/** The server signs the user in when the new password is set. */
export const resetPassword = (token: string, newPassword: string) =>
  postJson('/api/auth/reset-password', { token, newPassword })

export const signOut = () => apiFetch('/api/auth/sign-out', { method: 'POST', body: '{}' })

/** Starts Google sign-in; the server answers with the provider's address to go to. */
export async function startGoogleSignIn(): Promise<void> {
  const { url } = await postJson<{ url?: string }>('/api/auth/sign-in/social', {
    provider: 'google',
    callbackURL: `${window.location.origin}/`,
  })
  if (url) window.location.assign(url)
}

/** A mutation that refreshes the session afterwards, so routing follows the new state. */
export function useAuthMutation<TInput>(fn: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  })
}
