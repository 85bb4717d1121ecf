import { NICKNAME_MAX, PASSWORD_HINT, PASSWORD_MAX, PASSWORD_MIN } from '@hara/core'
import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Screen } from '@/components/ui/screen'
import { TextField } from '@/components/ui/text-field'
import {
  requestPasswordReset,
  resetPassword,
  signIn,
  signUp,
  startGoogleSignIn,
  useAuthMutation,
} from '../api/auth-actions'
import { Rating } from './rating'

export type AuthMode = 'sign-in' | 'sign-up' | 'forgot-password' | 'set-new-password'

function showError(error: unknown) {
  toast.error('Error', {
    description: error instanceof Error ? error.message : 'Something went wrong. Please try again.',
  })
}

/**
 * The auth screen of spec section 2 with its four views. The reset link in the mail lands on
 * /auth?token=… (set-new-password) or /auth?error=… when the link is invalid or expired.
 */
export function AuthScreen() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const token = params.get('token')
  const linkError = params.get('error')
  const [mode, setMode] = useState<AuthMode>(() =>
    token ? 'set-new-password' : linkError ? 'forgot-password' : 'sign-in',
  )
  useEffect(() => {
    if (!linkError) return
    toast.error('Error', {
      id: 'reset-link-error',
      description: 'This reset link is invalid or has expired. Ask for a new one below.',
    })
  }, [linkError])

  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [nickname, setNickname] = useState('')
  const [newPassword, setNewPassword] = useState('')

  const signInMutation = useAuthMutation(signIn)
  const signUpMutation = useAuthMutation(signUp)
  const resetRequest = useAuthMutation(requestPasswordReset)
  const resetMutation = useAuthMutation(
    ({ token, password }: { token: string; password: string }) => resetPassword(token, password),
  )
  const googleMutation = useAuthMutation(startGoogleSignIn)

  const busy =
    signInMutation.isPending ||
    signUpMutation.isPending ||
    resetRequest.isPending ||
    resetMutation.isPending

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    switch (mode) {
      case 'sign-in':
        signInMutation.mutate(
          { email, password },
          {
            onSuccess: () =>
              toast.success('Welcome back!', { description: "You've successfully signed in." }),
            onError: showError,
          },
        )
        break
      case 'sign-up':
        signUpMutation.mutate(
          { email, password, nickname },
          {
            onSuccess: () => toast.success('Account created!', { description: 'Welcome to Hara.' }),
            onError: showError,
          },
        )
        break
      case 'forgot-password':
        resetRequest.mutate(email, {
          onSuccess: () => {
            toast.success('Check your email', {
              description: "We've sent you a password reset link.",
            })
            setMode('sign-in')
          },
          onError: showError,
        })
        break
      case 'set-new-password':
        resetMutation.mutate(
          { token: token ?? '', password: newPassword },
          {
            onSuccess: () => {
              toast.success('Password updated!', {
                description: 'Your password has been reset successfully.',
              })
              // The token leaves the address bar; the session (set by the server) shows /home.
              navigate('/home', { replace: true })
            },
            onError: showError,
          },
        )
        break
    }
  }

  const switchTo = (next: AuthMode) => {
    setMode(next)
    if (mode === 'set-new-password' || linkError) navigate('/auth', { replace: true })
  }

  const submitLabel = {
    'sign-in': 'Sign in',
    'sign-up': 'Create account',
    'forgot-password': 'Send reset link',
    'set-new-password': 'Update password',
  }[mode]

  const subtitle = {
    'sign-in': 'Sign in to keep listening to your gut.',
    'sign-up': 'Create your account to start your journey.',
    'forgot-password': "Enter your email and we'll send you a reset link.",
    'set-new-password': 'Choose a new password for your account.',
  }[mode]

  return (
    <Screen className="justify-center gap-8">
      <header className="flex flex-col items-center gap-4 text-center">
        <span
          aria-hidden="true"
          className="size-16 rounded-full bg-[radial-gradient(circle_at_35%_30%,var(--orb-a),var(--orb-b)_45%,var(--orb-c))] shadow-[0_0_48px_-8px_var(--orb-b)]"
        />
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight">Welcome to Hara</h1>
          <p className="text-lg text-muted">Learn to trust your gut, one signal at a time.</p>
        </div>
        <Rating />
      </header>

      <div className="flex flex-col gap-5">
        <p className="text-center text-base text-muted">{subtitle}</p>
        <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate={false}>
          {mode === 'sign-up' ? (
            <TextField
              label="Nickname"
              name="nickname"
              autoComplete="nickname"
              required
              maxLength={NICKNAME_MAX}
              value={nickname}
              onChange={(e) => setNickname(e.target.value)}
            />
          ) : null}
          {mode !== 'set-new-password' ? (
            <TextField
              label="Email"
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          ) : null}
          {mode === 'sign-in' || mode === 'sign-up' ? (
            <TextField
              label="Password"
              type="password"
              name="password"
              autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
              required
              minLength={PASSWORD_MIN}
              maxLength={PASSWORD_MAX}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              hint={mode === 'sign-up' ? PASSWORD_HINT : undefined}
            />
          ) : null}
          {mode === 'set-new-password' ? (
            <TextField
              label="New password"
              type="password"
              name="new-password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN}
              maxLength={PASSWORD_MAX}
              value={newPassword}
              onChange={(e) => setNewPassword(e.target.value)}
              hint={PASSWORD_HINT}
            />
          ) : null}

          {mode === 'sign-in' ? (
            <button
              type="button"
              className="-my-1 min-h-11 self-end px-1 text-sm font-medium text-accent"
              onClick={() => switchTo('forgot-password')}
            >
              Forgot password?
            </button>
          ) : null}

          <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
            {busy ? 'Please wait…' : submitLabel}
          </Button>

          {mode === 'sign-up' ? (
            <p className="text-center text-sm text-muted">
              By creating an account, you agree to our{' '}
              <Link to="/terms" className="font-medium text-accent underline underline-offset-2">
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link to="/privacy" className="font-medium text-accent underline underline-offset-2">
                Privacy Policy
              </Link>
              .
            </p>
          ) : null}
        </form>

        {mode === 'sign-in' || mode === 'sign-up' ? (
          <>
            <div className="flex items-center gap-3 text-sm text-muted" role="separator">
              <span className="h-px flex-1 bg-line" />
              or
              <span className="h-px flex-1 bg-line" />
            </div>
            <Button
              variant="secondary"
              size="lg"
              disabled={googleMutation.isPending}
              onClick={() =>
                googleMutation.mutate(undefined, {
                  onError: showError,
                })
              }
            >
              <GoogleMark />
              Continue with Google
            </Button>
          </>
        ) : null}
      </div>

      <footer className="text-center">
        {mode === 'sign-in' ? (
          <ToggleLink onClick={() => switchTo('sign-up')}>
            Don&apos;t have an account? Sign up
          </ToggleLink>
        ) : mode === 'sign-up' ? (
          <ToggleLink onClick={() => switchTo('sign-in')}>
            Already have an account? Sign in
          </ToggleLink>
        ) : (
          <ToggleLink onClick={() => switchTo('sign-in')}>Back to sign in</ToggleLink>
        )}
      </footer>
    </Screen>
  )
}

function ToggleLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="min-h-11 px-2 text-base font-medium text-accent"
    >
      {children}
    </button>
  )
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path
        fill="#EA4335"
        d="M12 10.2v3.9h5.5c-.24 1.4-1.7 4.1-5.5 4.1-3.3 0-6-2.7-6-6.2s2.7-6.2 6-6.2c1.9 0 3.2.8 3.9 1.5l2.7-2.6C16.9 3.1 14.7 2 12 2 6.5 2 2 6.5 2 12s4.5 10 10 10c5.8 0 9.6-4.1 9.6-9.8 0-.7-.1-1.2-.2-1.7H12z"
      />
    </svg>
  )
}
