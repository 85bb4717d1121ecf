/**
 * The server's whole database schema, one module per group of tables:
 * - auth.ts: better-auth's tables (user, session, account, verification, rate_limit) and
 *   `sign_in_address`;
 * - passkey.ts: the passkey plugin's `passkey`;
 * - profile.ts: the product's `profiles` and `admissions` for the access code;
 * - push.ts: the reminders' `push_subscription` and `push_delivery`;
 * - journal.ts: `journal_backup` for the encrypted whole-journal backup, and `sync_account`,
 *   `sync_key` and `sync_record` for record sync;
 * - server.ts: `rate_limit_event` for Hara's own rate limits and `server_secret` for the
 *   secrets processes on one PostgreSQL share;
 * - app-lock.ts: `app_lock_credential` and `app_lock_challenge` for the phone's screen lock.
 *
 * One schema and one migration folder serve both PGlite and PostgreSQL (ADR 0003).
 * The better-auth tables mirror `getAuthTables()` of better-auth 1.7. Their model and field
 * names are the keys used here, so better-auth's Drizzle adapter finds them with no mapping;
 * `profiles` is registered with better-auth as the model `profile` (modules/auth).
 */
import { appLockChallenge, appLockCredential } from './app-lock'
import { account, rateLimit, session, signInAddress, user, verification } from './auth'
import { journalBackup, syncAccount, syncKey, syncRecord } from './journal'
import { passkey } from './passkey'
import { admissions, profiles } from './profile'
import { pushDelivery, pushSubscription } from './push'
import { rateLimitEvent, serverSecret } from './server'

export * from './app-lock'
export * from './auth'
export * from './journal'
export * from './passkey'
export * from './profile'
export * from './push'
export * from './server'

export const schema = {
  user,
  session,
  account,
  verification,
  passkey,
  rateLimit,
  rateLimitEvent,
  signInAddress,
  profiles,
  pushSubscription,
  pushDelivery,
  admissions,
  journalBackup,
  appLockCredential,
  appLockChallenge,
  syncAccount,
  syncKey,
  syncRecord,
  serverSecret,
}
