/**
 * A sliding-window limit counted in the database, so it holds across server processes:
 * at most `max` attempts in any `windowMs` for each key. An attempt is counted only when it is
 * allowed, so someone who waits gets their tries back as old ones leave the window.
 */
import { and, count, eq, gt, inArray, lt, min, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { rateLimitEvent } from '../db/schema'

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
 * For limits that count only failures (wrong passwords): says whether `key` is at its limit,
 * without counting anything. Pair with `recordAttempt` once the attempt has failed.
 */
export async function peekAttempts(
  db: Database,
  key: string,
  rule: AttemptRule,
  now: Date = new Date(),
): Promise<AttemptVerdict> {
  const windowStart = new Date(now.getTime() - rule.windowMs)
  const [row] = await db
    .select({ n: count(), oldest: min(rateLimitEvent.at) })
    .from(rateLimitEvent)
    .where(and(eq(rateLimitEvent.key, key), gt(rateLimitEvent.at, windowStart)))
  if (!row || row.n < rule.max) return { allowed: true }
  const freesAt = new Date(row.oldest ?? now).getTime() + rule.windowMs
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)),
  }
}

/** Counts one (failed) attempt under `key`, and forgets this key's stale ones. */
export async function recordAttempt(db: Database, key: string, now: Date = new Date()) {
  await db.insert(rateLimitEvent).values({ key, at: now })
  await db
    .delete(rateLimitEvent)
    .where(
      and(
        eq(rateLimitEvent.key, key),
        lt(rateLimitEvent.at, new Date(now.getTime() - LONGEST_WINDOW_MS)),
      ),
    )
}
