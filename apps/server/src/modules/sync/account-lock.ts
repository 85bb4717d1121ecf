/**
 * What every write of record sync starts and ends with, inside its transaction: the account's
 * counter row, locked, and the change signal sent as it commits.
 *
 * Locking `sync_account` first makes the writes of one account take turns, on PostgreSQL's
 * several connections as on PGlite's one: a seq is taken from `last_seq` under the lock and the
 * lock is held until commit, so seqs become visible in the order they were given, and a reader
 * paging by cursor never sees seq n + 1 while n is still to come. (A global sequence would hand
 * out numbers whose transactions may commit in another order, and a cursor would skip them.)
 *
 * A seq is also never handed out twice, not even by a database restored from an older copy
 * (ADR 0044): the next seq is at least the time in microseconds (`nextSeq`), so seqs given
 * after a restore are above every seq given before it, and a phone that knows a record at seq n
 * can tell that record from another one given the same number.
 */
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { syncAccount, syncKey } from '../../db/schema'
import type { SyncChange, SyncRecord } from '@hara/core'

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

export type AccountCounters = {
  lastSeq: number
  lastKeyVersion: number
  recordCount: number
  recordBytes: number
}

/** The PostgreSQL channel that carries 'something changed' between server processes. */
export const SYNC_CHANNEL = 'hara_sync'

/**
 * The seq after `lastSeq`: one more, and at least the time `now` (milliseconds) counted in
 * microseconds. Microseconds since 1970 stay below 2^53 (JavaScript's exact integers, and well
 * inside the bigint column) until the year 2255; a counter ahead of the clock (more than one
 * change per microsecond) simply counts on.
 */
export function nextSeq(lastSeq: number, now: number): number {
  return Math.max(lastSeq + 1, Math.floor(now) * 1000)
}

/** The account's counters, its row created if need be and locked until the transaction ends. */
export async function lockAccount(tx: Transaction, userId: string): Promise<AccountCounters> {
  await tx.insert(syncAccount).values({ userId }).onConflictDoNothing()
  const [row] = await tx
    .select({
      lastSeq: syncAccount.lastSeq,
      lastKeyVersion: syncAccount.lastKeyVersion,
      recordCount: syncAccount.recordCount,
      recordBytes: syncAccount.recordBytes,
    })
    .from(syncAccount)
    .where(eq(syncAccount.userId, userId))
    .for('update')
  if (!row) throw new Error('the sync account row vanished under its lock')
  return row
}

/** The stored key's id and version; read after `lockAccount`, so it is the committed one. */
export async function currentKey(
  tx: Transaction | Database,
  userId: string,
): Promise<{ keyId: string; version: number } | null> {
  const [row] = await tx
    .select({ keyId: syncKey.keyId, version: syncKey.version })
    .from(syncKey)
    .where(eq(syncKey.userId, userId))
  return row ?? null
}

/**
 * Writes the account's new counters and queues the change signal, which PostgreSQL delivers to
 * every listening process only if and when the transaction commits (on PGlite nobody listens;
 * the sync hub tells this process's streams itself).
 */
export async function finishChange(
  tx: Transaction,
  userId: string,
  counters: AccountCounters,
  change: SyncChange,
): Promise<void> {
  await tx.update(syncAccount).set(counters).where(eq(syncAccount.userId, userId))
  await tx.execute(sql`select pg_notify(${SYNC_CHANNEL}, ${changePayload(userId, change)})`)
}

/** A change as a notification carries it, with its records when it has them. */
export function changePayload(userId: string, change: SyncChange): string {
  const { seq, keyVersion, since, records } = change
  return JSON.stringify({ u: userId, s: seq, k: keyVersion, p: since, r: records })
}

const isRecord = (value: unknown): value is SyncRecord => {
  const record = value as Partial<SyncRecord> | null
  return (
    typeof record?.id === 'string' &&
    typeof record.seq === 'number' &&
    typeof record.iv === 'string' &&
    typeof record.ciphertext === 'string'
  )
}

/** Reads a notification's payload back; null for anything else on the channel. */
export function parseChangePayload(
  payload: string | undefined,
): { userId: string; change: SyncChange } | null {
  try {
    const value = JSON.parse(payload ?? '') as {
      u?: unknown
      s?: unknown
      k?: unknown
      p?: unknown
      r?: unknown
    }
    if (typeof value.u !== 'string' || typeof value.s !== 'number') return null
    const change: SyncChange = {
      seq: value.s,
      keyVersion: typeof value.k === 'number' ? value.k : null,
    }
    if (typeof value.p === 'number' && Array.isArray(value.r) && value.r.every(isRecord)) {
      change.since = value.p
      change.records = value.r
    }
    return { userId: value.u, change }
  } catch {
    return null
  }
}
