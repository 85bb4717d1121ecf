import { PASSWORD_MAX, PASSWORD_MIN } from '@hara/core'
import { PASSWORD_HINT } from '@/components/forms/password-hint'
import { Trans, useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import { NicknameField } from '@/components/forms/nickname-field'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import {
  RESET_ENDS_WHAT_CAME_BEFORE,
  SUBMIT_LABEL,
  type AuthMode,
  type AuthValues,
} from './auth-modes'
import { Link } from '@/components/ui/link'

/**
 * The auth screen's form: the fields each view asks for, 'Forgot password?' on sign-in, the
 * submit button, and on sign-up the terms it agrees to. One form for the four views, so what
 * was typed stays in its field when the view changes.
 */
export function AuthForm({
  mode,
  values,
  onChange,
  busy,
  onSubmit,
  onForgotPassword,
}: {
  mode: AuthMode
  values: AuthValues
  onChange: (patch: Partial<AuthValues>) => void
  busy: boolean
  onSubmit: (event: FormEvent) => void
  onForgotPassword: () => void
}) {
  const { t, i18n } = useLingui()
  return (
    <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate={false}>
      {mode === 'sign-up' ? (
        <NicknameField
          name="nickname"
          required
          value={values.nickname}
          onChange={(e) => onChange({ nickname: e.target.value })}
        />
      ) : null}
      {mode !== 'set-new-password' ? (
        <TextField
          label={t`Email`}
          type="email"
          name="email"
          // On sign-in the browser may offer the phone's passkeys among the suggestions.
          autoComplete={mode === 'sign-in' ? 'username webauthn' : 'email'}
          inputMode="email"
          required
          value={values.email}
          onChange={(e) => onChange({ email: e.target.value })}
        />
      ) : null}
      {mode === 'sign-in' || mode === 'sign-up' ? (
        <TextField
          label={t`Password`}
          type="password"
          name="password"
          autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          value={values.password}
          onChange={(e) => onChange({ password: e.target.value })}
          hint={mode === 'sign-up' ? i18n._(PASSWORD_HINT) : undefined}
        />
      ) : null}
      {mode === 'set-new-password' ? (
        <TextField
          label={t`New password`}
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          value={values.newPassword}
          onChange={(e) => onChange({ newPassword: e.target.value })}
          hint={i18n._(PASSWORD_HINT)}
        />
      ) : null}
      {mode === 'set-new-password' ? (
        <p className="text-sm text-muted">{i18n._(RESET_ENDS_WHAT_CAME_BEFORE)}</p>
      ) : null}

      {mode === 'sign-in' ? (
        <button
          type="button"
          className="-my-1 min-h-11 self-end px-1 text-sm font-medium text-accent"
          onClick={onForgotPassword}
        >
          <Trans>Forgot password?</Trans>
        </button>
      ) : null}

      <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
        {busy ? t`Please wait…` : i18n._(SUBMIT_LABEL[mode])}
      </Button>

      {mode === 'sign-up' ? (
        <p className="text-center text-sm text-muted">
          <Trans>
            By creating an account, you agree to our{' '}
            <Link to="/terms" className="font-medium text-accent underline underline-offset-2">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to="/privacy" className="font-medium text-accent underline underline-offset-2">
              Privacy Policy
            </Link>
            .
          </Trans>
        </p>
      ) : null}
    </form>
  )
}
