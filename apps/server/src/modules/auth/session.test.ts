import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, errorOf, signedInClient } from '../../test/client'
import { createTestContext, type TestContext } from '../../test/harness'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

type SessionBody = {
  user: { id: string; email: string; name: string; emailVerified: boolean; createdAt: string }
  session: { id: string; userId: string; expiresAt: string }
} | null

describe('sign-in, session and sign-out', () => {
  it('signs in with email and password into an HttpOnly, SameSite=Lax cookie session', async () => {
    const { user } = await signedInClient(ctx)
    const client = createClient(ctx)

    const res = await client.raw.post('/api/auth/sign-in/email', {
      email: user.email.toUpperCase(),
      password: user.password,
      rememberMe: true,
    })
    expect(res.status).toBe(200)
    const cookie = res.headers.getSetCookie().find((line) => line.includes('session_token='))
    expect(cookie).toBeDefined()
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).not.toMatch(/Secure/i)
    expect(cookie).toMatch(/Path=\//)

    const session = await client.raw.get('/api/auth/get-session')
    expect(session.status).toBe(200)
    const body = (await session.json()) as SessionBody
    expect(body?.user).toMatchObject({ id: user.id, email: user.email, name: user.nickname })
    expect(body?.session.userId).toBe(user.id)
    expect(new Date(body!.session.expiresAt).getTime()).toBeGreaterThan(Date.now())
  })

  it('answers get-session with null when signed out', async () => {
    const res = await createClient(ctx).raw.get('/api/auth/get-session')
    expect(res.status).toBe(200)
    expect(await res.json()).toBeNull()
  })

  it('refuses a wrong password with 401 and a message', async () => {
    const { user } = await signedInClient(ctx)
    const res = await createClient(ctx).raw.post('/api/auth/sign-in/email', {
      email: user.email,
      password: 'not the password',
    })
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ message: 'Invalid email or password' })
  })

  it('signs out: the cookie is cleared and the session no longer works', async () => {
    const { client } = await signedInClient(ctx)
    const stolenCookie = client.cookies()
    const res = await client.raw.post('/api/auth/sign-out', {})
    expect(res.status).toBe(200)
    expect(res.headers.getSetCookie().join()).toMatch(/session_token=;.*Max-Age=0/i)

    expect(await (await client.raw.get('/api/auth/get-session')).json()).toBeNull()
    // The session is gone from the database too, not just from this browser.
    const replay = await createClient(ctx).api.profile.$get(
      {},
      { headers: { Cookie: stolenCookie } },
    )
    expect(replay.status).toBe(401)
  })

  it('refuses a signed-in request from a foreign origin', async () => {
    const { client } = await signedInClient(ctx)
    const res = await client.raw.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: '{}',
    })
    expect(res.status).toBe(403)
    expect((await client.raw.get('/api/auth/get-session')).status).toBe(200)
    expect(await (await client.raw.get('/api/auth/get-session')).json()).not.toBeNull()
  })

  it('ignores a forged session cookie', async () => {
    const res = await createClient(ctx).api.profile.$get(
      {},
      { headers: { Cookie: 'better-auth.session_token=forged.value' } },
    )
    expect(res.status).toBe(401)
    expect(await errorOf(res)).toEqual({ code: 'unauthorized', message: 'Sign in to continue.' })
  })
})

describe('on an https address', () => {
  it('marks the session cookie Secure', async () => {
    const secure = await createTestContext({ BETTER_AUTH_URL: 'https://hara.example' })
    try {
      const client = createClient(secure)
      const res = await client.raw.post('/api/auth/sign-up/email', {
        email: 'secure@example.com',
        password: 'correct horse',
        nickname: 'Secure',
      })
      expect(res.status).toBe(200)
      const cookie = res.headers.getSetCookie().find((line) => line.includes('session_token='))
      expect(cookie).toMatch(/Secure/)
      expect(cookie).toMatch(/HttpOnly/i)
    } finally {
      await secure.close()
    }
  })
})
