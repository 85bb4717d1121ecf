/**
 * `npm run db:move`: everything the server keeps in the embedded database under DATA_DIR,
 * moved into an empty PostgreSQL (ADR 0025).
 *
 * - The embedded database is taken for the move (db/embedded-lock.ts): refused while a server
 *   uses it, and a server started meanwhile refuses to start.
 * - PostgreSQL gets the schema first, by the same migrations the server runs, under the same
 *   start-up lock. A target where any of Hara's tables holds a row is refused, before and again
 *   inside the transaction, once its tables are locked against writes.
 * - Then one transaction: every table in dependency order, each checked by its row count and
 *   a digest of its rows; the secrets DATA_DIR kept; with `storage`, the avatars and the
 *   profiles' addresses. Any failure rolls all of it back.
 *
 * The embedded database is left as it was, a copy to fall back on.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import type { Env } from '../../env'
import { migrationsFolder, openDatabase, type Database } from '../client'
import { databaseSecretStore } from '../../secrets/database-store'
import { withStartupLock } from '../startup-lock'
import { copyTable, type Query, type TableCopied } from './copy-table'
import { bucketOf, moveAvatars, type AvatarsMoved } from './move-avatars'
import { movePlan, quoteIdent, type TablePlan } from './move-plan'
import { moveSecrets, type SecretMoved } from './move-secrets'

export type MoveOptions = {
  env: Env
  /** The PostgreSQL to move into: `postgres://…`. */
  to: string
  /** Also copy the local avatars into the S3 bucket the settings name. */
  storage: boolean
  /** One line of progress. */
  print: (line: string) => void
}

export type MoveSummary = {
  tables: TableCopied[]
  rows: number
  secrets: SecretMoved[]
  avatars?: AvatarsMoved
  ms: number
}

/** A move that was not started, for a reason the operator can act on. */
export class MoveRefusedError extends Error {
  override name = 'MoveRefusedError'
}

/** The same text for every value on both sides, whatever each server's defaults. */
const SESSION_SETTINGS = [
  `set timezone to 'UTC'`,
  `set datestyle to 'ISO, MDY'`,
  `set bytea_output to 'hex'`,
]

export async function moveDatabase(options: MoveOptions): Promise<MoveSummary> {
  const { env, to, print } = options
  const started = performance.now()
  if (options.storage) bucketOf(env)
  const pgliteDir = path.join(env.dataDir, 'pglite')
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    throw new MoveRefusedError(`There is no embedded database in ${pgliteDir} to move.`)
  }
  const source = await openDatabase({ pgliteDir, purpose: 'db:move' })
  try {
    const fromSource = sourceQuery(source.db)
    const target = new pg.Client({ connectionString: to, connectionTimeoutMillis: 10_000 })
    target.on('error', () => {})
    try {
      await target.connect()
    } catch (err) {
      throw new MoveRefusedError(`Cannot reach PostgreSQL: ${(err as Error).message}`)
    }
    try {
      const toTarget: Query = async (text, params) => (await target.query(text, params)).rows
      const plan = movePlan()
      await refuseUnlessEmpty(toTarget, plan)
      await withStartupLock(to, (db) =>
        migrate(db as unknown as NodePgDatabase, { migrationsFolder: migrationsFolder() }),
      )
      print('schema: created by the server’s migrations')

      await toTarget('begin')
      try {
        for (const setting of SESSION_SETTINGS) {
          await fromSource(setting)
          await toTarget(setting)
        }
        // Nobody writes while the rows arrive, and nobody wrote since the first look.
        await toTarget(
          `lock table ${plan.map((t) => quoteIdent(t.name)).join(', ')} in exclusive mode`,
        )
        await refuseUnlessEmpty(toTarget, plan)

        const tables: TableCopied[] = []
        for (const [index, table] of plan.entries()) {
          const copied = await copyTable(table, fromSource, toTarget)
          tables.push(copied)
          const counter = `[${String(index + 1).padStart(2)}/${plan.length}]`
          print(
            `${counter} ${table.name.padEnd(18)} ${String(copied.rows).padStart(7)} ${copied.rows === 1 ? 'row ' : 'rows'}  count and digest match  ${copied.ms} ms`,
          )
        }
        const secrets = await moveSecrets(
          env,
          databaseSecretStore(drizzle(target) as unknown as Database),
        )
        const avatars = options.storage ? await moveAvatars(env, toTarget) : undefined
        await toTarget('commit')
        return {
          tables,
          rows: tables.reduce((sum, table) => sum + table.rows, 0),
          secrets,
          avatars,
          ms: Math.round(performance.now() - started),
        }
      } catch (err) {
        await toTarget('rollback').catch(() => undefined)
        throw err
      }
    } finally {
      await target.end().catch(() => undefined)
    }
  } finally {
    await source.close()
  }
}

function sourceQuery(db: Database): Query {
  return async (text, params) => {
    if (params?.length) throw new Error('the embedded side takes no parameters here')
    const result = (await db.execute(sql.raw(text))) as unknown as {
      rows: Record<string, unknown>[]
    }
    return result.rows
  }
}

/** Refuses a target where any of Hara's tables holds a row. */
async function refuseUnlessEmpty(target: Query, plan: TablePlan[]): Promise<void> {
  const held: string[] = []
  for (const table of plan) {
    const [found] = await target('select to_regclass($1) is not null as present', [
      quoteIdent(table.name),
    ])
    if (!found?.present) continue
    const [row] = await target(`select exists (select 1 from ${quoteIdent(table.name)}) as rows`)
    if (row?.rows) held.push(table.name)
  }
  if (held.length > 0) {
    throw new MoveRefusedError(
      `PostgreSQL already holds Hara's data (rows in ${held.join(', ')}). Move into an empty database: create a new one, or drop these tables if you are sure.`,
    )
  }
}
