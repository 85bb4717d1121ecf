import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, type RefObject } from 'react'
import { Button } from '@/components/ui/button'
import type * as Passkeys from '@/features/passkeys/lib/passkeys'
import {
  cancelPasskeyAutofill,
  passkeysUsableHere,
  signInWithPasskeyAutofill,
} from '@/features/passkeys/lib/passkey-autofill'
import { showError } from '@/lib/show-error'
import { toast } from '@/lib/toast'
import { sessionQueryKey } from '../api/session'
import type { AuthMode, AuthValues } from './auth-modes'

const signedIn = () =>
  toast.success('Welcome back!', { description: "You've successfully signed in." })

/**
 * Passkeys on the auth screen: on sign-in, the phone's passkeys among the email field's
 * suggestions (where the browser offers that) and 'Sign in with a passkey'; on sign-up,
 * 'Sign up with a passkey', which uses the nickname and email typed above instead of a password.
 */
export function PasskeyAuth({
  mode,
  values,
  form,
}: {
  mode: AuthMode
  values: AuthValues
  /** Where the form's fields are, to check the nickname and email before a sign-up. */
  form: RefObject<HTMLElement | null>
}) {
  const queryClient = useQueryClient()
  const [pending, setPending] = useState(false)
  const [supported] = useState(() => passkeysUsableHere())

  const finish = async () => {
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey })
  }

  // Autofill: the request waits in the email field's suggestions, started after the screen has
  // painted; leaving sign-in (or the screen) withdraws it.
  useEffect(() => {
    if (mode !== 'sign-in' || !supported) return
    let active = true
    void (async () => {
      try {
        if (!(await signInWithPasskeyAutofill()) || !active) return
        signedIn()
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey })
      } catch (error) {
        // Only a passkey picked in the suggestions and refused by the server comes here.
        if (active) showError(error)
      }
    })()
    return () => {
      active = false
      cancelPasskeyAutofill()
    }
  }, [mode, supported, queryClient])

  if (!supported || (mode !== 'sign-in' && mode !== 'sign-up')) return null

  const run = async () => {
    if (pending) return
    if (mode === 'sign-up') {
      const fields = ['nickname', 'email'].map((name) =>
        form.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`),
      )
      if (!fields.every((field) => field?.reportValidity() ?? true)) return
    }
    setPending(true)
    // One request at a time: the prompt replaces the waiting autofill request.
    cancelPasskeyAutofill()
    let passkeys: typeof Passkeys | undefined
    try {
      // The ceremonies and the WebAuthn library load only now.
      passkeys = await import('@/features/passkeys/lib/passkeys')
      if (mode === 'sign-up') {
        await passkeys.signUpWithPasskey({ email: values.email, nickname: values.nickname })
        toast.success('Account created!', { description: 'Welcome to Hara.' })
      } else {
        await passkeys.signInWithPasskey()
        signedIn()
      }
      await finish()
    } catch (error) {
      if (!passkeys?.passkeyCancelled(error)) showError(error)
    } finally {
      setPending(false)
    }
  }

  return (
    <Button
      variant="secondary"
      size="lg"
      disabled={pending}
      aria-busy={pending}
      onClick={() => void run()}
    >
      {pending
        ? 'Please wait…'
        : mode === 'sign-up'
          ? 'Sign up with a passkey'
          : 'Sign in with a passkey'}
    </Button>
  )
}
