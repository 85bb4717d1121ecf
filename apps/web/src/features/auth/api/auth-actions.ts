import { useQueryClient } from '@/lib/query'
import { useMutation } from '@/lib/query/use-mutation'
import { callApi } from '@/lib/server-calls'
import { authApi } from '@/lib/auth-routes'
import { sessionQueryKey } from './session'

export type SignInInput = { email: string; password: string }
export type SignUpInput = { email: string; password: string; nickname: string }

export const signIn = (input: SignInInput) =>
  callApi(() => authApi.signInEmail({ ...input, rememberMe: true }))

export const signUp = ({ email, password, nickname }: SignUpInput) =>
  callApi(() =>
    authApi.signUpEmail({ email, password, name: nickname.trim(), nickname: nickname.trim() }),
  )

/** The reset link in the mail comes back to /auth?token=…, which opens the set-new-password view. */
export const requestPasswordReset = (email: string) =>
  callApi(() =>
    authApi.requestPasswordReset({ email, redirectTo: `${window.location.origin}/auth` }),
  )

/** The server signs the user in when the new password is set. */
export const resetPassword = (token: string, newPassword: string) =>
  callApi(() => authApi.resetPassword({ token, newPassword }))

export const signOut = () => callApi(() => authApi.signOut({}))

/** Starts Google sign-in; the server answers with the provider's address to go to. */
export async function startGoogleSignIn(): Promise<void> {
  // The schema (and zod) load only now: the sign-in screen carries none (ADR 0030).
  const { socialSignInSchema } = await import('@hara/core/server-answers')
  const { url } = await callApi(
    () => authApi.signInSocial({ provider: 'google', callbackURL: `${window.location.origin}/` }),
    socialSignInSchema,
  )
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
