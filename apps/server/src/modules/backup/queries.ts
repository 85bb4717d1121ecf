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
import { and, eq, sql } from 'drizzle-orm'
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

export async function findMetadata(db: Database, userId: string): Promise<BackupMetadata | null> {
  const [row] = await db.select(metadataColumns).from(t).where(eq(t.userId, userId))
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
    .where(eq(t.userId, userId))
  if (!row) return null
  // PostgreSQL's base64 has a line break every 76 characters; the contract's has none.
  return { ...toMetadata(row), ciphertext: row.ciphertext.replaceAll('\n', '') }
}

export type StoreResult =
  { stored: true; metadata: BackupMetadata } | { stored: false; currentVersion: number | null }

/**
 * Stores `upload` as the user's backup if `upload.baseVersion` is the version stored now (null:
 * none is stored). Otherwise nothing changes and the current version comes back.
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
  }
  const rows =
    upload.baseVersion === null
      ? await db
          .insert(t)
          .values({ userId, version: 1, ...values })
          .onConflictDoNothing({ target: t.userId })
          .returning(metadataColumns)
      : await db
          .update(t)
          .set({ version: sql`${t.version} + 1`, ...values })
          .where(and(eq(t.userId, userId), eq(t.version, upload.baseVersion)))
          .returning(metadataColumns)
  const [row] = rows
  if (row) return { stored: true, metadata: toMetadata(row) }
  const current = await findMetadata(db, userId)
  return { stored: false, currentVersion: current?.version ?? null }
}

/** Deletes the user's backup; true when there was one. */
export async function deleteBackup(db: Database, userId: string): Promise<boolean> {
  const rows = await db.delete(t).where(eq(t.userId, userId)).returning({ version: t.version })
  return rows.length > 0
}
