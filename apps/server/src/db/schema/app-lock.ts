import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { user } from './auth'

/**
 * The phone's screen lock for Hara (ADR 0040): one row per WebAuthn credential a phone made to
 * lock the app. `public_key` is the credential's COSE key (base64url) that checks an unlock,
 * `counter` its last sign count, and `recovery_secret` the random secret that wraps the
 * phone's journal key for recovery: handed back only to the account's own password or a
 * passkey older than the credential, and emptied when a password reset ends recovery.
 */
export const appLockCredential = pgTable(
  'app_lock_credential',
  {
    credentialId: text('credential_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    recoverySecret: text('recovery_secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('app_lock_credential_user_id_idx').on(table.userId)],
)

/** The last WebAuthn challenge handed to an account for the lock: one at a time, used once. */
export const appLockChallenge = pgTable('app_lock_challenge', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  challenge: text('challenge').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})
