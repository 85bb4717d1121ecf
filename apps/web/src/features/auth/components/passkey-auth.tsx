import { Trans } from '@lingui/react/macro'
import { useState, type RefObject } from 'react'
import { Button } from '@/components/ui/button'
import { passkeysUsableHere } from '@/features/passkeys/lib/passkey-autofill'
import { usePasskeyAutofill } from '../api/passkey-autofill'
import { usePasskeyCeremony } from '../api/passkey-ceremony'
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
  const ceremony = usePasskeyCeremony()
  const pending = ceremony.isPending
  const [supported] = useState(() => passkeysUsableHere())

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
    <>
      {/* Leaving sign-in (or the screen) unmounts it, which withdraws the waiting request. */}
      {mode === 'sign-in' && <PasskeyAutofill />}
      <Button variant="secondary" size="lg" disabled={pending} aria-busy={pending} onClick={run}>
        {pending ? (
          <Trans>Please wait…</Trans>
        ) : mode === 'sign-up' ? (
          <Trans>Sign up with a passkey</Trans>
        ) : (
          <Trans>Sign in with a passkey</Trans>
        )}
      </Button>
    </>
  )
}

/** The phone's passkeys among the email field's suggestions, while this is mounted. */
function PasskeyAutofill() {
  usePasskeyAutofill()
  return null
}
