/**
 * When the database is away, callers get a quick 503 with a clear code, not a 500.
 * Closing the database stands in for "down" here on both databases; the fault tests
 * (faults/*.test.ts) stop and freeze a real PostgreSQL server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, errorOf, signedInClient, type TestUser } from '../test/client'
import { createTestContext, type TestContext } from '../test/harness'
import { memoryLogger } from '../test/memory-logger'

let ctx: TestContext
let user: TestUser
let signedIn: Awaited<ReturnType<typeof signedInClient>>['client']
const logger = memoryLogger()

beforeAll(async () => {
  ctx = await createTestContext({}, { logger })
  ;({ user, client: signedIn } = await signedInClient(ctx))
  await ctx.database.close()
})
afterAll(() => ctx.close().catch(() => {}))

describe('with the database away', () => {
  it('health answers db down at once', async () => {
    const started = performance.now()
    const res = await ctx.app.request('/api/health')
    expect(performance.now() - started).toBeLessThan(1500)
    expect(res.status).toBe(503)
    expect(await res.json()).toMatchObject({ status: 'degraded', db: 'down' })
  })

  it('an API call answers 503 database_unavailable with Retry-After', async () => {
    for (const res of [
      await signedIn.api.profile.$get(),
      await signedIn.api.profile.$patch({ json: { nickname: 'Still here' } }),
      await signedIn.api['access-code'].$post({ json: { code: 'intuition' } }),
    ]) {
      expect(res.status).toBe(503)
      expect((await errorOf(res)).code).toBe('database_unavailable')
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    }
  })

  it("better-auth's sign-in and sign-up answer 503 in JSON too, not an empty 500", async () => {
    const signIn = await createClient(ctx).raw.post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    })
    expect(signIn.status).toBe(503)
    expect((await errorOf(signIn)).code).toBe('database_unavailable')
    const signUp = await createClient(ctx).raw.post('/api/auth/sign-up/email', {
      email: 'new@example.com',
      password: 'correct horse',
      nickname: 'New',
    })
    expect(signUp.status).toBe(503)
    expect((await errorOf(signUp)).code).toBe('database_unavailable')
  })

  it('logs a warning without the SQL, its parameters or the address', () => {
    const warnings = logger.lines.filter((line) => line.includes('database unavailable'))
    expect(warnings.length).toBeGreaterThan(0)
    for (const line of logger.lines) {
      expect(line).not.toContain(user.email)
      expect(line).not.toMatch(/select |insert |update "|params:/i)
    }
  })
})
