import { t } from '@lingui/core/macro'
import { useNavigate } from '@/lib/router'
import { showError } from '@/lib/show-error'
import { toast } from '@/lib/toast'
import { accountCreatedToast, signedInToast } from '../api/passkey-ceremony'
import {
  requestPasswordReset,
  resetPassword,
  signIn,
  signUp,
  useAuthMutation,
} from '../api/auth-actions'
import type { AuthMode, AuthValues } from './auth-modes'

/**
 * What the auth form sends in each view, and what it says when that works; a failure shows the
 * error. `busy` while any of them is under way, whichever view is showing.
 */
export function useAuthSubmit({
  token,
  onResetLinkSent,
}: {
  /** The reset link's token, for set-new-password. */
  token: string | null
  onResetLinkSent: () => void
}) {
  const navigate = useNavigate()
  const signInMutation = useAuthMutation(signIn)
  const signUpMutation = useAuthMutation(signUp)
  const resetRequest = useAuthMutation(requestPasswordReset)
  const resetMutation = useAuthMutation(
    ({ token, password }: { token: string; password: string }) => resetPassword(token, password),
  )

  const busy =
    signInMutation.isPending ||
    signUpMutation.isPending ||
    resetRequest.isPending ||
    resetMutation.isPending

  const submit = (mode: AuthMode, { email, password, nickname, newPassword }: AuthValues) => {
    if (busy) return
    switch (mode) {
      case 'sign-in':
        signInMutation.mutate(
          { email, password },
          {
            onSuccess: signedInToast,
            onError: showError,
          },
        )
        break
      case 'sign-up':
        signUpMutation.mutate(
          { email, password, nickname },
          {
            onSuccess: accountCreatedToast,
            onError: showError,
          },
        )
        break
      case 'forgot-password':
        resetRequest.mutate(email, {
          onSuccess: () => {
            toast.success(t`Check your email`, {
              description: t`We've sent you a password reset link.`,
            })
            onResetLinkSent()
          },
          onError: showError,
        })
        break
      case 'set-new-password':
        resetMutation.mutate(
          { token: token ?? '', password: newPassword },
          {
            onSuccess: () => {
              toast.success(t`Password updated!`, {
                description: t`Your password has been reset successfully.`,
              })
              // The token leaves the address bar; the session (set by the server) shows /home.
              void navigate('/home', { replace: true })
            },
            onError: showError,
          },
        )
        break
    }
  }

  return { busy, submit }
}
