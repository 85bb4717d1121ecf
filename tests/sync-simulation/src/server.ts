import type { SyncChange } from '@hara/core'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { and, eq } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { inject } from 'vitest'
import { buildServer } from '../../../apps/server/src/app'
import { openDatabase, type DatabaseHandle } from '../../../apps/server/src/db/client'
import {
  journalBackup,
  syncAccount,
  syncKey,
  syncRecord,
} from '../../../apps/server/src/db/schema/journal'
import { schema } from '../../../apps/server/src/db/schema'
import { withoutPage } from './device'
import { loadEnv, type Env } from '../../../apps/server/src/env'
import { createLogger } from '../../../apps/server/src/lib/logging/logger'
import { resolveServerSecrets } from '../../../apps/server/src/secrets/resolve-server-secrets'

/**
 * The real server (the app `buildServer` makes, on an in-memory PGlite started from the
 * migrated database global-setup.ts keeps) as the phones of a simulation meet it: requests go
 * to `app.request`, no network. It can be stopped and started
 * (a new app on the same database), and the account's sync rows can be copied and put back
 * (a restore from an older copy) or one record set back to an older version (a replay).
 */

type App = ReturnType<typeof buildServer>['app']
type Services = ReturnType<typeof buildServer>['services']

export interface SyncRows {
  account: (typeof syncAccount.$inferSelect)[]
  key: (typeof syncKey.$inferSelect)[]
  records: (typeof syncRecord.$inferSelect)[]
  backup: (typeof journalBackup.$inferSelect)[]
}

export class SimServer {
  stopped = false
  /** Each account's latest change as its event streams would carry it (ADR 0063). */
  private announced = new Map<string, SyncChange>()
  private constructor(
    readonly env: Env,
    public database: DatabaseHandle,
    private secrets: Awaited<ReturnType<typeof resolveServerSecrets>>,
    public app: App,
    private services: Services,
    private readonly dataDir: string,
  ) {}

  static async start(): Promise<SimServer> {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hara-sync-sim-'))
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: '3999',
      BETTER_AUTH_URL: 'http://localhost:3999',
      BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      WEB_DIST_DIR: path.join(dataDir, 'web'),
      RATE_LIMITS: 'off',
    })
    const migrated = readFileSync(inject('migratedDatabase'))
    const database = await openDatabase({
      pgliteDir: 'memory://',
      pgliteLoad: new Blob([migrated]),
    })
    const logger = createLogger('silent')
    const secrets = await resolveServerSecrets({ env, database, logger })
    const { app, services } = buildServer({ env, database, logger, secrets })
    const server = new SimServer(env, database, secrets, app, services, dataDir)
    server.hear()
    return server
  }

  /** Keeps each change this process tells its streams, as a phone holding one would hear it. */
  private hear(): void {
    this.announced.clear()
    const hub = this.services.sync
    const publish = hub.publish
    hub.publish = (userId, change) => {
      this.announced.set(userId, change)
      publish(userId, change)
    }
  }

  /** The latest change the account's event stream carried since this process started. */
  latestChange(userId: string): SyncChange | null {
    return this.announced.get(userId) ?? null
  }

  /** The server process ends: every request fails until it starts again. */
  stop(): void {
    this.stopped = true
  }

  /** A new process on the same database: nothing kept in memory survives. */
  async restart(database: DatabaseHandle = this.database): Promise<void> {
    await this.services.background.idle()
    await this.services.sync.close()
    this.database = database
    const logger = createLogger('silent')
    const built = buildServer({ env: this.env, database, logger, secrets: this.secrets })
    this.app = built.app
    this.services = built.services
    this.hear()
    this.stopped = false
  }

  /** The account's sync rows and whole-journal backup, as a copy of the database has them. */
  async copyRows(userId: string): Promise<SyncRows> {
    const { db } = this.database
    const [account, key, records, backup] = await Promise.all([
      db.select().from(syncAccount).where(eq(syncAccount.userId, userId)),
      db.select().from(syncKey).where(eq(syncKey.userId, userId)),
      db.select().from(syncRecord).where(eq(syncRecord.userId, userId)),
      db.select().from(journalBackup).where(eq(journalBackup.userId, userId)),
    ])
    return { account, key, records, backup }
  }

  /** Puts the account's rows back as `rows` has them (empty rows: nothing of the account). */
  async putRows(userId: string, rows: SyncRows): Promise<void> {
    // What the streams said before is not what the database says now.
    this.announced.delete(userId)
    await this.database.db.transaction(async (tx) => {
      await tx.delete(syncRecord).where(eq(syncRecord.userId, userId))
      await tx.delete(syncKey).where(eq(syncKey.userId, userId))
      await tx.delete(syncAccount).where(eq(syncAccount.userId, userId))
      await tx.delete(journalBackup).where(eq(journalBackup.userId, userId))
      if (rows.account.length) await tx.insert(syncAccount).values(rows.account)
      if (rows.key.length) await tx.insert(syncKey).values(rows.key)
      if (rows.records.length) await tx.insert(syncRecord).values(rows.records)
      if (rows.backup.length) await tx.insert(journalBackup).values(rows.backup)
    })
  }

  /** Sets one record back to the version `older` holds of it; whether one could be. */
  async replay(userId: string, older: SyncRows): Promise<boolean> {
    const now = await this.copyRows(userId)
    const current = new Map(now.records.map((row) => [row.recordId, row]))
    const stale = older.records.find((row) => {
      const newer = current.get(row.recordId)
      return newer !== undefined && newer.seq !== row.seq
    })
    if (!stale) return false
    await this.database.db
      .update(syncRecord)
      .set({ seq: stale.seq, iv: stale.iv, ciphertext: stale.ciphertext, size: stale.size })
      .where(and(eq(syncRecord.userId, userId), eq(syncRecord.recordId, stale.recordId)))
    return true
  }

  /** A real dump of the whole database (PGlite's own), as a backup of the server would be. */
  async dump(): Promise<Blob> {
    const client = (this.database.db as unknown as { $client: PGlite }).$client
    return client.dumpDataDir('none')
  }

  /**
   * The server restored from `dump`: a new database loaded from it, and the app started again
   * on it. Everything written since the dump is gone.
   */
  async restoreDump(dump: Blob): Promise<void> {
    // PGlite takes a page's globals (a phone's, here) for a browser's: it starts without them.
    const client = await withoutPage(() => PGlite.create({ loadDataDir: dump }))
    const db = drizzle(client, { schema }) as unknown as DatabaseHandle['db']
    const database: DatabaseHandle = {
      db,
      kind: 'pglite',
      ping: async () => true,
      exclusive: (fn) => fn(db),
      close: () => client.close(),
    }
    const old = this.database
    await this.restart(database)
    await old.close()
  }

  async close(): Promise<void> {
    await this.services.background.idle()
    await this.services.sync.close()
    await this.services.transcriber.close()
    await this.database.close()
    rmSync(this.dataDir, { recursive: true, force: true })
  }
}

export const EMPTY_ROWS: SyncRows = { account: [], key: [], records: [], backup: [] }
