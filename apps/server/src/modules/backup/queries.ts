/**
 * The encrypted backup's database access. Every query is by the session's user id; a new
 * backup replaces the old one only by compare-and-set on its version, in one statement, so two
 * uploads from the same version cannot both win, on PGlite or on PostgreSQL.
 *
 * The ciphertext crosses to the database as base64 text and is decoded and encoded there: PGlite
 * takes a bytea parameter as hex text and parses it slowly (7.8 MB: 2.7 s to write and 1.1 s to
 * read, against 0.44 s and 0.07 s this way), and it runs one query at a time.
 */
import type { BackupMetadata, BackupUpload } from '@hara/core'
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { journalBackup } from '../../db/schema'

const t = journalBackup

/** The columns of the metadata: never the ciphertext, which may be megabytes. */
const metadataColumns = {
  version: t.version,
  kdfIterations: t.kdfIterations,
  salt: t.salt,
  iv: t.iv,
  size: t.size,
  updatedAt: t.updatedAt,
}

type MetadataRow = { [K in keyof typeof metadataColumns]: (typeof t.$inferSelect)[K] }

export function toMetadata(row: MetadataRow): BackupMetadata {
  return {
    version: row.version,
    kdf: { algorithm: 'PBKDF2-SHA-256', iterations: row.kdfIterations, salt: row.salt },
    cipher: { algorithm: 'AES-256-GCM', iv: row.iv },
    size: row.size,
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** The user's live backup: a deleted one is kept only for its version (db/schema/journal.ts). */
const liveOf = (userId: string) => and(eq(t.userId, userId), isNull(t.deletedAt))

export async function findMetadata(db: Database, userId: string): Promise<BackupMetadata | null> {
  const [row] = await db.select(metadataColumns).from(t).where(liveOf(userId))
  return row ? toMetadata(row) : null
}

/** The metadata and the ciphertext as base64; null when the user has no backup. */
export async function findContent(
  db: Database,
  userId: string,
): Promise<(BackupMetadata & { ciphertext: string }) | null> {
  const ciphertext = sql<string>`encode(${t.ciphertext}, 'base64')`
  const [row] = await db
    .select({ ...metadataColumns, ciphertext })
    .from(t)
    .where(liveOf(userId))
  if (!row) return null
  // PostgreSQL's base64 has a line break every 76 characters; the contract's has none.
  return { ...toMetadata(row), ciphertext: row.ciphertext.replaceAll('\n', '') }
}

export type StoreResult =
  | { stored: true; metadata: BackupMetadata }
  | { stored: false; reason: 'stale' | 'key_changed'; currentVersion: number | null }

/**
 * Stores `upload` as the user's backup if `upload.baseVersion` is the version stored now (null:
 * none is stored, never was or was deleted) and, replacing one, with the same key: a phone
 * holding an old passphrase's key cannot overwrite a backup made under a new one. Otherwise
 * nothing changes and the current version comes back. Versions count on across a delete.
 */
export async function storeBackup(
  db: Database,
  userId: string,
  upload: BackupUpload,
  now: Date,
): Promise<StoreResult> {
  const values = {
    kdfIterations: upload.kdf.iterations,
    salt: upload.kdf.salt,
    iv: upload.cipher.iv,
    ciphertext: sql`decode(${upload.ciphertext}, 'base64')`,
    // Exact for the contract's padded base64.
    size: Buffer.byteLength(upload.ciphertext, 'base64'),
    updatedAt: now,
    deletedAt: null,
  }
  const rows =
    upload.baseVersion === null
      ? await db
          .insert(t)
          .values({ userId, version: 1, ...values })
          .onConflictDoUpdate({
            target: t.userId,
            set: { version: sql`${t.version} + 1`, ...values },
            setWhere: isNotNull(t.deletedAt),
          })
          .returning(metadataColumns)
      : await db
          .update(t)
          .set({ version: sql`${t.version} + 1`, ...values })
          .where(
            and(liveOf(userId), eq(t.version, upload.baseVersion), eq(t.salt, upload.kdf.salt)),
          )
          .returning(metadataColumns)
  const [row] = rows
  if (row) return { stored: true, metadata: toMetadata(row) }
  const current = await findMetadata(db, userId)
  const keyChanged = current !== null && current.version === upload.baseVersion
  return {
    stored: false,
    reason: keyChanged ? 'key_changed' : 'stale',
    currentVersion: current?.version ?? null,
  }
}

export type DeleteResult = { deleted: boolean } | { stale: true; currentVersion: number }

/**
 * Deletes the user's backup if `version` is the one stored now: a phone cannot delete a backup
 * it has not seen. What stays is the version, so the next upload counts on from it. With no
 * backup there is nothing to delete, and that is not an error.
 */
export async function deleteBackup(
  db: Database,
  userId: string,
  version: number,
  now: Date,
): Promise<DeleteResult> {
  const rows = await db
    .update(t)
    .set({ ciphertext: new Uint8Array(0), size: 0, deletedAt: now, updatedAt: now })
    .where(and(liveOf(userId), eq(t.version, version)))
    .returning({ version: t.version })
  if (rows.length > 0) return { deleted: true }
  const current = await findMetadata(db, userId)
  return current ? { stale: true, currentVersion: current.version } : { deleted: false }
}
