import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createClient, signedInClient } from '../../test/client'
import { createTestContext, type TestContext } from '../../test/harness'
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server'

/**
 * Whether an email address has an account, as a stranger could learn it.
 * The reset request must not tell by its timing; sign-up does tell (ADR 0015), slowly.
 */

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 10_000
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

describe('a password-reset request, with a mail server that takes its time', () => {
  /** How long the mail server takes to accept a message, as one across a network does. */
  const MAIL_MS = 60
  /** Medians on a shared, noisy machine: a difference this small is noise, not the mail. */
  const TOLERANCE_MS = 15
  const ROUNDS = 24

  let ctx: TestContext
  let smtp: TestSmtpServer
  beforeAll(async () => {
    smtp = await startTestSmtpServer({ acceptDelayMs: MAIL_MS })
    // Limits off: this measures the answer, not the limits (which count both kinds alike).
    ctx = await createTestContext({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      RATE_LIMITS: 'off',
    })
  })
  afterAll(async () => {
    await ctx.close()
    await smtp.close()
  })

  it('answers as fast for an address with an account as for one without', async () => {
    const { user } = await signedInClient(ctx)
    const client = createClient(ctx)
    let mailsExpected = 0
    const answers = new Set<string>()
    const timed = async (email: string) => {
      const started = performance.now()
      const res = await client.raw.post('/api/auth/request-password-reset', { email })
      const ms = performance.now() - started
      expect(res.status).toBe(200)
      answers.add(await res.text())
      // The mail still goes out: wait for it before the next try, so tries never overlap.
      if (email === user.email) mailsExpected += 1
      await until(() => smtp.messages.length === mailsExpected, 'the reset mail')
      return ms
    }

    for (let i = 0; i < 3; i++) {
      await timed(user.email)
      await timed(`warm-up-${i}@example.com`)
    }
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < ROUNDS; i++) {
      // Alternating which goes first, so a slow moment of the machine falls on both alike.
      const stranger = `nobody-${i}@example.com`
      if (i % 2 === 0) {
        known.push(await timed(user.email))
        unknown.push(await timed(stranger))
      } else {
        unknown.push(await timed(stranger))
        known.push(await timed(user.email))
      }
    }

    const gap = median(known) - median(unknown)
    console.info(
      `reset request, median over ${ROUNDS}: known ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms, mail ${MAIL_MS} ms`,
    )
    expect(Math.abs(gap)).toBeLessThan(TOLERANCE_MS)
    expect(answers.size).toBe(1)
    expect(smtp.messages.filter((m) => m.to.includes(user.email))).toHaveLength(ROUNDS + 3)
    expect(smtp.messages.every((m) => m.to.includes(user.email))).toBe(true)
  }, 120_000)
})

describe('sign-up with an address that has an account', () => {
  let ctx: TestContext
  beforeAll(async () => {
    // The server's clock reads Date as the test sets it, like better-auth's own limit does.
    ctx = await createTestContext({}, { clock: () => Date.now() })
  })
  afterAll(() => ctx.close())
  afterEach(() => {
    vi.useRealTimers()
  })

  it('says so to one network address at most 20 times an hour, then answers 429 to every address', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    let now = Date.parse('2027-05-03T09:00:00Z')
    vi.setSystemTime(now)
    const { user } = await signedInClient(ctx)
    const prober = createClient(ctx)
    const signUp = (email: string) =>
      prober.raw.post('/api/auth/sign-up/email', {
        email,
        password: 'correct horse',
        nickname: 'Prober',
      })

    // Five a minute (better-auth's limit), four minutes running: half known, half new.
    const statuses: number[] = []
    for (let minute = 0; minute < 4; minute++) {
      for (let i = 0; i < 5; i++) {
        const known = (minute * 5 + i) % 2 === 0
        const res = await signUp(known ? user.email : `new-${minute}-${i}@example.com`)
        statuses.push(res.status)
      }
      now += 61_000
      vi.setSystemTime(now)
    }
    expect(statuses).toEqual(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 422 : 200)))

    // The 21st in the hour is refused before anyone looks the address up: the same answer for
    // an address with an account and for a new one, so the refusal says nothing either.
    const forKnown = await signUp(user.email)
    const forNew = await signUp('brand-new@example.com')
    for (const res of [forKnown, forNew]) {
      expect(res.status).toBe(429)
      const retryAfter = Number(res.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThan(55 * 60)
      expect(retryAfter).toBeLessThanOrEqual(60 * 60)
    }
    expect(await forKnown.json()).toEqual(await forNew.json())

    // Another address is not affected, and an hour later this one may try again.
    expect(
      (
        await createClient(ctx).raw.post('/api/auth/sign-up/email', {
          email: user.email,
          password: 'correct horse',
          nickname: 'Someone',
        })
      ).status,
    ).toBe(422)
    vi.setSystemTime(Date.parse('2027-05-03T10:00:30Z'))
    expect((await signUp(user.email)).status).toBe(422)
    // Two dozen sign-ups, each a scrypt hash: room for a busy machine.
  }, 120_000)
})
