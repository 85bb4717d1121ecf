import { t } from '@lingui/core/macro'
import { useQueryClient } from '@/lib/query'
import { useMutation } from '@/lib/query/use-mutation'
import { cancelPasskeyAutofill } from '@/features/passkeys/lib/passkey-autofill'
import type * as Passkeys from '@/features/passkeys/lib/passkeys'
import { showError } from '@/lib/show-error'
import { toast } from '@/lib/toast'
import { sessionQueryKey } from './session'
import type { AuthValues } from '../components/auth-modes'

export const signedInToast = () =>
  toast.success(t`Welcome back!`, { description: t`You've successfully signed in.` })

export const accountCreatedToast = () =>
  toast.success(t`Account created!`, { description: t`Welcome to Hara.` })

export type PasskeyCeremony = { mode: 'sign-in' | 'sign-up'; values: AuthValues }

/**
 * 'Sign in with a passkey' or 'Sign up with a passkey': the phone's prompt, then the session
 * again so routing follows. One request at a time: the prompt replaces the waiting autofill
 * request. A prompt the person closed is no error; any other failure is shown.
 */
export function usePasskeyCeremony() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ mode, values }: PasskeyCeremony) => {
      cancelPasskeyAutofill()
      let passkeys: typeof Passkeys | undefined
      try {
        // The ceremonies and the WebAuthn library load only now.
        passkeys = await import('@/features/passkeys/lib/passkeys')
        if (mode === 'sign-up') {
          await passkeys.signUpWithPasskey({ email: values.email, nickname: values.nickname })
          accountCreatedToast()
        } else {
          await passkeys.signInWithPasskey()
          signedInToast()
        }
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey })
      } catch (error) {
        if (!passkeys?.passkeyCancelled(error)) showError(error)
      }
    },
  })
}
