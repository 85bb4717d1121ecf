/**
 * A sliding-window limit counted in the database, so it holds across server processes:
 * at most `max` attempts in any `windowMs` for each key. An attempt is counted only when it is
 * allowed, so someone who waits gets their tries back as old ones leave the window.
 */
import { and, count, eq, gt, inArray, lt, max, min, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { rateLimitEvent } from '../../db/schema'

export type AttemptRule = { max: number; windowMs: number }

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Rows older than this are stale for every rule and are pruned whatever key they belong to. */
const LONGEST_WINDOW_MS = 24 * 60 * 60 * 1000

/**
 * Counts one attempt under every key (e.g. the user and the address) if none of them is at its
 * limit; otherwise counts nothing and says when to retry.
 */
export async function consumeAttempt(
  db: Database,
  keys: string[],
  rule: AttemptRule,
  now: Date = new Date(),
): Promise<AttemptVerdict> {
  const unique = [...new Set(keys)].sort()
  const windowStart = new Date(now.getTime() - rule.windowMs)
  return db.transaction(async (tx) => {
    // Serialise attempts on the same keys (in a fixed order, so two never wait on each other),
    // so two processes cannot both take the last try.
    for (const key of unique) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`)
    }
    const counts = await tx
      .select({ key: rateLimitEvent.key, n: count(), oldest: min(rateLimitEvent.at) })
      .from(rateLimitEvent)
      .where(and(inArray(rateLimitEvent.key, unique), gt(rateLimitEvent.at, windowStart)))
      .groupBy(rateLimitEvent.key)

    const full = counts.filter((row) => row.n >= rule.max)
    if (full.length > 0) {
      // With the window full, a try frees up when the oldest one in it leaves.
      const freesAt = Math.max(
        ...full.map((row) => new Date(row.oldest ?? now).getTime() + rule.windowMs),
      )
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)),
      }
    }

    await tx.insert(rateLimitEvent).values(unique.map((key) => ({ key, at: now })))
    await tx
      .delete(rateLimitEvent)
      .where(
        sql`(${and(inArray(rateLimitEvent.key, unique), lt(rateLimitEvent.at, windowStart))}) or ${lt(rateLimitEvent.at, new Date(now.getTime() - LONGEST_WINDOW_MS))}`,
      )
    return { allowed: true }
  })
}

/**
 * A back-off for limits that count failures (wrong passwords): `free` failures in `windowMs`
 * pass straight away; after them each try waits twice as long as the one before, from
 * `firstWaitMs` up to `maxWaitMs`, counted from the latest failure.
 */
export type BackoffRule = { free: number; firstWaitMs: number; maxWaitMs: number; windowMs: number }

/** How long the try after `failures` failures waits after the latest of them. */
export function backoffWait(failures: number, rule: BackoffRule): number {
  if (failures < rule.free) return 0
  const doublings = Math.min(failures - rule.free, 30)
  return Math.min(rule.firstWaitMs * 2 ** doublings, rule.maxWaitMs)
}

export type Reservation =
  | { allowed: true; id: number }
  | { allowed: false; retryAfterSeconds: number }

/**
 * Checks `key` against `rule` and, if a try is due, counts it, in one transaction under the
 * key's lock: concurrent tries are counted one after another, so none slips past the check.
 * The count is a reservation: `release` it when the try turns out not to be a failure.
 */
export async function reserveAttempt(
  db: Database,
  key: string,
  rule: BackoffRule,
  now: Date,
): Promise<Reservation> {
  const windowStart = new Date(now.getTime() - rule.windowMs)
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`)
    const [row] = await tx
      .select({ n: count(), latest: max(rateLimitEvent.at) })
      .from(rateLimitEvent)
      .where(and(eq(rateLimitEvent.key, key), gt(rateLimitEvent.at, windowStart)))
    const failures = row?.n ?? 0
    const dueAt = row?.latest ? new Date(row.latest).getTime() + backoffWait(failures, rule) : 0
    if (failures >= rule.free && dueAt > now.getTime()) {
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((dueAt - now.getTime()) / 1000)),
      }
    }
    const [inserted] = await tx
      .insert(rateLimitEvent)
      .values({ key, at: now })
      .returning({ id: rateLimitEvent.id })
    await tx
      .delete(rateLimitEvent)
      .where(
        and(
          eq(rateLimitEvent.key, key),
          lt(rateLimitEvent.at, new Date(now.getTime() - LONGEST_WINDOW_MS)),
        ),
      )
    return { allowed: true, id: inserted!.id }
  })
}

/** Takes back a reservation whose try was not a failure. */
export async function releaseAttempt(db: Database, id: number): Promise<void> {
  await db.delete(rateLimitEvent).where(eq(rateLimitEvent.id, id))
}
