import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/**
 * The four views of the auth screen and what each says. The reset link in the
 * mail lands on /auth?token=… (set-new-password), or /auth?error=… when the link is invalid or
 * expired (forgot-password, to ask for a new one).
 */
export type AuthMode = 'sign-in' | 'sign-up' | 'forgot-password' | 'set-new-password'

/** What the form holds; switching views keeps what was typed. */
export type AuthValues = { email: string; password: string; nickname: string; newPassword: string }

export const NO_VALUES: AuthValues = { email: '', password: '', nickname: '', newPassword: '' }

export function initialMode(token: string | null, linkError: string | null): AuthMode {
  return token ? 'set-new-password' : linkError ? 'forgot-password' : 'sign-in'
}

export const SUBMIT_LABEL: Record<AuthMode, MessageDescriptor> = {
  'sign-in': msg`Sign in`,
  'sign-up': msg`Create account`,
  'forgot-password': msg`Send reset link`,
  'set-new-password': msg`Update password`,
}

export const SUBTITLE: Record<AuthMode, MessageDescriptor> = {
  'sign-in': msg`Sign in to keep listening to your gut.`,
  'sign-up': msg`Create your account to start your journey.`,
  'forgot-password': msg`Enter your email and we'll send you a reset link.`,
  'set-new-password': msg`Choose a new password for your account.`,
}

/** A reset ends what was set up before it (the server removes the sessions and passkeys). */
export const RESET_ENDS_WHAT_CAME_BEFORE = msg`A new password signs you out everywhere else and removes your passkeys: you can add them again in Settings.`
