import {
  bigint,
  customType,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { user } from './auth'

/** The journal on the server, always encrypted: the whole-journal backup and record sync. */

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
