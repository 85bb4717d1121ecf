import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer } from '../../app'
import { createLogger } from '../../lib/logging/logger'
import { createClient, errorOf, signedInClient, signUp } from '../../test/client'
import { createTestContext, type TestContext } from '../../test/harness'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

describe('POST /api/access-code (default code)', () => {
  it('accepts the code whatever its case and surrounding spaces, with 204', async () => {
    const { client } = await signedInClient(ctx)
    for (const code of ['intuition', 'INTUITION', '  InTuItIoN  ', '\tintuition\n']) {
      const res = await client.api['access-code'].$post({ json: { code } })
      expect(res.status, JSON.stringify(code)).toBe(204)
      expect(await res.text()).toBe('')
    }
  })

  it("answers a wrong code with 400 and the product's words (docs/product.md#onboarding)", async () => {
    const { client } = await signedInClient(ctx)
    for (const code of ['intuitio', 'in tuition', '', 'intuition!']) {
      const res = await client.api['access-code'].$post({ json: { code } })
      expect(res.status).toBe(400)
      expect(await errorOf(res)).toEqual({
        code: 'invalid_code',
        message: 'Invalid code. Try again.',
      })
    }
  })

  it('answers 401 when signed out', async () => {
    const res = await createClient(ctx).api['access-code'].$post({ json: { code: 'intuition' } })
    expect(res.status).toBe(401)
    expect((await errorOf(res)).code).toBe('unauthorized')
  })

  it('answers a body without a code with 400', async () => {
    const { client } = await signedInClient(ctx)
    const res = await client.raw.post('/api/access-code', { secret: 'intuition' })
    expect(res.status).toBe(400)
    expect(await errorOf(res)).toEqual({
      code: 'invalid_body',
      message: 'code: Enter the access code.',
    })
  })

  it('allows 10 tries in 10 minutes per user; the 11th gets a friendly 429', async () => {
    const { client } = await signedInClient(ctx)
    for (let i = 0; i < 10; i++) {
      expect((await client.api['access-code'].$post({ json: { code: `guess ${i}` } })).status).toBe(
        400,
      )
    }
    const limited = await client.api['access-code'].$post({ json: { code: 'intuition' } })
    expect(limited.status).toBe(429)
    const error = await errorOf(limited)
    expect(error.code).toBe('rate_limited')
    expect(error.message).toMatch(/try again in 10 minutes/)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(590)
    expect(retryAfter).toBeLessThanOrEqual(600)
  })

  it('counts per user across addresses', async () => {
    const { client, user } = await signedInClient(ctx)
    for (let i = 0; i < 10; i++) {
      expect((await client.api['access-code'].$post({ json: { code: 'nope' } })).status).toBe(400)
    }
    // The same user from another network is still limited.
    const elsewhere = createClient(ctx)
    const signIn = await elsewhere.raw.post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    })
    expect(signIn.status).toBe(200)
    expect((await elsewhere.api['access-code'].$post({ json: { code: 'intuition' } })).status).toBe(
      429,
    )
  })

  it('counts per address across users', async () => {
    const address = '203.0.113.7'
    const first = createClient(ctx, { address })
    await signUp(first)
    for (let i = 0; i < 6; i++) {
      expect((await first.api['access-code'].$post({ json: { code: 'nope' } })).status).toBe(400)
    }
    const second = createClient(ctx, { address })
    await signUp(second)
    for (let i = 0; i < 4; i++) {
      expect((await second.api['access-code'].$post({ json: { code: 'nope' } })).status).toBe(400)
    }
    expect((await second.api['access-code'].$post({ json: { code: 'intuition' } })).status).toBe(
      429,
    )
    // Another address is unaffected.
    const { client: other } = await signedInClient(ctx)
    expect((await other.api['access-code'].$post({ json: { code: 'intuition' } })).status).toBe(204)
  })

  it('never sends the code to the browser', async () => {
    const { client } = await signedInClient(ctx)
    const res = await client.api['access-code'].$post({ json: { code: 'wrong' } })
    expect(await res.text()).not.toMatch(/intuition/i)
  })
})

describe('GET /api/access-code', () => {
  it("says how to get a code: none of the operator's by default, before anyone signs in", async () => {
    const res = await createClient(ctx).api['access-code'].$get()
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ help: null })
  })
})

describe('POST /api/access-code (ACCESS_CODE set)', () => {
  let custom: TestContext
  beforeAll(async () => {
    custom = await createTestContext({
      ACCESS_CODE: '  Gut Feeling ',
      ACCESS_CODE_HELP: 'Write to invites@example.com for a code.',
    })
  })
  afterAll(() => custom.close())

  it('says the operator’s line on how to get a code', async () => {
    const res = await createClient(custom).api['access-code'].$get()
    expect(await res.json()).toEqual({ help: 'Write to invites@example.com for a code.' })
  })

  it('compares with the configured code, not the default', async () => {
    const { client } = await signedInClient(custom)
    expect((await client.api['access-code'].$post({ json: { code: 'intuition' } })).status).toBe(
      400,
    )
    expect((await client.api['access-code'].$post({ json: { code: 'gut feeling' } })).status).toBe(
      204,
    )
    expect((await client.api['access-code'].$post({ json: { code: ' GUT FEELING' } })).status).toBe(
      204,
    )
  })
})

describe('at start', () => {
  it('warns while ACCESS_CODE is unset, and not once it is set', async () => {
    const warnings: string[] = []
    const logger = { ...createLogger('silent'), warn: (msg: string) => void warnings.push(msg) }
    const unset = buildServer({ ...ctx.services, env: ctx.env, logger })
    expect(warnings.filter((w) => w.includes('ACCESS_CODE'))).toHaveLength(1)

    warnings.length = 0
    const set = buildServer({ ...ctx.services, env: { ...ctx.env, ACCESS_CODE: 'hunch' }, logger })
    expect(warnings.filter((w) => w.includes('ACCESS_CODE'))).toHaveLength(0)
    await Promise.all([unset, set].map((built) => built.services.sessionEnds.close()))
  })
})
