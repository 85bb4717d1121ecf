import { statSync, writeFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import { loadEnv } from '../../env'
import { createLogger } from '../../lib/logger'
import { signedInClient } from '../../test/client'
import { createTestContext, type TestContext } from '../../test/harness'
import { authSecretFile, resolveAuthSecret } from './secret'

describe('without BETTER_AUTH_SECRET', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext({ BETTER_AUTH_SECRET: '' })
  })
  afterAll(() => ctx.close())

  it('generates a secret once into DATA_DIR, readable by the owner only', () => {
    const file = authSecretFile(ctx.env)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const logger = createLogger('silent')
    const secret = resolveAuthSecret(ctx.env, logger)
    expect(secret.length).toBeGreaterThanOrEqual(32)
    expect(resolveAuthSecret(ctx.env, logger)).toBe(secret)
  })

  it('keeps sessions valid across a restart', async () => {
    const { client } = await signedInClient(ctx)
    // A new server process: same data folder and database, secret read back from the file.
    const restarted = buildApp({
      env: ctx.env,
      database: ctx.database,
      logger: createLogger('silent'),
    })
    const res = await restarted.request('/api/profile', { headers: { Cookie: client.cookies() } })
    expect(res.status).toBe(200)
  })

  it('refuses to start on a damaged secret file rather than sign everyone out', () => {
    const env = loadEnv({ DATA_DIR: ctx.dataDir, BETTER_AUTH_SECRET: '' })
    const file = authSecretFile(env)
    const original = resolveAuthSecret(env, createLogger('silent'))
    writeFileSync(file, 'short\n')
    try {
      expect(() => resolveAuthSecret(env, createLogger('silent'))).toThrow(/shorter than 32/)
    } finally {
      writeFileSync(file, `${original}\n`, { mode: 0o600 })
    }
  })
})

describe('with BETTER_AUTH_SECRET', () => {
  it('uses it and writes no file', () => {
    const env = loadEnv({
      DATA_DIR: '/nonexistent/hara',
      BETTER_AUTH_SECRET: 'a-configured-secret-that-is-long-enough-0123',
    })
    expect(resolveAuthSecret(env, createLogger('silent'))).toBe(
      'a-configured-secret-that-is-long-enough-0123',
    )
  })
})
