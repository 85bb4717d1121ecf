import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ApiError } from '@/lib/server-calls'

/**
 * The app's own words for a server's refusal, by its code (ADR 0077): the server keeps its
 * English messages for its callers, and a person reads the refusal in their language. These
 * are the codes the general error toast and the account's and reminders' rows meet: any call's,
 * signing in and up (better-auth's codes too), the profile, and deleting the account.
 */
const SERVER_FAILURE = msg`Something went wrong on our side. Please try again.`
const ACCOUNT_EXISTS = msg`User already exists. Use another email.`

const TEXTS: Record<string, MessageDescriptor> = {
  network: msg`We couldn't reach Hara. Check your connection and try again.`,
  rate_limited: msg`Too many attempts. Please wait a moment and try again.`,
  unavailable: msg`Hara is unavailable right now. Please try again soon.`,
  server_error: SERVER_FAILURE,
  internal_error: SERVER_FAILURE,
  bad_answer: SERVER_FAILURE,
  database_unavailable: SERVER_FAILURE,
  unauthorized: msg`Sign in to continue.`,
  not_admitted: msg`Enter your early-access code in the app to use this. It is asked for at the end of onboarding.`,
  payload_too_large: msg`The request body is too large.`,
  // Signing in and up.
  INVALID_EMAIL_OR_PASSWORD: msg`Invalid email or password`,
  INVALID_EMAIL: msg`Invalid email`,
  INVALID_PASSWORD: msg`Invalid password`,
  PASSWORD_TOO_SHORT: msg`Password too short`,
  PASSWORD_TOO_LONG: msg`Password too long`,
  USER_ALREADY_EXISTS: ACCOUNT_EXISTS,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: ACCOUNT_EXISTS,
  INVALID_TOKEN: msg`This link is no longer valid. Ask for a new one.`,
  google_not_configured: msg`Google sign-in is not configured on this server`,
  sign_up_expired: msg`This sign-up has expired. Please start again.`,
  PASSKEY_NOT_FOUND: msg`No Hara account uses this passkey any more. Sign in another way, or sign up.`,
  PREVIOUSLY_REGISTERED: msg`This passkey is already registered.`,
  // The profile.
  invalid_name: msg`Enter a name.`,
  invalid_nickname: msg`Enter a nickname.`,
  // Deleting the account.
  wrong_password: msg`That password isn't right. Try again.`,
  password_required: msg`Enter your password to continue.`,
  sign_in_again: msg`For your safety, sign in again, then delete your account within 10 minutes.`,
}

/**
 * What `error` says to the person in the language spoken now: a server refusal by its code,
 * any other failure in general words. A code the app has no words for shows the server's own
 * message (a 4xx with something particular to say), a failure of the server the general words.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const text = Object.hasOwn(TEXTS, error.code) ? TEXTS[error.code] : undefined
    if (text) return i18n._(text)
    if (error.status === 0) return i18n._(TEXTS.network!)
    if (error.status >= 500) return i18n._(SERVER_FAILURE)
    if (error.message) return error.message
  }
  return i18n._(msg`Something went wrong. Please try again.`)
}
