import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { buildServer } from '../../app'
import { createLogger } from '../../lib/logging/logger'
import { createClient, signedInClient } from '../../test/client'
import { queryNumber } from '../../test/db'
import { createTestContext, type TestContext } from '../../test/harness'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

describe('auth rate limits', () => {
  it('answers the 6th sign-in within a minute from one address with 429 JSON', async () => {
    const { client: owner, user } = await signedInClient(ctx)
    const attacker = createClient(ctx)
    const attempt = () =>
      attacker.raw.post('/api/auth/sign-in/email', { email: user.email, password: 'guess' })

    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(401)
    const limited = await attempt()
    expect(limited.status).toBe(429)
    expect(limited.headers.get('content-type')).toContain('application/json')
    const message = 'Too many requests. Please try again later.'
    expect(await limited.json()).toEqual({ message, error: { code: 'rate_limited', message } })
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)

    // Even the right password waits: the limit is on the address, not on the guess.
    const right = await attacker.raw.post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    })
    expect(right.status).toBe(429)

    // The owner, from the address they signed up from, is not affected.
    const other = await owner.raw.post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    })
    expect(other.status).toBe(200)

    // Counted in the database, so every server process sees the same counts.
    expect(
      await queryNumber(
        ctx,
        sql`select count(*)::int as n from rate_limit where key like ${`%${attacker.address}%`}`,
      ),
    ).toBeGreaterThan(0)
  })

  it('holds across server processes that share the database', async () => {
    const { user } = await signedInClient(ctx)
    // A second app on the same database: what a second server process behind a load balancer is.
    const second = buildServer({ ...ctx.services, logger: createLogger('silent') })
    onTestFinished(() => second.services.sessionEnds.close())
    const other = { ...ctx, app: second.app }
    const address = '10.200.0.1'
    const onFirst = createClient(ctx, { address })
    const onSecond = createClient(other, { address })
    const attempt = (client: typeof onFirst) =>
      client.raw.post('/api/auth/sign-in/email', { email: user.email, password: 'guess' })

    for (let i = 0; i < 3; i++) expect((await attempt(onFirst)).status).toBe(401)
    for (let i = 0; i < 2; i++) expect((await attempt(onSecond)).status).toBe(401)
    expect((await attempt(onSecond)).status).toBe(429)
    expect((await attempt(onFirst)).status).toBe(429)
  })

  it('cannot be dodged by sending a forged address header', async () => {
    const { user } = await signedInClient(ctx)
    const attacker = createClient(ctx)
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) {
      const res = await attacker.raw.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Hara-Client-Address': `192.0.2.${i + 1}`,
          'X-Forwarded-For': `198.51.100.${i + 1}`,
        },
        body: JSON.stringify({ email: user.email, password: 'guess' }),
      })
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(statuses.slice(5)).toEqual([429, 429])
  })

  it('limits sign-up to 5 a minute from one address', async () => {
    const client = createClient(ctx)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const res = await client.raw.post('/api/auth/sign-up/email', {
        email: `burst-${i}-${Date.now()}@example.com`,
        password: 'correct horse',
        nickname: `Burst ${i}`,
      })
      statuses.push(res.status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('limits password-reset requests to 3 a minute from one address', async () => {
    const { user } = await signedInClient(ctx)
    const client = createClient(ctx)
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      const res = await client.raw.post('/api/auth/request-password-reset', { email: user.email })
      statuses.push(res.status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})

describe('with RATE_LIMITS=off (automated test rigs only)', () => {
  let relaxed: TestContext
  beforeAll(async () => {
    relaxed = await createTestContext({ RATE_LIMITS: 'off' })
  })
  afterAll(() => relaxed.close())

  it('lets many sign-ups, sign-ins and access-code tries through from one address', async () => {
    const client = createClient(relaxed)
    for (let i = 0; i < 7; i++) {
      const res = await client.raw.post('/api/auth/sign-up/email', {
        email: `rig-${i}-${Date.now()}@example.com`,
        password: 'correct horse',
        nickname: `Rig ${i}`,
      })
      expect(res.status).toBe(200)
    }
    for (let i = 0; i < 7; i++) {
      const res = await client.raw.post('/api/auth/sign-in/email', {
        email: 'nobody@example.com',
        password: 'guess',
      })
      expect(res.status).toBe(401)
    }
    const { client: onboarding } = await signedInClient(relaxed)
    for (let i = 0; i < 12; i++) {
      expect((await onboarding.api['access-code'].$post({ json: { code: 'nope' } })).status).toBe(
        400,
      )
    }
  })
})
