/**
 * Logs: what a client sends is cut short, and no email address, nickname
 * or SQL parameter reaches a log line. Before, a 16 KB `redirectTo` was logged in full at
 * error level, and a failed query wrote its SQL, an email address and a stack trace.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, signedInClient } from '../../test/client'
import { createTestContext, type TestContext } from '../../test/harness'
import { memoryLogger } from '../../test/memory-logger'
import { LOG_VALUE_MAX, safeLogValue } from './logger'

describe('safeLogValue', () => {
  it('hides email addresses and cuts long text, at any depth', () => {
    expect(safeLogValue('to ada.l+x@example.co.uk now')).toBe('to [email] now')
    const long = safeLogValue('x'.repeat(5000)) as string
    expect(long.length).toBeLessThan(LOG_VALUE_MAX + 40)
    expect(long).toMatch(/4700 more characters\)$/)
    expect(safeLogValue({ a: { b: ['me@here.io'] } })).toEqual({ a: { b: ['[email]'] } })
  })
})

describe('what the server logs', () => {
  const logger = memoryLogger()
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext({}, { logger })
  })
  afterAll(() => ctx.close())

  it('keeps client-supplied values short and leaves out addresses, nicknames and SQL', async () => {
    const { user } = await signedInClient(ctx, { nickname: 'Quillwhisper' })
    const client = createClient(ctx)
    await client.raw.post('/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: `https://evil.example/${'a'.repeat(16_000)}`,
    })
    await client.raw.post('/api/auth/request-password-reset', { email: user.email })
    await client.raw.post('/api/auth/sign-in/email', { email: user.email, password: 'wrong one' })
    await client.raw.post('/api/auth/sign-up/email', {
      email: user.email,
      password: 'correct horse',
      nickname: 'Quillwhisper',
    })

    // A real fault inside a query: the profile table refuses writes.
    await ctx.database.db.execute(sql`
      create function refuse_profile() returns trigger language plpgsql as $$
      begin raise exception 'profile refused for this test'; end $$`)
    await ctx.database.db.execute(
      sql`create trigger refuse_profile before insert on profiles for each row execute function refuse_profile()`,
    )
    const fault = await createClient(ctx).raw.post('/api/auth/sign-up/email', {
      email: 'someone.private@example.org',
      password: 'correct horse',
      nickname: 'Moonlacewing',
    })
    expect(fault.status).toBeGreaterThanOrEqual(400)
    await ctx.database.db.execute(sql`drop trigger refuse_profile on profiles`)

    expect(logger.lines.length).toBeGreaterThan(0)
    for (const line of logger.lines) {
      expect(line.length).toBeLessThan(4000)
      expect(line).not.toContain(user.email)
      expect(line).not.toContain('someone.private@example.org')
      expect(line).not.toMatch(/Quillwhisper|Moonlacewing/)
      expect(line).not.toMatch(/insert into|params:|a{400}/i)
    }
  })
})
