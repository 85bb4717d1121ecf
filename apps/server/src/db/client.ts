/**
 * Opens the database: PostgreSQL through node-postgres when DATABASE_URL is set, otherwise
 * PGlite persisted under `<DATA_DIR>/pglite`. Both speak the same dialect, so the rest of the
 * server sees one `Database` type and one set of migrations.
 */
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { DatabaseBusyError } from '../lib/data/database-errors'
import {
  createBoundedQueue,
  PGLITE_QUEUE_LIMITS,
  queueMethods,
  type QueueLimits,
} from '../lib/limits/bounded-queue'
import type { Logger } from '../lib/logging/logger'
import { boundedPgClient, PG_TIMEOUTS } from './bounded-pg'
import { lockEmbeddedDatabase } from './embedded-lock'
import { plantSeed } from './embedded-seed'
import { schema } from './schema'
import { withStartupLock } from './startup-lock'

export type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema>

export type DatabaseHandle = {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Runs a real query; resolves true when the database answers within `PING_TIMEOUT_MS`. */
  ping(): Promise<boolean>
  /**
   * Runs `fn` while no other process of this database runs its own: the migrations, and the
   * shared secrets generated once (on PostgreSQL, under an advisory lock; the embedded
   * database already belongs to one process).
   */
  exclusive<T>(fn: (db: Database) => Promise<T>): Promise<T>
  /** The embedded database's whole data folder as a tar file, as a backup takes it. */
  dumpDataDir?(): Promise<Blob>
  close(): Promise<void>
}

export type DatabaseOptions = {
  databaseUrl?: string | undefined
  /** Folder for PGlite; `memory://` keeps it in memory (tests). */
  pgliteDir: string
  /** How long PGlite's line may be (tests make it shorter). */
  pgliteQueue?: QueueLimits
  /** A data folder taken earlier (`dumpDataDir`) to start PGlite from: a restore. */
  pgliteLoad?: Blob
  /**
   * A migrated PGlite folder made by the build (embedded-seed.ts), copied into place when
   * `pgliteDir` holds no database yet: a first start without initdb.
   */
  pgliteSeed?: string
  /** Who opens the embedded database, as other processes are told while it is in use. */
  purpose?: string
  /** Told when start-up waits for another process's migrations. */
  logger?: Pick<Logger, 'info'>
}

/** Health answers within about a second, whatever the database does. */
export const PING_TIMEOUT_MS = 1000

/** Where the drizzle-kit migrations live, both from source (tsx, vitest) and from the bundle. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url))
  // From source the file is src/db/client.ts; from the bundle it is dist/index.mjs.
  const candidates = [path.resolve(here, '../../drizzle'), path.resolve(here, '../drizzle')]
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')))
  if (!found) throw new Error(`No migrations found near ${here}`)
  return found
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const { migrate } = await import('drizzle-orm/node-postgres/migrator')
    // Every wait is bounded, so a stalled server gives 503s rather than hung requests.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      Client: boundedPgClient(pg.Client),
      ...PG_TIMEOUTS,
    })
    // An idle client that errors (server restart) must not crash the process.
    pool.on('error', () => {})
    // Health asks on a connection of its own: a pool busy with requests (a reconnect storm)
    // is load, not a database that stopped answering (ADR 0047).
    const healthPool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 1,
      Client: boundedPgClient(pg.Client),
      ...PG_TIMEOUTS,
    })
    healthPool.on('error', () => {})
    const healthDb = drizzle(healthPool, { schema })
    const db = drizzle(pool, { schema })
    const databaseUrl = options.databaseUrl
    const exclusive = <T>(fn: (locked: Database) => Promise<T>) =>
      withStartupLock(databaseUrl, fn, {
        onWait: () => options.logger?.info('waiting for another process to finish migrating'),
      })
    try {
      // Once, however many processes start together.
      await exclusive((locked) =>
        migrate(locked as unknown as NodePgDatabase<Schema>, {
          migrationsFolder: migrationsFolder(),
        }),
      )
    } catch (err) {
      await Promise.all([pool.end(), healthPool.end()])
      throw err
    }
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      ping: () => ping(healthDb as unknown as Database),
      exclusive,
      close: async () => {
        await Promise.all([pool.end(), healthPool.end()])
      },
    }
  }

  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  const inMemory = options.pgliteDir.startsWith('memory://')
  if (!inMemory) await fs.mkdir(options.pgliteDir, { recursive: true })
  // PGlite itself takes no lock on its folder: one process at a time.
  const lock = inMemory
    ? undefined
    : lockEmbeddedDatabase(options.pgliteDir, options.purpose ?? 'server')
  try {
    if (lock && options.pgliteSeed && !options.pgliteLoad) {
      plantSeed(options.pgliteSeed, options.pgliteDir)
    }
    const client = await PGlite.create(
      options.pgliteDir,
      options.pgliteLoad ? { loadDataDir: options.pgliteLoad } : {},
    )
    const queue = createBoundedQueue(options.pgliteQueue ?? PGLITE_QUEUE_LIMITS)
    const db = drizzle(queueMethods(client, ['query', 'exec', 'transaction'], queue), { schema })
    await migrate(db, { migrationsFolder: migrationsFolder() })
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      ping: () => ping(db as unknown as Database),
      exclusive: (fn) => fn(db as unknown as Database),
      dumpDataDir: () => queue.run(() => client.dumpDataDir('none')),
      close: async () => {
        try {
          await client.close()
        } finally {
          lock?.release()
        }
      },
    }
  } catch (err) {
    lock?.release()
    throw err
  }
}

async function ping(db: Database): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<boolean>((resolve) => {
    // After the answers that are already waiting to be read: on a process busy with thousands of
    // connections the timer and the answer can come due in the same turn of the event loop,
    // and the answer must win.
    timer = setTimeout(() => setImmediate(() => resolve(false)), PING_TIMEOUT_MS)
  })
  const answer = db.execute(sql`select 1`).then(
    () => true,
    // A full queue means the embedded database is answering, just not to us yet.
    (error: unknown) => error instanceof DatabaseBusyError,
  )
  try {
    return await Promise.race([answer, timeout])
  } finally {
    clearTimeout(timer)
  }
}
