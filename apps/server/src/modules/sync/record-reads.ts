/**
 * Reading records by cursor, and the account's latest change.
 *
 * A page is the records whose seq is above `since`, in seq order, up to a count and a byte
 * budget. It needs no transaction: seqs only grow, so a record missing from a page was replaced
 * meanwhile and comes back later with its new seq, and no record can appear below a seq
 * already handed out (account-lock.ts).
 */
import type { SyncChange, SyncCheck, SyncPage, SyncRecord } from '@hara/core'
import { and, asc, count, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { syncAccount, syncKey, syncRecord } from '../../db/schema'

const t = syncRecord

export const recordColumns = {
  id: t.recordId,
  seq: t.seq,
  iv: t.iv,
  ciphertext: sql<string>`encode(${t.ciphertext}, 'base64')`,
}

export function toRecord(row: { id: string; seq: number; iv: string; ciphertext: string }) {
  // PostgreSQL's base64 has a line break every 76 characters; the contract's has none.
  return { ...row, seq: Number(row.seq), ciphertext: row.ciphertext.replaceAll('\n', '') }
}

/** The account's latest change and key version; zero and null before its first write. */
export async function readState(db: Database, userId: string): Promise<SyncChange> {
  const [state] = await readStates(db, [userId])
  return state?.change ?? { seq: 0, keyVersion: null }
}

/** The latest change of each of these accounts that has ever written. */
export async function readStates(
  db: Database,
  userIds: string[],
): Promise<{ userId: string; change: SyncChange }[]> {
  if (userIds.length === 0) return []
  const rows = await db
    .select({ userId: syncAccount.userId, seq: syncAccount.lastSeq, keyVersion: syncKey.version })
    .from(syncAccount)
    .leftJoin(syncKey, eq(syncKey.userId, syncAccount.userId))
    .where(inArray(syncAccount.userId, userIds))
  return rows.map((row) => ({
    userId: row.userId,
    change: { seq: Number(row.seq), keyVersion: row.keyVersion },
  }))
}

export type PageLimits = { records: number; bytes: number }

export async function readPage(
  db: Database,
  userId: string,
  since: number,
  limits: PageLimits,
  check: SyncCheck | null = null,
): Promise<SyncPage> {
  // First the state, then the records: anything committed in between shows in the page.
  const state = await readState(db, userId)
  const held = check === null ? null : await holds(db, userId, check)
  const after = and(eq(t.userId, userId), gt(t.seq, since))
  const candidates = await db
    .select({ seq: t.seq, size: t.size })
    .from(t)
    .where(after)
    .orderBy(asc(t.seq))
    .limit(limits.records)
  let bytes = 0
  let taken = 0
  for (const row of candidates) {
    if (taken > 0 && bytes + row.size > limits.bytes) break
    bytes += row.size
    taken += 1
  }
  const last = taken > 0 ? Number(candidates[taken - 1]!.seq) : since
  // Fewer candidates than asked for, all taken: nothing is left after them, no count needed
  // (the common page of a phone that is up to date, or nearly).
  const all = taken === candidates.length && candidates.length < limits.records
  const [records, remaining] = await Promise.all([
    taken === 0
      ? Promise.resolve([])
      : db
          .select(recordColumns)
          .from(t)
          .where(and(after, lte(t.seq, last)))
          .orderBy(asc(t.seq)),
    all ? Promise.resolve(0) : countAfter(db, userId, last),
  ])
  // With nothing left, the cursor may move to the latest change read before the page: no record
  // at or below it is still to come.
  const next = remaining === 0 ? Math.max(last, state.seq) : last
  return {
    records: records.map(toRecord) satisfies SyncRecord[],
    next,
    remaining,
    more: remaining > 0,
    latestSeq: Math.max(state.seq, last),
    keyVersion: state.keyVersion,
    held,
  }
}

async function countAfter(db: Database, userId: string, seq: number): Promise<number> {
  const [left] = await db
    .select({ n: count() })
    .from(t)
    .where(and(eq(t.userId, userId), gt(t.seq, seq)))
  return Number(left?.n ?? 0)
}

/**
 * Whether the account still has the record `check.id` at `check.seq` (with `check.iv`, when
 * given) or at a later seq. Seqs are never handed out twice (account-lock.ts), so a record a
 * phone saw at seq n is either still there at n, or was replaced since at a higher seq;
 * anything else means the server lost it. The IV tells a version apart even on a server that
 * did hand a seq out twice (one from before ADR 0044, restored).
 */
async function holds(db: Database, userId: string, check: SyncCheck): Promise<boolean> {
  const [row] = await db
    .select({ seq: t.seq, iv: t.iv })
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.recordId, check.id)))
  if (!row) return false
  const seq = Number(row.seq)
  return seq > check.seq || (seq === check.seq && (check.iv === undefined || row.iv === check.iv))
}
