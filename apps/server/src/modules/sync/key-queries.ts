/**
 * The wrapped data key's database access, and turning sync off. Every query is by the
 * session's user id; every write runs under the account's lock (account-lock.ts).
 */
import type { SyncChange, SyncKey, SyncKeyUpload } from '@hara/core'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { syncKey, syncRecord } from '../../db/schema'
import { currentKey, finishChange, lockAccount, nextSeq } from './account-lock'

const t = syncKey

export async function findKey(db: Database, userId: string): Promise<SyncKey | null> {
  const [row] = await db.select().from(t).where(eq(t.userId, userId))
  return row ? toKey(row) : null
}

function toKey(row: typeof t.$inferSelect): SyncKey {
  return {
    keyId: row.keyId,
    version: row.version,
    kdf: {
      algorithm: row.kdfAlgorithm as 'PBKDF2-SHA-256',
      iterations: row.kdfIterations,
      salt: row.kdfSalt,
    },
    wrap: { algorithm: row.wrapAlgorithm as 'AES-256-GCM', iv: row.wrapIv },
    wrappedKey: row.wrappedKey,
    cipher: { algorithm: row.cipherAlgorithm as 'AES-256-GCM' },
    updatedAt: row.updatedAt.toISOString(),
  }
}

export type StoreKeyResult =
  | { stored: true; key: SyncKey; change: SyncChange }
  | { stored: false; reason: 'stale' | 'key_changed'; currentVersion: number | null }

/**
 * Stores the envelope if `upload.baseVersion` is the stored version (null: none is stored) and,
 * replacing one, for the same data key (`keyId`): a passphrase change re-wraps the key, and
 * never swaps it under records made with the old one. Versions count on across a delete.
 */
export async function storeKey(
  db: Database,
  userId: string,
  upload: SyncKeyUpload,
  now: Date,
): Promise<StoreKeyResult> {
  return db.transaction(async (tx) => {
    const counters = await lockAccount(tx, userId)
    const current = await currentKey(tx, userId)
    const currentVersion = current?.version ?? null
    if (upload.baseVersion !== currentVersion) {
      return { stored: false, reason: 'stale', currentVersion } as const
    }
    if (current && current.keyId !== upload.keyId) {
      return { stored: false, reason: 'key_changed', currentVersion } as const
    }
    const version = counters.lastKeyVersion + 1
    const values = {
      keyId: upload.keyId,
      version,
      kdfAlgorithm: upload.kdf.algorithm,
      kdfIterations: upload.kdf.iterations,
      kdfSalt: upload.kdf.salt,
      wrapAlgorithm: upload.wrap.algorithm,
      wrapIv: upload.wrap.iv,
      wrappedKey: upload.wrappedKey,
      cipherAlgorithm: upload.cipher.algorithm,
      updatedAt: now,
    }
    const [row] = await tx
      .insert(t)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: t.userId, set: values })
      .returning()
    const change = { seq: nextSeq(counters.lastSeq, now.getTime()), keyVersion: version }
    await finishChange(
      tx,
      userId,
      { ...counters, lastSeq: change.seq, lastKeyVersion: version },
      change,
    )
    return { stored: true, key: toKey(row!), change } as const
  })
}

export type DeleteSyncResult =
  | { deleted: true; change: SyncChange | null }
  | { deleted: false; currentVersion: number }

/**
 * Deletes the key and every record while `keyVersion` is the stored key's version: a phone turns
 * off only the sync it has seen. With no key there is nothing to delete, and that is not an
 * error. The counters stay, so seqs and versions count on afterwards.
 */
export async function deleteSync(
  db: Database,
  userId: string,
  keyVersion: number,
  now: number,
): Promise<DeleteSyncResult> {
  return db.transaction(async (tx) => {
    const counters = await lockAccount(tx, userId)
    const current = await currentKey(tx, userId)
    if (!current) return { deleted: true, change: null } as const
    if (current.version !== keyVersion) {
      return { deleted: false, currentVersion: current.version } as const
    }
    await tx.delete(syncRecord).where(eq(syncRecord.userId, userId))
    await tx.delete(t).where(eq(t.userId, userId))
    const change = { seq: nextSeq(counters.lastSeq, now), keyVersion: null }
    await finishChange(
      tx,
      userId,
      { ...counters, lastSeq: change.seq, recordCount: 0, recordBytes: 0 },
      change,
    )
    return { deleted: true, change } as const
  })
}
