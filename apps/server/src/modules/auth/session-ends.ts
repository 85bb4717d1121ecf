/**
 * A session that ends is told to every server process at once, so that none goes on serving
 * it: neither its routes (the session cache forgets it) nor its open event streams (they end
 * with a last `signed-out` event).
 *
 * What ends sessions: signing out, revoking one or all, a password reset or change (every
 * session better-auth deletes, whichever endpoint: the `session.delete.after` hook in auth.ts,
 * after the deletion commits), and deleting the account (modules/account, the whole user).
 *
 * `announce` tells this process's subscribers first, before the answer goes out, then, on
 * PostgreSQL, the other processes through NOTIFY on `SESSION_CHANNEL`. Each process LISTENs
 * there from its start, on a connection of its own (db/notification-listener.ts). When that
 * connection was lost and comes back, the ends sent meanwhile are gone: subscribers are told
 * `missed`, and forget or check what they hold. On PGlite there is one process, and the first
 * step is all there is.
 */
import { inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { listenForNotifications } from '../../db/notification-listener'
import { session } from '../../db/schema'
import { describeError } from '../../lib/data/database-errors'
import type { Logger } from '../../lib/logging/logger'
import type { SessionEnd } from './session-cache'

export type { SessionEnd } from './session-cache'

/** The PostgreSQL channel that carries ended sessions between server processes. */
export const SESSION_CHANNEL = 'hara_session'

export type SessionEndListener = {
  ended(end: SessionEnd): void
  /** Ends sent while this process was not listening may have been missed. */
  missed(): void
}

export type SessionEnds = {
  /** Tells this process, then every other one; never fails (a failure is logged). */
  announce(end: SessionEnd): Promise<void>
  subscribe(listener: SessionEndListener): void
  /** Stops listening. */
  close(): Promise<void>
}

export function createSessionEnds(deps: {
  db: Database
  /** Set on PostgreSQL: where to LISTEN and NOTIFY. */
  databaseUrl?: string | undefined
  logger: Logger
}): SessionEnds {
  const listeners: SessionEndListener[] = []
  const tell = (what: (listener: SessionEndListener) => void) => {
    for (const listener of listeners) {
      try {
        what(listener)
      } catch (error) {
        deps.logger.error('auth: a session end was not handled', { error: describeError(error) })
      }
    }
  }
  const listening = deps.databaseUrl
    ? listenForNotifications({
        url: deps.databaseUrl,
        channel: SESSION_CHANNEL,
        logger: deps.logger,
        onNotification: (payload) => {
          const end = parseEnd(payload)
          if (end) tell((listener) => listener.ended(end))
        },
        onReconnect: () => tell((listener) => listener.missed()),
      })
    : null

  return {
    async announce(end) {
      tell((listener) => listener.ended(end))
      if (!deps.databaseUrl) return
      const payload = JSON.stringify({ u: end.userId, s: end.sessionId ?? null })
      try {
        await deps.db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${payload})`)
      } catch (error) {
        // The other processes stop trusting it within SESSION_CACHE_MS anyway.
        deps.logger.warn('auth: could not tell the other processes that a session ended', {
          error: describeError(error),
        })
      }
    },
    subscribe(listener) {
      listeners.push(listener)
    },
    async close() {
      await listening?.close()
    },
  }
}

function parseEnd(payload: string | undefined): SessionEnd | null {
  try {
    const value = JSON.parse(payload ?? '') as { u?: unknown; s?: unknown }
    if (typeof value.u !== 'string') return null
    return { userId: value.u, sessionId: typeof value.s === 'string' ? value.s : undefined }
  } catch {
    return null
  }
}

/** How many session ids one query checks. */
const CHECKED_AT_ONCE = 1000

/** Of these session ids, the ones whose session is still in the database. */
export async function liveSessionIds(db: Database, ids: readonly string[]): Promise<Set<string>> {
  const live = new Set<string>()
  for (let from = 0; from < ids.length; from += CHECKED_AT_ONCE) {
    const rows = await db
      .select({ id: session.id })
      .from(session)
      .where(inArray(session.id, ids.slice(from, from + CHECKED_AT_ONCE)))
    for (const row of rows) live.add(row.id)
  }
  return live
}
