/**
 * Limits per account and per recipient: before, 50 wrong
 * passwords from 10 addresses reached one account within a minute, and 15 reset mails one
 * mailbox in a second; then ten wrong passwords from anywhere locked the owner out for 15
 * minutes, and 15 to 16 concurrent guesses passed a limit of 10.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, errorOf, signedInClient, type TestClient } from '../../test/client'
import { createTestContext, type TestContext } from '../../test/harness'
import { readOutbox } from '../../test/outbox'
import { RESET_MAIL_RULE, SIGN_IN_BACKOFF } from './account-limits'

let ctx: TestContext
let now = Date.parse('2027-02-01T09:00:00Z')
beforeAll(async () => {
  ctx = await createTestContext({}, { clock: () => now })
})
afterAll(() => ctx.close())

const signIn = (client: TestClient, email: string, password: string) =>
  client.raw.post('/api/auth/sign-in/email', { email, password })

/** `n` wrong passwords for `email`, each from an address of its own. */
async function guesses(email: string, n: number) {
  const answers: number[] = []
  for (let i = 0; i < n; i++)
    answers.push((await signIn(createClient(ctx), email, `guess ${i}`)).status)
  return answers
}

describe('wrong passwords for one account from addresses it does not know', () => {
  it('pass a few, then wait twice as long each time, with 429 and Retry-After', async () => {
    const { user } = await signedInClient(ctx)
    expect(await guesses(user.email, SIGN_IN_BACKOFF.free)).toEqual(
      Array(SIGN_IN_BACKOFF.free).fill(401),
    )
    const blocked = await signIn(createClient(ctx), user.email.toUpperCase(), 'guess again')
    expect(blocked.status).toBe(429)
    expect((await errorOf(blocked)).code).toBe('rate_limited')
    expect(Number(blocked.headers.get('retry-after'))).toBe(30)

    // Each wait is twice the one before: 30 s, then 60 s, then 120 s.
    for (const wait of [30, 60, 120]) {
      now += (wait - 1) * 1000
      expect((await signIn(createClient(ctx), user.email, 'too soon')).status).toBe(429)
      now += 1000
      expect((await signIn(createClient(ctx), user.email, 'a guess')).status).toBe(401)
    }
    const next = await signIn(createClient(ctx), user.email, 'again')
    expect(Number(next.headers.get('retry-after'))).toBe(240)
  })

  it('never pass the limit together: of 20 concurrent guesses only the free ones are tried', async () => {
    const { user } = await signedInClient(ctx)
    const clients = Array.from({ length: 20 }, () => createClient(ctx))
    const answers = await Promise.all(clients.map((c, i) => signIn(c, user.email, `guess ${i}`)))
    const statuses = answers.map((res) => res.status).sort()
    expect(statuses).toEqual([
      ...Array(SIGN_IN_BACKOFF.free).fill(401),
      ...Array(20 - SIGN_IN_BACKOFF.free).fill(429),
    ])
  })

  it('do not count successful sign-ins', async () => {
    const { user } = await signedInClient(ctx)
    for (let i = 0; i < SIGN_IN_BACKOFF.free + 2; i++) {
      expect((await signIn(createClient(ctx), user.email, user.password)).status).toBe(200)
    }
    await guesses(user.email, SIGN_IN_BACKOFF.free - 1)
    expect((await signIn(createClient(ctx), user.email, 'one more')).status).toBe(401)
  })

  it('never lock the owner out where they have signed in before', async () => {
    const { client: home, user } = await signedInClient(ctx)
    const { user: neighbour } = await signedInClient(ctx)
    const phone = createClient(ctx)
    expect((await signIn(phone, user.email, user.password)).status).toBe(200)

    // Someone guesses from many addresses until the account waits.
    await guesses(user.email, SIGN_IN_BACKOFF.free + 3)
    expect((await signIn(createClient(ctx), user.email, user.password)).status).toBe(429)

    // The address the account was made from, and one that signed in to it, still get in; a
    // typo there is a 401, as always, and does not count towards the account.
    for (const client of [home, phone]) {
      expect((await signIn(client, user.email, 'a typo')).status).toBe(401)
      expect((await signIn(client, user.email, user.password)).status).toBe(200)
    }
    // Another account is not affected.
    expect((await signIn(createClient(ctx), neighbour.email, neighbour.password)).status).toBe(200)
  })
})

describe('reset mails to one recipient', () => {
  it('are limited across addresses, whether or not the address has an account', async () => {
    const { user } = await signedInClient(ctx)
    for (const email of [user.email, 'no-account-here@example.com']) {
      const sentBefore = (await readOutbox(ctx)).length
      for (let i = 0; i < RESET_MAIL_RULE.max; i++) {
        const res = await createClient(ctx).raw.post('/api/auth/request-password-reset', { email })
        expect(res.status).toBe(200)
      }
      const limited = await createClient(ctx).raw.post('/api/auth/request-password-reset', {
        email,
      })
      expect(limited.status).toBe(429)
      expect((await errorOf(limited)).message).toMatch(/already sent reset links/)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      const sent = (await readOutbox(ctx)).length - sentBefore
      expect(sent).toBe(email === user.email ? RESET_MAIL_RULE.max : 0)
    }
  })
})
