/**
 * The session secret and the VAPID keys: from the environment, or generated once and kept:
 * in DATA_DIR beside the embedded database, in the database on PostgreSQL, where
 * processes starting together all end up with the same ones.
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import webPush from 'web-push'
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { buildServer } from '../app'
import type { DatabaseHandle } from '../db/client'
import { databaseSecretStore } from './database-store'
import { loadEnv } from '../env'
import { fileSecretStore } from './file-store'
import { keptSecret } from './generate-once'
import { createLogger } from '../lib/logging/logger'
import { AUTH_SECRET } from '../modules/auth/session-secret'
import { VAPID_KEY_PAIR } from '../modules/push/vapid-keys'
import { resolveServerSecrets } from './resolve-server-secrets'
import { signedInClient } from '../test/client'
import { queryRows } from '../test/db'
import { createTestContext, type TestContext } from '../test/harness'

const logger = createLogger('silent')
const folders: string[] = []
function dataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hara-secrets-'))
  folders.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** The embedded database's handle as far as secrets go: they live in files beside it. */
const embedded = { kind: 'pglite' } as DatabaseHandle

describe('beside the embedded database', () => {
  it('are generated once into DATA_DIR, owner-readable, and read back after a restart', async () => {
    const env = loadEnv({ DATA_DIR: dataDir() })
    const first = await resolveServerSecrets({ env, database: embedded, logger })
    for (const file of ['auth-secret', 'vapid-keys.json']) {
      expect(statSync(path.join(env.dataDir, file)).mode & 0o777).toBe(0o600)
    }
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32)
    expect(Buffer.from(first.vapid.publicKey, 'base64url')).toHaveLength(65)
    expect(first.vapid.subject).toBe('mailto:hello@hara.local')
    expect(await resolveServerSecrets({ env, database: embedded, logger })).toEqual(first)
  })

  it('come from the environment when set, and then no file is written', async () => {
    const pair = webPush.generateVAPIDKeys()
    const env = loadEnv({
      DATA_DIR: '/nonexistent/hara',
      BETTER_AUTH_SECRET: 'a-configured-secret-that-is-long-enough-0123',
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'https://hara.example.com/contact',
    })
    expect(await resolveServerSecrets({ env, database: embedded, logger })).toEqual({
      authSecret: 'a-configured-secret-that-is-long-enough-0123',
      vapid: { ...pair, subject: 'https://hara.example.com/contact' },
    })
  })

  it('refuse a VAPID public key that does not belong to the private key', async () => {
    const env = loadEnv({
      DATA_DIR: dataDir(),
      VAPID_PUBLIC_KEY: webPush.generateVAPIDKeys().publicKey,
      VAPID_PRIVATE_KEY: webPush.generateVAPIDKeys().privateKey,
    })
    await expect(resolveServerSecrets({ env, database: embedded, logger })).rejects.toThrow(
      /not the public key of VAPID_PRIVATE_KEY/,
    )
  })

  it.each([
    ['auth-secret', 'short\n', /damaged session secret/],
    ['vapid-keys.json', '{"publicKey":"x"', /damaged push \(VAPID\) key pair/],
  ])('stop the server on a damaged %s rather than replace it', async (file, text, message) => {
    const env = loadEnv({ DATA_DIR: dataDir() })
    writeFileSync(path.join(env.dataDir, file), text)
    await expect(resolveServerSecrets({ env, database: embedded, logger })).rejects.toThrow(message)
  })
})

describe('kept in the database', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext({ BETTER_AUTH_SECRET: '' })
  })
  afterAll(() => ctx.close())

  it('keep the first value that was stored when processes race', async () => {
    const store = databaseSecretStore(ctx.database.db)
    const spec = { ...AUTH_SECRET, name: 'race-test', file: 'race-test' }
    const values = await Promise.all(
      Array.from({ length: 4 }, () => keptSecret(spec, store, { logger })),
    )
    expect(new Set(values).size).toBe(1)
    expect(values[0]!.length).toBeGreaterThanOrEqual(32)
  })

  it('carry over what DATA_DIR kept before, instead of generating new ones', async () => {
    const dir = dataDir()
    const legacy = await keptSecret(VAPID_KEY_PAIR, fileSecretStore(dir), { logger })
    const store = databaseSecretStore(ctx.database.db)
    const spec = { ...VAPID_KEY_PAIR, name: 'carried-test' }
    const kept = await keptSecret(spec, store, { logger, adoptFrom: fileSecretStore(dir) })
    expect(kept).toEqual(legacy)
  })
})

describe('kept in PostgreSQL', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext({ BETTER_AUTH_SECRET: '' }, { database: 'postgres' })
  })
  afterAll(() => ctx.close())

  it('are one for every process, none in DATA_DIR, sessions valid on each', async () => {
    const { client } = await signedInClient(ctx)
    // A second process on another machine: its own empty DATA_DIR, the same database.
    const elsewhere = { ...ctx.env, dataDir: dataDir() }
    const secrets = await resolveServerSecrets({ ...ctx, env: elsewhere, logger })
    expect(secrets).toEqual(ctx.services.secrets)
    expect(() => statSync(path.join(elsewhere.dataDir, 'auth-secret'))).toThrow()
    const names = await queryRows<{ name: string }>(
      ctx,
      sql`select name from server_secret order by name`,
    )
    expect(names.map((row) => row.name)).toEqual(
      expect.arrayContaining(['auth-secret', 'vapid-keys']),
    )

    const other = buildServer({ ...ctx.services, env: elsewhere, secrets })
    onTestFinished(() => other.services.sessionEnds.close())
    const res = await other.app.request('/api/profile', { headers: { Cookie: client.cookies() } })
    expect(res.status).toBe(200)
  })
})
