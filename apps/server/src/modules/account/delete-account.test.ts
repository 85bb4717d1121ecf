/**
 * Deleting an account over HTTP (`/api/account`): a wrong or missing password is refused with
 * a 4xx JSON error and changes nothing; the right one leaves nothing of the account in any
 * table of the database, nor in the avatar folder, and its sessions and password stop working.
 * A Google-only account confirms with a fresh sign-in instead. Runs on PGlite, and on
 * PostgreSQL when DATABASE_URL is set.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUpload } from '../../test/backup-crypto'
import {
  admittedClient,
  createClient,
  errorOf,
  signedInAgain,
  signedInClient,
  type TestClient,
  type TestUser,
} from '../../test/client'
import { queryNumber, queryRows } from '../../test/db'
import { createTestContext, type TestContext } from '../../test/harness'
import { makeImage, uploadForm } from '../../test/images'
import { pushDeviceBody } from '../../test/push-device'
import { keysOfEmail } from '../auth/account-limits'
import { sessionCacheOf } from '../auth/session-cache'
import { localStorageDir } from '../storage/object-storage'
import { avatarFolder } from './delete-account'
import { FRESH_SIGN_IN_MS } from './routes'

let ctx: TestContext
let offset = 0

beforeAll(async () => {
  ctx = await createTestContext({}, { clock: () => Date.now() + offset })
})
afterAll(() => ctx.close())

/** An account with something in every place the server keeps things for one. */
async function accountWithEverything(): Promise<{ client: TestClient; user: TestUser }> {
  const { client, user } = await admittedClient(ctx)
  const avatar = await client.raw.request('/api/profile/avatar', {
    method: 'POST',
    body: uploadForm(await makeImage(64, 64, 'png'), 'me.png', 'image/png'),
  })
  expect(avatar.status).toBe(200)
  expect((await client.api.backup.$put({ json: randomUpload(null) })).status).toBe(200)
  expect((await client.api.push.subscription.$put({ json: pushDeviceBody() })).status).toBe(200)
  const coach = await client.functions['gut-coach'].$post({
    json: { type: 'daily_focus', entries: [] },
  })
  expect(coach.status).toBeLessThan(500)
  // A second phone, and a wrong password tried from somewhere else.
  await signedInAgain(ctx, user)
  const stranger = createClient(ctx)
  await stranger.raw.post('/api/auth/sign-in/email', {
    email: user.email,
    password: 'not it at all',
  })
  await ctx.database.db.execute(
    sql`insert into verification (id, identifier, value, expires_at) values (${randomBytes(8).toString('hex')}, ${'reset-password:' + randomBytes(8).toString('hex')}, ${user.id}, now() + interval '1 hour')`,
  )
  return { client, user }
}

/** Rows, in any table, whose text names the account (its id, email, or the email's hash). */
async function rowsNaming(user: TestUser): Promise<string[]> {
  const tables = await queryRows<{ name: string }>(
    ctx,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )
  const traces = [user.id, user.email.toLowerCase(), keysOfEmail(user.email).knownAddresses]
  const found: string[] = []
  for (const { name } of tables) {
    for (const trace of traces) {
      const n = await queryNumber(
        ctx,
        sql`select count(*)::int as n from ${sql.identifier(name)} t where lower(row_to_json(t)::text) like ${'%' + trace.toLowerCase() + '%'}`,
      )
      if (n > 0) found.push(`${name}: ${n} naming ${trace === user.id ? 'the id' : trace}`)
    }
  }
  return found
}

const avatarDir = (user: TestUser) => path.join(localStorageDir(ctx.env), avatarFolder(user.id))

describe('DELETE /api/account', () => {
  it('answers 401 in JSON without a session', async () => {
    const res = await createClient(ctx).api.account.$delete({ json: { password: 'x' } })
    expect(res.status).toBe(401)
    expect((await errorOf(res)).code).toBe('unauthorized')
  })

  it('refuses a wrong or missing password with a 4xx JSON error, and keeps everything', async () => {
    const { client, user } = await accountWithEverything()
    const wrong = await client.api.account.$delete({ json: { password: 'not my password' } })
    expect(wrong.status).toBe(403)
    expect(wrong.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await errorOf(wrong)).toEqual({
      code: 'wrong_password',
      message: "That password isn't right. Try again.",
    })
    const missing = await client.api.account.$delete({ json: {} })
    expect(missing.status).toBe(400)
    expect((await errorOf(missing)).code).toBe('password_required')
    const malformed = await client.raw.delete('/api/account', { password: 42 })
    expect(malformed.status).toBe(400)
    expect((await errorOf(malformed)).code).toBe('invalid_body')

    expect((await client.api.profile.$get()).status).toBe(200)
    expect(existsSync(avatarDir(user))).toBe(true)
    expect(await rowsNaming(user)).not.toEqual([])
  })

  it('with the password, leaves nothing of the account on the server', async () => {
    const { client, user } = await accountWithEverything()
    const other = await admittedClient(ctx)
    // Before: every kind of thing the server keeps for one account is there to delete.
    const before = new Set((await rowsNaming(user)).map((row) => row.split(':')[0]))
    expect([...before].sort()).toEqual([
      'account',
      'admissions',
      'journal_backup',
      'profiles',
      'push_subscription',
      'rate_limit_event',
      'session',
      'sign_in_address',
      'user',
      'verification',
    ])
    const secondPhone = await signedInAgain(ctx, user)

    const res = await client.api.account.$delete({ json: { password: user.password } })
    expect(res.status).toBe(204)
    const expired = res.headers.getSetCookie().filter((line) => /max-age=0/i.test(line))
    expect(expired.some((line) => line.includes('session_token'))).toBe(true)

    expect(await rowsNaming(user)).toEqual([])
    expect(existsSync(avatarDir(user))).toBe(false)
    // Its sessions, on this phone and another, and its password are gone.
    expect((await client.api.profile.$get()).status).toBe(401)
    expect((await secondPhone.api.profile.$get()).status).toBe(401)
    const signIn = await createClient(ctx).raw.post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    })
    expect(signIn.status).toBe(401)
    // Someone else's account is untouched.
    expect((await other.client.api.profile.$get()).status).toBe(200)
  })

  it('for an account without a password, asks for a fresh sign-in', async () => {
    const { client, user } = await admittedClient(ctx)
    // The password's account row becomes a Google link: a Google-only account.
    await ctx.database.db.execute(
      sql`update account set provider_id = 'google', password = null where user_id = ${user.id} and provider_id = 'credential'`,
    )
    const how = await client.api.account.$get()
    expect(await how.json()).toEqual({
      confirmWith: 'sign-in',
      signedInAt: expect.any(String),
      signInAgainWith: 'google',
    })
    try {
      offset = FRESH_SIGN_IN_MS + 1000
      const stale = await client.api.account.$delete({ json: {} })
      expect(stale.status).toBe(403)
      expect((await errorOf(stale)).code).toBe('sign_in_again')
    } finally {
      offset = 0
    }
    expect((await client.api.account.$delete({ json: {} })).status).toBe(204)
    expect(await rowsNaming(user)).toEqual([])
  })

  it('says an account with a password confirms with it', async () => {
    const { client } = await admittedClient(ctx)
    expect(await (await client.api.account.$get()).json()).toEqual({
      confirmWith: 'password',
      signedInAt: expect.any(String),
    })
  })

  it('counts tries: the sixth within a quarter of an hour is 429 in JSON', async () => {
    const { client } = await admittedClient(ctx)
    for (let i = 0; i < 5; i++) {
      expect((await client.api.account.$delete({ json: { password: 'guess ' + i } })).status).toBe(
        403,
      )
    }
    const limited = await client.api.account.$delete({ json: { password: 'one more guess' } })
    expect(limited.status).toBe(429)
    expect((await errorOf(limited)).code).toBe('rate_limited')
  })
})

describe('a request of an account deleted while it was under way', () => {
  it('is answered 401 in JSON, not 500, when its write names the vanished user', async () => {
    const { client, user } = await signedInClient(ctx)
    // What another process, its session still cached, would do a moment after the delete:
    // the guard lets the request through, and the write (the admission) names a user that is
    // gone.
    const cache = sessionCacheOf(ctx.services.auth)
    expect((await client.api.profile.$get()).status).toBe(200)
    await ctx.database.db.execute(sql`delete from "user" where id = ${user.id}`)
    const res = await client.api['access-code'].$post({
      json: { code: ctx.env.ACCESS_CODE ?? 'intuition' },
    })
    expect(res.status).toBe(401)
    expect((await errorOf(res)).code).toBe('unauthorized')
    cache.clear()
  })
})
