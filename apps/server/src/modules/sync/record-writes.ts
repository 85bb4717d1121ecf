/**
 * Storing a batch of records, each by compare-and-set on the seq it replaces.
 *
 * The batch is one transaction under the account's lock: each record is checked on its own
 * (accepted, or a conflict that comes back with the stored record), and every accepted record
 * is committed together, with seqs in the order sent. A batch whose accepted records would
 * take the account past its limits stores nothing. Ciphertexts cross to the database as base64
 * and are decoded there, as the whole-journal backup's are (modules/backup/queries.ts says why).
 */
import {
  changeWithRecords,
  type SyncChange,
  type SyncRecord,
  type SyncRecordsUpload,
} from '@hara/core'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { syncRecord } from '../../db/schema'
import { currentKey, finishChange, lockAccount, nextSeq } from './account-lock'
import { recordColumns, toRecord } from './record-reads'

const t = syncRecord

export type AccountLimits = { maxRecords: number; maxBytes: number }

export type StoreRecordsResult =
  | {
      kind: 'stored'
      accepted: { id: string; seq: number }[]
      conflicts: { id: string; current: SyncRecord | null }[]
      latestSeq: number
      /** Null when nothing was accepted: nothing changed. */
      change: SyncChange | null
    }
  | { kind: 'key_changed'; keyVersion: number | null }
  | { kind: 'account_full'; limit: 'records' | 'bytes' }

export async function storeRecords(
  db: Database,
  userId: string,
  upload: SyncRecordsUpload,
  limits: AccountLimits,
  now: number,
): Promise<StoreRecordsResult> {
  return db.transaction(async (tx) => {
    const counters = await lockAccount(tx, userId)
    const key = await currentKey(tx, userId)
    if (!key || key.keyId !== upload.keyId) {
      return { kind: 'key_changed', keyVersion: key?.version ?? null } as const
    }
    const ids = upload.records.map((record) => record.id)
    const stored = new Map(
      (
        await tx
          .select({ id: t.recordId, seq: t.seq, size: t.size })
          .from(t)
          .where(and(eq(t.userId, userId), inArray(t.recordId, ids)))
      ).map((row) => [row.id, row]),
    )

    let { recordCount, recordBytes, lastSeq } = counters
    const accepted: { id: string; seq: number; iv: string; ciphertext: string; size: number }[] = []
    const conflicting: string[] = []
    for (const record of upload.records) {
      const current = stored.get(record.id)
      if ((current?.seq ?? null) !== record.replaces) {
        conflicting.push(record.id)
        continue
      }
      // Exact for the contract's padded base64.
      const size = Buffer.byteLength(record.ciphertext, 'base64')
      recordCount += current ? 0 : 1
      recordBytes += size - (current?.size ?? 0)
      lastSeq = nextSeq(lastSeq, now)
      accepted.push({
        id: record.id,
        seq: lastSeq,
        iv: record.iv,
        ciphertext: record.ciphertext,
        size,
      })
    }
    if (recordCount > limits.maxRecords) return { kind: 'account_full', limit: 'records' } as const
    if (recordBytes > limits.maxBytes) return { kind: 'account_full', limit: 'bytes' } as const

    let change: SyncChange | null = null
    if (accepted.length > 0) {
      await tx
        .insert(t)
        .values(
          accepted.map((record) => ({
            userId,
            recordId: record.id,
            seq: record.seq,
            iv: record.iv,
            ciphertext: sql`decode(${record.ciphertext}, 'base64')`,
            size: record.size,
          })),
        )
        .onConflictDoUpdate({
          target: [t.userId, t.recordId],
          set: {
            seq: sql`excluded.seq`,
            iv: sql`excluded.iv`,
            ciphertext: sql`excluded.ciphertext`,
            size: sql`excluded.size`,
          },
        })
      // A small change rides its event (ADR 0063): the other phone takes it without a pull.
      change = changeWithRecords(
        { seq: lastSeq, keyVersion: key.version },
        counters.lastSeq,
        accepted.map(({ id, seq, iv, ciphertext }) => ({ id, seq, iv, ciphertext })),
      )
      await finishChange(tx, userId, { ...counters, lastSeq, recordCount, recordBytes }, change)
    }

    const currents =
      conflicting.length === 0
        ? []
        : await tx
            .select(recordColumns)
            .from(t)
            .where(and(eq(t.userId, userId), inArray(t.recordId, conflicting)))
    const byId = new Map(currents.map((row) => [row.id, toRecord(row)]))
    return {
      kind: 'stored',
      accepted: accepted.map(({ id, seq }) => ({ id, seq })),
      conflicts: conflicting.map((id) => ({ id, current: byId.get(id) ?? null })),
      latestSeq: lastSeq,
      change,
    } as const
  })
}
