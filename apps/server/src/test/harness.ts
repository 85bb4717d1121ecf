/**
 * Builds the real app on a throwaway database for integration tests.
 *
 * - On PostgreSQL (the default, the production driver): a fresh database on the suite's cluster
 *   (global-postgres.ts) per call, copied from its already migrated template and dropped
 *   afterwards, so test files never see each other's rows.
 * - On PGlite (`database: 'pglite'`, for tests of the embedded database's own behaviour): an
 *   in-memory PGlite, fresh per call.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import { buildServer, type Services } from '../app'
import { PASSWORD_COST, type PasswordCost } from '../modules/auth/password-hashing'
import type { QueueLimits } from '../lib/limits/bounded-queue'
import { openDatabase, type DatabaseHandle } from '../db/client'
import { loadEnv, type Env } from '../env'
import { createLogger, type Logger } from '../lib/logging/logger'
import { resolveServerSecrets } from '../secrets/resolve-server-secrets'
import { loadPostgresCopy, type DatabaseCopy } from './database-copy'

export type TestContext = {
  app: ReturnType<typeof buildServer>['app']
  /** What every answer carries (lib/http/answer-headers.ts), for a test's own direct path. */
  securityHeaders: ReturnType<typeof buildServer>['securityHeaders']
  /** The app's auth, mail and storage, for tests that look behind the HTTP surface. */
  services: Services
  env: Env
  database: DatabaseHandle
  /** The PostgreSQL database's address (none on PGlite). */
  databaseUrl?: string
  dataDir: string
  close(): Promise<void>
}

export type TestDatabase = 'pglite' | 'postgres'

/**
 * scrypt at a sixteenth of better-auth's cost (N 1024 for 16384): the suite signs some six
 * hundred people up and in for what is not the hashing, 200 ms of a core each at full cost on a
 * slow machine, a fifth of the suite's CPU (ADR 0090). The hashing's own tests check the full
 * cost against better-auth's, and every server started as a process hashes at it.
 */
export const TEST_PASSWORD_COST = { ...PASSWORD_COST, N: 1024 }

/**
 * A new database on the suite's PostgreSQL cluster, and how to drop it afterwards: empty, as a
 * new installation finds it, or (`migrated`) a copy of the template the global set-up migrated
 * once, which saves every test file the migrations.
 */
export async function createThrowawayDatabase(
  options: { migrated?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('postgresUrl')
  const { default: pg } = await import('pg')
  const name = `hara_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  const template = options.migrated ? ` template ${inject('postgresTemplate')}` : ''
  await admin.query(`create database ${name}${template}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

export async function createTestContext(
  overrides: Record<string, string> = {},
  options: {
    clock?: () => number
    logger?: Logger
    pgliteQueue?: QueueLimits
    /** PostgreSQL unless given: tests of the embedded database's own behaviour name PGlite. */
    database?: TestDatabase
    /** Starts from a copy of another test database (database-copy.ts): a restore. */
    restoreFrom?: DatabaseCopy
    /** scrypt's cost: `TEST_PASSWORD_COST` unless a test is about the hashing's load. */
    passwordCost?: PasswordCost
  } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hara-server-test-'))
  const copy = options.restoreFrom
  const kind = copy?.kind ?? options.database ?? 'postgres'
  const throwaway =
    kind === 'postgres' ? await createThrowawayDatabase({ migrated: !copy }) : undefined
  const databaseUrl = throwaway?.url
  if (databaseUrl && copy?.kind === 'postgres') await loadPostgresCopy(databaseUrl, copy)

  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '3999',
    BETTER_AUTH_URL: 'http://localhost:3999',
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    WEB_DIST_DIR: path.join(dataDir, 'web'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...overrides,
  })
  const database = await openDatabase({
    databaseUrl,
    pgliteDir: 'memory://',
    pgliteQueue: options.pgliteQueue,
    pgliteLoad: copy?.kind === 'pglite' ? copy.data : undefined,
  })
  const logger = options.logger ?? createLogger('silent')
  const secrets = await resolveServerSecrets({ env, database, logger })
  const { app, services, securityHeaders } = buildServer({
    env,
    database,
    logger,
    secrets,
    clock: options.clock,
    passwordCost: options.passwordCost ?? TEST_PASSWORD_COST,
  })

  return {
    app,
    securityHeaders,
    services,
    env,
    database,
    databaseUrl,
    dataDir,
    async close() {
      await services.background.idle()
      await services.sync.close()
      await services.sessionEnds.close()
      await services.transcriber.close()
      await database.close()
      await throwaway?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
