/**
 * What server processes on one PostgreSQL do at start, one at a time: the migrations, and
 * generating the secrets they share. Two processes that migrated together raced on
 * `CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations"` and one died.
 *
 * The lock is a PostgreSQL session advisory lock, held on a connection of its own: the server
 * drops it when that connection ends, so a process killed mid-migration blocks nobody. The
 * connection has none of the pool's statement timeouts (a migration may take a while); the
 * wait for the lock is bounded here instead.
 */
import type pg from 'pg'
import type { Database } from './client'

/** `pg_advisory_lock(int, int)`'s two keys: "hara" in ASCII, and which of Hara's locks. */
export const STARTUP_LOCK = { namespace: 0x68617261, key: 1 } as const

export type StartupLockOptions = {
  /** How long to wait for another process to finish. */
  timeoutMs?: number
  /** Called once when another process holds the lock and this one starts to wait. */
  onWait?: () => void
}

const POLL_MS = 100

export async function withStartupLock<T>(
  databaseUrl: string,
  fn: (db: Database) => Promise<T>,
  options: StartupLockOptions = {},
): Promise<T> {
  const { default: pgModule } = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { schema } = await import('./schema')
  const client: pg.Client = new pgModule.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: 5000,
  })
  // A connection that fails while idle must not crash the process; its queries reject.
  client.on('error', () => {})
  await client.connect()
  try {
    await acquire(client, options)
    try {
      return await fn(drizzle(client, { schema }) as unknown as Database)
    } finally {
      await client
        .query('select pg_advisory_unlock($1, $2)', [STARTUP_LOCK.namespace, STARTUP_LOCK.key])
        .catch(() => undefined)
    }
  } finally {
    await client.end().catch(() => undefined)
  }
}

/**
 * Polls `pg_try_advisory_lock` rather than waiting in `pg_advisory_lock`, so that the wait has
 * a deadline of its own and a clear error, whatever the server's timeouts.
 */
async function acquire(client: pg.Client, options: StartupLockOptions): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 120_000)
  let waiting = false
  for (;;) {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1, $2) as locked',
      [STARTUP_LOCK.namespace, STARTUP_LOCK.key],
    )
    if (rows[0]?.locked) return
    if (!waiting) {
      waiting = true
      options.onWait?.()
    }
    if (Date.now() > deadline) {
      throw new Error(
        'Another process has been migrating this database for too long. Look for a stuck server or migration (pg_locks, locktype advisory) and start again.',
      )
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS + Math.random() * POLL_MS))
  }
}
