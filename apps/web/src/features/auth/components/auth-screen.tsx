import { t as tNow } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useNavigate, useSearchParams } from '@/lib/router'
import { showError } from '@/lib/show-error'
import { toast } from '@/lib/toast'
import { Screen } from '@/components/ui/screen'
import { startGoogleSignIn, useAuthMutation } from '../api/auth-actions'
import { useGoogleSignIn } from '../api/auth-config'
import { AuthForm } from './auth-form'
import { initialMode, NO_VALUES, SUBTITLE, type AuthMode, type AuthValues } from './auth-modes'
import { GoogleSignIn } from './google-sign-in'
import { ModeSwitch } from './mode-switch'
import { PasskeyAuth } from './passkey-auth'
import { Rating } from './rating'
import { useAuthSubmit } from './use-auth-submit'

export type { AuthMode } from './auth-modes'

/**
 * The auth screen with its four views (auth-modes.ts): the form
 * (auth-form.tsx) and what it sends (use-auth-submit.ts), Google sign-in, passkeys
 * (passkey-auth.tsx), and the switch
 * between views. The reset link in the mail lands on /auth?token=… (set-new-password) or
 * /auth?error=… when the link is invalid or expired.
 */
export function AuthScreen() {
  const params = useSearchParams()
  const navigate = useNavigate()
  const token = params.get('token')
  const linkError = params.get('error')
  const [mode, setMode] = useState<AuthMode>(() => initialMode(token, linkError))
  const { t, i18n } = useLingui()
  // Raised once when the link's error arrives, in the language spoken then (`t` of the core).
  useEffect(() => {
    if (!linkError) return
    toast.error(tNow`Error`, {
      id: 'reset-link-error',
      description: tNow`This reset link is invalid or has expired. Ask for a new one below.`,
    })
  }, [linkError])

  // Toasts at the top here (app/toaster.tsx): at the bottom they would cover the form.
  useEffect(() => {
    document.documentElement.dataset.toasts = 'top'
    return () => {
      delete document.documentElement.dataset.toasts
    }
  }, [])

  const [values, setValues] = useState<AuthValues>(NO_VALUES)
  const { busy, submit } = useAuthSubmit({ token, onResetLinkSent: () => setMode('sign-in') })
  const googleMutation = useAuthMutation(startGoogleSignIn)
  const google = useGoogleSignIn()

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    submit(mode, values)
  }

  // After the switch under the form ('Sign up', 'Back to sign in'…), the next key goes to the
  // first field of the new view rather than staying on a link that has moved below the form.
  const formArea = useRef<HTMLDivElement>(null)
  const focusFirstField = useRef(false)
  useEffect(() => {
    if (!focusFirstField.current) return
    focusFirstField.current = false
    formArea.current?.querySelector<HTMLInputElement>('input')?.focus()
  }, [mode])

  const switchTo = (next: AuthMode) => {
    focusFirstField.current = true
    setMode(next)
    if (mode === 'set-new-password' || linkError) void navigate('/auth', { replace: true })
  }

  return (
    <Screen className="justify-center gap-8">
      <header className="flex flex-col items-center gap-4 text-center">
        <span
          aria-hidden="true"
          className="size-16 rounded-full bg-[radial-gradient(circle_at_35%_30%,var(--orb-a),var(--orb-b)_45%,var(--orb-c))] [box-shadow:0_0_48px_-8px_var(--orb-b)]"
        />
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{t`Welcome to Hara`}</h1>
          <p className="text-lg text-muted">{t`Learn to trust your gut, one signal at a time.`}</p>
        </div>
        <Rating />
      </header>

      <div ref={formArea} className="flex flex-col gap-5">
        <p className="text-center text-base text-muted">{i18n._(SUBTITLE[mode])}</p>
        <AuthForm
          mode={mode}
          values={values}
          onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
          busy={busy}
          onSubmit={onSubmit}
          onForgotPassword={() => switchTo('forgot-password')}
        />
        {google && (mode === 'sign-in' || mode === 'sign-up') ? (
          <GoogleSignIn
            pending={googleMutation.isPending}
            onStart={() => googleMutation.mutate(undefined, { onError: showError })}
          />
        ) : null}
        <PasskeyAuth mode={mode} values={values} form={formArea} />
      </div>

      <footer className="text-center">
        <ModeSwitch mode={mode} onSwitch={switchTo} />
      </footer>
    </Screen>
  )
}
