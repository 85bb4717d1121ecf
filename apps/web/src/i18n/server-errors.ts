import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ApiError } from '@/lib/server-calls'

/**
 * The app's own words for a server's refusal, by its code (ADR 0077): the server keeps its
 * English messages for its callers, and a person reads the refusal in their language. The
 * backup, sync, screen lock and passkey codes are here, with the ones any call may meet, and
 * those of signing in and up, the profile and deleting the account (the general error toast).
 */
const SAME_AGAIN = msg`The backup changed on another phone just now. Try again.`
const SERVER_FAILURE = msg`Something went wrong on our side. Please try again.`
const NO_BACKUP = msg`There is no backup for this account yet.`
const ACCOUNT_EXISTS = msg`User already exists. Use another email.`

const TEXTS: Record<string, MessageDescriptor> = {
  network: msg`We couldn't reach Hara. Check your connection and try again.`,
  rate_limited: msg`Too many attempts. Please wait a moment and try again.`,
  unavailable: msg`Hara is unavailable right now. Please try again soon.`,
  server_error: SERVER_FAILURE,
  internal_error: SERVER_FAILURE,
  bad_answer: SERVER_FAILURE,
  unauthorized: msg`Sign in to continue.`,
  signed_out: msg`Sign in again to use your backup.`,
  // The backup and the synced records.
  backup_not_found: NO_BACKUP,
  sync_key_not_found: NO_BACKUP,
  backup_stale: SAME_AGAIN,
  backup_key_changed: SAME_AGAIN,
  sync_key_stale: SAME_AGAIN,
  sync_key_changed: SAME_AGAIN,
  sync_conflicts: msg`Other phones kept changing the backup.`,
  sync_account_full: msg`Your backup is full: it can't keep more of your journal, so nothing new was sent.`,
  backup_damaged: msg`The backup couldn't be read.`,
  backup_unreadable: msg`The backup could not be read. Please try again.`,
  // The screen lock.
  lock_not_verified: msg`Your phone's screen lock could not be set up. Try again.`,
  credential_taken: msg`This screen lock is already in use.`,
  credential_not_found: msg`This screen lock is not known for your account.`,
  unlock_not_verified: msg`That didn't unlock Hara. Try again.`,
  passkey_not_verified: msg`That passkey didn't unlock Hara.`,
  password_required: msg`Enter your password to unlock.`,
  passkey_required: msg`Unlock with one of your passkeys.`,
  wrong_password: msg`That password isn't right. Try again.`,
  recovery_ended: msg`Your password was reset after this lock was set up, so only this phone's screen lock opens Hara here.`,
  no_recovery: msg`Your account has no password or passkey, so only this phone's screen lock opens Hara here.`,
  // Passkeys.
  last_sign_in_method: msg`This passkey is the only way into your account. Add another passkey before you remove it.`,
  invalid_passkey_name: msg`Give the passkey a shorter name.`,
  invalid_passkey_response: msg`This passkey's answer could not be read.`,
  database_unavailable: SERVER_FAILURE,
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
  sign_in_again: msg`For your safety, sign in again, then delete your account within 10 minutes.`,
}

/**
 * What `error` says to the person in the language spoken now: a server refusal by its code,
 * any other failure in general words (`fallback` when given).
 */
export function serverErrorText(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) {
    const text = Object.hasOwn(TEXTS, error.code) ? TEXTS[error.code] : undefined
    if (text) return i18n._(text)
    if (error.status === 0) return i18n._(TEXTS.network!)
    if (error.status >= 500) return i18n._(SERVER_FAILURE)
  }
  return fallback ?? i18n._(msg`Something went wrong. Please try again.`)
}
