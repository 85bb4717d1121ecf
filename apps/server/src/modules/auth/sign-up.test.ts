import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, signUp } from '../../test/client'
import { queryNumber } from '../../test/db'
import { createTestContext, type TestContext } from '../../test/harness'
import { PASSWORD_COST } from './password-hashing'

let ctx: TestContext
beforeAll(async () => {
  // Sign-up at the hashing's full cost: forty at once below is about its load.
  ctx = await createTestContext({}, { passwordCost: PASSWORD_COST })
})
afterAll(() => ctx.close())

type AuthError = { code: string; message: string }

const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  email: `someone-${Math.random().toString(36).slice(2)}@example.com`,
  password: 'correct horse',
  name: 'Someone',
  nickname: 'Sunny',
  ...overrides,
})

async function countRows(table: 'user' | 'profiles', email?: string): Promise<number> {
  const where = email
    ? table === 'user'
      ? sql` where email = ${email}`
      : sql` where id in (select id from "user" where email = ${email})`
    : sql``
  return queryNumber(ctx, sql`select count(*)::int as n from ${sql.identifier(table)}${where}`)
}

describe('POST /api/auth/sign-up/email', () => {
  it('creates the user, signs them in and creates their profile with the trimmed nickname', async () => {
    const client = createClient(ctx)
    const res = await client.raw.post(
      '/api/auth/sign-up/email',
      signUpBody({ nickname: '  Sunny  ' }),
    )
    expect(res.status).toBe(200)
    const { user } = (await res.json()) as { user: { id: string; name: string } }
    expect(res.headers.getSetCookie().join()).toContain('better-auth.session_token=')

    const profile = await client.api.profile.$get()
    expect(profile.status).toBe(200)
    expect(await profile.json()).toEqual({
      id: user.id,
      nickname: 'Sunny',
      first_name: null,
      avatar_url: null,
      admitted: false,
      has_backup: false,
      last_check_in_on: null,
      onboarding_focus: null,
      onboarding_challenge: null,
      language: null,
    })
  })

  it('uses the nickname as the name when the client sends no name', async () => {
    const client = createClient(ctx)
    const body: Record<string, unknown> = signUpBody({ nickname: 'Moon' })
    delete body.name
    const res = await client.raw.post('/api/auth/sign-up/email', body)
    expect(res.status).toBe(200)
    expect(((await res.json()) as { user: { name: string } }).user.name).toBe('Moon')
  })

  it('accepts a nickname of exactly 40 characters, emoji counted once', async () => {
    const client = createClient(ctx)
    const nickname = '🌙'.repeat(40)
    const res = await client.raw.post('/api/auth/sign-up/email', signUpBody({ nickname }))
    expect(res.status).toBe(200)
    expect(
      ((await (await client.api.profile.$get()).json()) as { nickname: string }).nickname,
    ).toBe(nickname)
  })

  it.each([
    ['missing', undefined, 'Enter a nickname.'],
    ['blank', '   ', 'Enter a nickname.'],
    ['not text', 42, 'Enter a nickname.'],
    ['41 characters', 'x'.repeat(41), 'Keep your nickname to 40 characters or fewer.'],
  ])('refuses a %s nickname with a 400 and creates nothing', async (_, nickname, message) => {
    const client = createClient(ctx)
    const body = signUpBody({ nickname })
    const res = await client.raw.post('/api/auth/sign-up/email', body)
    expect(res.status).toBe(400)
    expect((await res.json()) as AuthError).toMatchObject({ code: 'invalid_nickname', message })
    expect(res.headers.getSetCookie()).toEqual([])
    expect(await countRows('user', body.email)).toBe(0)
  })

  it('refuses a password shorter than 6 or longer than 128 characters', async () => {
    const client = createClient(ctx)
    const short = await client.raw.post(
      '/api/auth/sign-up/email',
      signUpBody({ password: '12345' }),
    )
    expect(short.status).toBe(400)
    expect(((await short.json()) as AuthError).message).toBe('Password too short')

    const long = await client.raw.post(
      '/api/auth/sign-up/email',
      signUpBody({ password: 'x'.repeat(129) }),
    )
    expect(long.status).toBe(400)
    expect(((await long.json()) as AuthError).message).toBe('Password too long')

    const six = await client.raw.post('/api/auth/sign-up/email', signUpBody({ password: '123456' }))
    expect(six.status).toBe(200)
  })

  it('answers bad input with a 4xx and a message, never a 5xx', async () => {
    const client = createClient(ctx)
    const cases: Array<[string, RequestInit]> = [
      [
        'malformed JSON',
        { body: '{"email": "a@b.co", ', headers: { 'Content-Type': 'application/json' } },
      ],
      ['no body', { headers: { 'Content-Type': 'application/json' } }],
      ['an array', { body: '[]', headers: { 'Content-Type': 'application/json' } }],
      [
        'no email',
        {
          body: JSON.stringify({ password: 'secret1', nickname: 'A' }),
          headers: { 'Content-Type': 'application/json' },
        },
      ],
      [
        'a bad email',
        {
          body: JSON.stringify(signUpBody({ email: 'nope' })),
          headers: { 'Content-Type': 'application/json' },
        },
      ],
      ['text', { body: 'hello', headers: { 'Content-Type': 'text/plain' } }],
    ]
    for (const [label, init] of cases) {
      const res = await client.raw.request('/api/auth/sign-up/email', { method: 'POST', ...init })
      expect(res.status, label).toBeGreaterThanOrEqual(400)
      expect(res.status, label).toBeLessThan(500)
      const body = (await res.json()) as AuthError
      expect(typeof body.message, label).toBe('string')
      expect(body.message.length, label).toBeGreaterThan(0)
    }
  })

  it('refuses a second account with the same email', async () => {
    const client = createClient(ctx)
    const body = signUpBody()
    expect((await client.raw.post('/api/auth/sign-up/email', body)).status).toBe(200)
    const again = await createClient(ctx).raw.post('/api/auth/sign-up/email', {
      ...body,
      email: body.email.toUpperCase(),
    })
    expect(again.status).toBe(422)
    expect(await countRows('user', body.email)).toBe(1)
  })

  it('leaves every user with exactly one profile', async () => {
    for (let i = 0; i < 3; i++) await signUp(createClient(ctx))
    const orphans = await queryNumber(
      ctx,
      sql`select count(*)::int as n from "user" u left join profiles p on p.id = u.id where p.id is null`,
    )
    expect(orphans).toBe(0)
    expect(await countRows('profiles')).toBe(await countRows('user'))
  })

  it('creates no user when the profile cannot be written (one transaction)', async () => {
    // Make the database refuse any new profile, as a failing disk or a bug would.
    await ctx.database.db.execute(sql`
      create function refuse_profile() returns trigger language plpgsql as $$
      begin raise exception 'profile refused for this test'; end $$`)
    await ctx.database.db.execute(
      sql`create trigger refuse_profile before insert on profiles for each row execute function refuse_profile()`,
    )
    try {
      const client = createClient(ctx)
      const body = signUpBody()
      const res = await client.raw.post('/api/auth/sign-up/email', body)
      expect(res.ok).toBe(false)
      expect(res.headers.getSetCookie().join()).not.toContain('session_token=')
      expect(await countRows('user', body.email)).toBe(0)

      const signIn = await client.raw.post('/api/auth/sign-in/email', {
        email: body.email,
        password: body.password,
      })
      expect(signIn.status).toBe(401)
    } finally {
      await ctx.database.db.execute(sql`drop trigger refuse_profile on profiles`)
      await ctx.database.db.execute(sql`drop function refuse_profile()`)
    }
    // And once the database accepts profiles again, sign-up works.
    expect((await createClient(ctx).raw.post('/api/auth/sign-up/email', signUpBody())).status).toBe(
      200,
    )
  })

  it('answers forty sign-ups at once, none of them 503', async () => {
    // Hashing forty takes seconds on two cores. When every hash ran at once they filled libuv's
    // thread pool, a sign-up's transaction waited there for its cookie's signature holding its
    // database connection, and the sign-ups behind it were answered 503 (database_busy): the
    // load test's 57 of 200.
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        createClient(ctx).raw.post('/api/auth/sign-up/email', signUpBody()),
      ),
    )
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200))
  })
})
