import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, type RefObject } from 'react'
import { Button } from '@/components/ui/button'
import {
  cancelPasskeyAutofill,
  passkeysUsableHere,
  signInWithPasskeyAutofill,
} from '@/features/passkeys/lib/passkey-autofill'
import { showError } from '@/lib/show-error'
import { signedInToast, usePasskeyCeremony } from '../api/passkey-ceremony'
import { sessionQueryKey } from '../api/session'
import type { AuthMode, AuthValues } from './auth-modes'

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
  const ceremony = usePasskeyCeremony()
  const pending = ceremony.isPending
  const [supported] = useState(() => passkeysUsableHere())

  // Autofill: the request waits in the email field's suggestions, started after the screen has
  // painted; leaving sign-in (or the screen) withdraws it.
  useEffect(() => {
    if (mode !== 'sign-in' || !supported) return
    let active = true
    void (async () => {
      try {
        if (!(await signInWithPasskeyAutofill()) || !active) return
        signedInToast()
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

  const run = () => {
    if (pending) return
    if (mode === 'sign-up') {
      const fields = ['nickname', 'email'].map((name) =>
        form.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`),
      )
      if (!fields.every((field) => field?.reportValidity() ?? true)) return
    }
    ceremony.mutate({ mode, values })
  }

  return (
    <Button variant="secondary" size="lg" disabled={pending} aria-busy={pending} onClick={run}>
      {pending
        ? 'Please wait…'
        : mode === 'sign-up'
          ? 'Sign up with a passkey'
          : 'Sign in with a passkey'}
    </Button>
  )
}
