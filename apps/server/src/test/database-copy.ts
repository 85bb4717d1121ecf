/**
 * Copies of a test database, as an operator's backup takes them and a restore puts them back:
 * PGlite's whole data folder (`dumpDataDir`), or PostgreSQL's `pg_dump` loaded with `psql`
 * into a new database. `createTestContext(…, { restoreFrom })` starts a server on the copy.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { postgresBinaries } from '../../../../scripts/lib/throwaway-postgres.mjs'
import type { TestContext } from './harness'

export type DatabaseCopy = { kind: 'pglite'; data: Blob } | { kind: 'postgres'; sql: string }

function binary(name: string): string {
  const found = postgresBinaries()
  if ('missing' in found) throw new Error(found.missing)
  return path.join(found.bin, name)
}

/** Runs `command`, writing `input` to it; its output, or an error with what it said. */
function run(command: string, args: string[], input = ''): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] })
    const out: Buffer[] = []
    const err: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'))
      else reject(new Error(`${path.basename(command)} failed: ${Buffer.concat(err).toString()}`))
    })
    child.stdin.end(input)
  })
}

/** A copy of the database under `ctx`'s server, taken while it runs. */
export async function copyDatabase(ctx: TestContext): Promise<DatabaseCopy> {
  if (ctx.databaseUrl) {
    const sql = await run(binary('pg_dump'), ['--no-owner', '--no-privileges', ctx.databaseUrl])
    return { kind: 'postgres', sql }
  }
  if (!ctx.database.dumpDataDir) throw new Error('this database cannot be copied')
  return { kind: 'pglite', data: await ctx.database.dumpDataDir() }
}

/** Loads a `pg_dump` into the empty database at `url`. */
export async function loadPostgresCopy(url: string, copy: { sql: string }): Promise<void> {
  await run(binary('psql'), ['--quiet', '-v', 'ON_ERROR_STOP=1', '--dbname', url], copy.sql)
}
