/**
 * The server's whole database schema: better-auth's tables (user, session, account,
 * verification, passkey, rate_limit), the product's `profiles` table and
 * `rate_limit_event` for Hara's own rate limits, and the reminders' `push_subscription` and
 * `push_delivery`, `admissions` for the access code, `journal_backup` for the encrypted
 * whole-journal backup, `sync_account`, `sync_key` and `sync_record` for record sync, and
 * `server_secret` for the secrets processes on one PostgreSQL share.
 *
 * One schema and one migration folder serve both PGlite and PostgreSQL (ADR 0003).
 * The better-auth tables mirror `getAuthTables()` of better-auth 1.7. Their model and field
 * names are the keys used here, so better-auth's Drizzle adapter finds them with no mapping;
 * `profiles` is registered with better-auth as the model `profile` (modules/auth).
 */
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
)

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
)

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
)

/**
 * Passkeys (better-auth's passkey plugin, model `passkey`): the public key of each credential a
 * person made, never a private key or anything biometric. A credential id belongs to one
 * account only (unique), so a copied id cannot be registered to a second account.
 */
export const passkey = pgTable(
  'passkey',
  {
    id: text('id').primaryKey(),
    name: text('name'),
    publicKey: text('public_key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    credentialID: text('credential_id').notNull(),
    counter: integer('counter').notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    transports: text('transports'),
    createdAt: timestamp('created_at', { withTimezone: true }),
    aaguid: text('aaguid'),
  },
  (table) => [
    index('passkey_user_id_idx').on(table.userId),
    uniqueIndex('passkey_credential_id_idx').on(table.credentialID),
  ],
)

/** better-auth's rate-limit counters, kept in the database so limits hold across processes. */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
})

/**
 * Hara's own rate limits (the access code, later the coach): one row per allowed attempt, so a
 * limit holds across server processes. Rows older than their window are pruned as it goes.
 */
export const rateLimitEvent = pgTable(
  'rate_limit_event',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('rate_limit_event_key_at_idx').on(table.key, table.at),
    index('rate_limit_event_at_idx').on(table.at),
  ],
)

/**
 * Addresses that have signed in to an account: wrong passwords from them do not count
 * towards the account's limit, so guessing from elsewhere cannot lock the owner out. Both
 * columns are hashes (of the email and of the address's bucket), so the table names no one.
 */
export const signInAddress = pgTable(
  'sign_in_address',
  {
    accountKey: text('account_key').notNull(),
    addressKey: text('address_key').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountKey, table.addressKey] })],
)

/** One row per user, created in the same step as the user. */
export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  nickname: text('nickname').notNull(),
  firstName: text('first_name'),
  avatarUrl: text('avatar_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * One row per device that asked for reminders: its Web Push subscription, the
 * reminder time and time zone, which reminders it wants, and the local day of the person's last
 * check-in (a date only, never content). The endpoint identifies the device's subscription.
 *
 * For the outcome reminder (ADR 0023) it also keeps what the person's device last
 * reported of their tracked decisions, a count and a day and never a decision, and the last
 * outcome reminder this device got.
 */
export const pushSubscription = pgTable(
  'push_subscription',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    timeZone: text('time_zone').notNull(),
    /** `HH:MM`, wall-clock time in `time_zone`. */
    reminderTime: text('reminder_time').notNull(),
    daily: boolean('daily').notNull(),
    weekly: boolean('weekly').notNull(),
    lastCheckInDate: date('last_check_in_date', { mode: 'string' }),
    /** When the time, zone or choices last changed: a reminder already past then waits a day. */
    scheduledSince: timestamp('scheduled_since', { withTimezone: true }).notNull(),
    /** How many tracked decisions wait for their outcome, as the device last reported. */
    followUpWaiting: integer('follow_up_waiting').notNull().default(0),
    /** The local day the oldest of them becomes due for the outcome reminder, or null. */
    followUpDueOn: date('follow_up_due_on', { mode: 'string' }),
    /** The local day the last outcome reminder went out to this device, and the due day it was for. */
    outcomeRemindedOn: date('outcome_reminded_on', { mode: 'string' }),
    outcomeRemindedFor: date('outcome_reminded_for', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscription_user_id_idx').on(table.userId)],
)

/**
 * Each reminder claimed for sending: one row per subscription, kind and local day, inserted
 * before the push goes out. The primary key makes the claim atomic, so several server processes
 * never send the same reminder twice. Old rows are pruned.
 */
export const pushDelivery = pgTable(
  'push_delivery',
  {
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => pushSubscription.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.subscriptionId, table.kind, table.day] }),
    index('push_delivery_day_idx').on(table.day),
  ],
)

/**
 * Accounts that passed the early-access code, recorded on the server so
 * the gate holds whatever the browser says, and a second phone of the same person skips it.
 */
export const admissions = pgTable('admissions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  admittedAt: timestamp('admitted_at', { withTimezone: true }).notNull().defaultNow(),
})

/** PostgreSQL's `bytea`, read as a Buffer by node-postgres and as a Uint8Array by PGlite. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
})

/**
 * The encrypted journal backup (ADR 0016): one row per user, opaque to the server.
 * `salt` and `iv` are the key derivation's and AES-GCM's public parameters, kept as the base64
 * the phone sent. The ciphertext is kept as `bytea`, decoded from base64: a quarter smaller
 * than its text, and the column holds exactly the bytes the phone made, so `size` is their
 * count. `version` counts the uploads; each replaces the last by compare-and-set.
 *
 * A deleted backup stays as a row with no bytes and `deleted_at` set: the next
 * upload counts on from its version, so a version never names two backups, and a phone that
 * still holds an old version cannot replace a backup made after the delete.
 */
export const journalBackup = pgTable('journal_backup', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  kdfIterations: integer('kdf_iterations').notNull(),
  salt: text('salt').notNull(),
  iv: text('iv').notNull(),
  ciphertext: bytea('ciphertext').notNull(),
  size: integer('size').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
})

/**
 * Record sync (ADR 0035), per account: the counters every write moves. A write locks this row
 * first, so the writes of one account take turns on PostgreSQL as on PGlite, and seqs are
 * handed out, and become visible, in order. `last_seq` counts every change (a record, the key,
 * a delete) and `last_key_version` every key written; neither goes back, not even after a
 * delete, so a cursor or a version never names two things. `record_count` and `record_bytes`
 * are what the account's limits are checked against.
 */
export const syncAccount = pgTable('sync_account', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
  lastKeyVersion: integer('last_key_version').notNull().default(0),
  recordCount: integer('record_count').notNull().default(0),
  recordBytes: bigint('record_bytes', { mode: 'number' }).notNull().default(0),
})

/**
 * The account's data key, wrapped by the key its passphrase derives (ADR 0035): opaque to the
 * server, with the public parameters to unwrap it and the algorithms' names. `key_id` names the
 * data key (a passphrase change keeps it); `version` is the envelope's, replaced by
 * compare-and-set.
 */
export const syncKey = pgTable('sync_key', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  keyId: text('key_id').notNull(),
  version: integer('version').notNull(),
  kdfAlgorithm: text('kdf_algorithm').notNull(),
  kdfIterations: integer('kdf_iterations').notNull(),
  kdfSalt: text('kdf_salt').notNull(),
  wrapAlgorithm: text('wrap_algorithm').notNull(),
  wrapIv: text('wrap_iv').notNull(),
  wrappedKey: text('wrapped_key').notNull(),
  cipherAlgorithm: text('cipher_algorithm').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})

/**
 * One encrypted record per check-in, deletion record or gamification state (ADR 0035): the
 * phone's opaque id, the IV, the ciphertext with its tag, its size, and the seq of its latest
 * version. Only the latest version is kept; no time is stored per record.
 */
export const syncRecord = pgTable(
  'sync_record',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    recordId: text('record_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    iv: text('iv').notNull(),
    ciphertext: bytea('ciphertext').notNull(),
    size: integer('size').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.recordId] }),
    uniqueIndex('sync_record_user_id_seq_idx').on(table.userId, table.seq),
  ],
)

/**
 * Secrets every server process must share when they run on one PostgreSQL (ADR
 * 0025): the session secret and the VAPID key pair, by name, when the environment does not set
 * them. Generated once, under the start-up lock; never replaced by the server.
 */
export const serverSecret = pgTable('server_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

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
  syncAccount,
  syncKey,
  syncRecord,
  serverSecret,
}
