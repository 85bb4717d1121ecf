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
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { schema } from './schema'

export type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema>

export type DatabaseHandle = {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Runs a real query; resolves true when the database answers. */
  ping(): Promise<boolean>
  close(): Promise<void>
}

export type DatabaseOptions = {
  databaseUrl?: string | undefined
  /** Folder for PGlite; `memory://` keeps it in memory (tests). */
  pgliteDir: string
}

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
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    // An idle client that errors (server restart) must not crash the process.
    pool.on('error', () => {})
    const db = drizzle(pool, { schema })
    await migrate(db, { migrationsFolder: migrationsFolder() })
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      ping: () => ping(db as unknown as Database),
      close: () => pool.end(),
    }
  }

  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  if (!options.pgliteDir.startsWith('memory://')) {
    await fs.mkdir(options.pgliteDir, { recursive: true })
  }
  const client = await PGlite.create(options.pgliteDir)
  const db = drizzle(client, { schema })
  await migrate(db, { migrationsFolder: migrationsFolder() })
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: () => ping(db as unknown as Database),
    close: () => client.close(),
  }
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}
