/**
 * Limits per account and per recipient (issue 13, point 4): before, 50 wrong passwords from 10
 * addresses reached one account within a minute, and 15 reset mails one mailbox in a second.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, errorOf, signedInClient } from '../../test/client'
import { createTestContext, type TestContext } from '../../test/harness'
import { readOutbox } from '../../test/outbox'
import { RESET_MAIL_RULE, SIGN_IN_FAILURE_RULE } from './account-limits'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

describe('wrong passwords for one account', () => {
  it('are limited across addresses, with 429 and Retry-After, and only for that account', async () => {
    const { user } = await signedInClient(ctx)
    const { user: neighbour } = await signedInClient(ctx)
    // Ten addresses, each well under its own per-address limit.
    const addresses = Array.from({ length: 10 }, () => createClient(ctx))
    for (let i = 0; i < SIGN_IN_FAILURE_RULE.max; i++) {
      const res = await addresses[i % 10]!.post('/api/auth/sign-in/email', {
        email: user.email,
        password: `guess ${i}`,
      })
      expect(res.status).toBe(401)
    }
    const blocked = await addresses[3]!.post('/api/auth/sign-in/email', {
      email: user.email.toUpperCase(),
      password: 'guess again',
    })
    expect(blocked.status).toBe(429)
    expect((await errorOf(blocked)).code).toBe('rate_limited')
    const retryAfter = Number(blocked.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(60)
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_FAILURE_RULE.windowMs / 1000)

    // Even the right password waits (that is the point), from a fresh address too.
    const owner = await createClient(ctx).post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    })
    expect(owner.status).toBe(429)
    // Another account is not affected.
    const other = await createClient(ctx).post('/api/auth/sign-in/email', {
      email: neighbour.email,
      password: neighbour.password,
    })
    expect(other.status).toBe(200)
  })

  it('do not count successful sign-ins', async () => {
    const { user } = await signedInClient(ctx)
    for (let i = 0; i < SIGN_IN_FAILURE_RULE.max + 2; i++) {
      const res = await createClient(ctx).post('/api/auth/sign-in/email', {
        email: user.email,
        password: user.password,
      })
      expect(res.status).toBe(200)
    }
  })
})

describe('reset mails to one recipient', () => {
  it('are limited across addresses, whether or not the address has an account', async () => {
    const { user } = await signedInClient(ctx)
    for (const email of [user.email, 'no-account-here@example.com']) {
      const sentBefore = readOutbox(ctx).length
      for (let i = 0; i < RESET_MAIL_RULE.max; i++) {
        const res = await createClient(ctx).post('/api/auth/request-password-reset', { email })
        expect(res.status).toBe(200)
      }
      const limited = await createClient(ctx).post('/api/auth/request-password-reset', { email })
      expect(limited.status).toBe(429)
      expect((await errorOf(limited)).message).toMatch(/already sent reset links/)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      const sent = readOutbox(ctx).length - sentBefore
      expect(sent).toBe(email === user.email ? RESET_MAIL_RULE.max : 0)
    }
  })
})
