import { statSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, signedInClient, type TestClient } from '../../test/client'
import { queryRows } from '../../test/db'
import { createTestContext, type TestContext } from '../../test/harness'
import { memoryLogger } from '../../test/memory-logger'
import { readOutbox, resetLinkFor } from '../../test/outbox'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

async function requestReset(client: TestClient, email: string) {
  return client.raw.post('/api/auth/request-password-reset', {
    email,
    redirectTo: `${ctx.env.publicUrl}/auth`,
  })
}

/** Opens the mail's link like a browser: better-auth checks the token and redirects to /auth. */
async function followLink(client: TestClient, link: string): Promise<URL> {
  const url = new URL(link)
  expect(url.origin).toBe(ctx.env.publicUrl)
  const res = await client.raw.get(url.pathname + url.search)
  expect(res.status).toBe(302)
  return new URL(res.headers.get('Location')!, ctx.env.publicUrl)
}

describe('password reset by email', () => {
  it('speaks the language the person chose in the profile, and English before any', async () => {
    const { user, client } = await signedInClient(ctx, { nickname: 'Lucía' })
    const patched = await client.raw.patch('/api/profile', { language: 'es' })
    expect(patched.status).toBe(200)
    expect(await patched.json()).toMatchObject({ language: 'es' })
    await requestReset(createClient(ctx), user.email)
    const [mail] = (await readOutbox(ctx)).filter((m) => m.decoded.includes(`To: ${user.email}`))
    expect(mail!.decoded).toContain('Subject: Restablece tu contraseña de Hara')
    expect(mail!.decoded).toContain('Hola, Lucía:')
    expect(mail!.decoded).toContain('Elegir una contraseña nueva')

    const refused = await client.raw.patch('/api/profile', { language: 'fr' })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ error: { code: expect.any(String) } })
  })

  it('mails a link that opens /auth with a token; the new password signs the user in', async () => {
    const { user, client: oldDevice } = await signedInClient(ctx, { nickname: 'Juniper' })
    const browser = createClient(ctx)

    const res = await requestReset(browser, user.email)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: true })

    // The outbox holds one readable RFC 822 message for this user.
    const mails = (await readOutbox(ctx)).filter((m) => m.decoded.includes(`To: ${user.email}`))
    expect(mails).toHaveLength(1)
    const mail = mails[0]!
    expect(mail.raw).toMatch(/^Subject: Reset your Hara password$/m)
    expect(mail.raw).toMatch(/^From: Hara <hello@hara\.local>$/m)
    expect(mail.raw).toMatch(/^Content-Type: multipart\/alternative/m)
    expect(mail.decoded).toContain('Hi Juniper,')
    expect(statSync(mail.file).mode & 0o777).toBe(0o600)

    // The link goes through the API, which redirects to the web app's set-new-password view.
    const landing = await followLink(browser, await resetLinkFor(ctx, user.email))
    expect(landing.pathname).toBe('/auth')
    const token = landing.searchParams.get('token')
    expect(token).toBeTruthy()

    // Setting the new password answers with a session cookie: the user is signed in.
    const reset = await browser.raw.post('/api/auth/reset-password', {
      token,
      newPassword: 'a brand new secret',
    })
    expect(reset.status).toBe(200)
    expect(reset.headers.getSetCookie().join()).toMatch(/session_token=[^;]+;.*HttpOnly/i)
    const session = (await (await browser.raw.get('/api/auth/get-session')).json()) as {
      user: { id: string }
    }
    expect(session.user.id).toBe(user.id)
    expect((await browser.api.profile.$get()).status).toBe(200)

    // The session on the other device, which knew the old password, is gone.
    expect(await (await oldDevice.raw.get('/api/auth/get-session')).json()).toBeNull()

    // The old password no longer works, the new one does.
    const withOld = await createClient(ctx).raw.post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    })
    expect(withOld.status).toBe(401)
    const withNew = await createClient(ctx).raw.post('/api/auth/sign-in/email', {
      email: user.email,
      password: 'a brand new secret',
    })
    expect(withNew.status).toBe(200)

    // The token was used up: neither the link nor the token works a second time.
    const again = await createClient(ctx).raw.post('/api/auth/reset-password', {
      token,
      newPassword: 'yet another secret',
    })
    expect(again.status).toBe(400)
    expect(await again.json()).toMatchObject({ code: 'INVALID_TOKEN', message: 'Invalid token' })
    expect(again.headers.getSetCookie().join()).not.toContain('session_token=')
    const reopened = await followLink(createClient(ctx), await resetLinkFor(ctx, user.email))
    expect(reopened.pathname).toBe('/auth')
    expect(reopened.searchParams.get('error')).toBe('INVALID_TOKEN')
    expect(reopened.searchParams.get('token')).toBeNull()
  })

  it('the first link used ends every other link and every other session of the user', async () => {
    const { user, client: phone } = await signedInClient(ctx)
    const laptop = createClient(ctx)
    const signIn = await laptop.raw.post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    })
    expect(signIn.status).toBe(200)
    const browser = createClient(ctx)
    const tokens: string[] = []
    for (let i = 0; i < 3; i++) {
      expect((await requestReset(browser, user.email)).status).toBe(200)
      tokens.push(new URL(await resetLinkFor(ctx, user.email)).pathname.split('/').pop()!)
    }
    expect(new Set(tokens).size).toBe(3)

    const first = await browser.raw.post('/api/auth/reset-password', {
      token: tokens[0],
      newPassword: 'the first new one',
    })
    expect(first.status).toBe(200)
    // The third link (and the second) no longer work, neither followed nor posted.
    for (const token of [tokens[2], tokens[1]]) {
      const later = await createClient(ctx).raw.post('/api/auth/reset-password', {
        token,
        newPassword: 'someone else wants in',
      })
      expect(later.status).toBe(400)
      expect(await later.json()).toMatchObject({ code: 'INVALID_TOKEN' })
    }
    const rows = await queryRows(
      ctx,
      sql`select 1 from verification where value = ${user.id} and identifier like 'reset-password:%'`,
    )
    expect(rows).toEqual([])
    // Both other devices were signed out; the browser that reset is signed in.
    expect(await (await phone.raw.get('/api/auth/get-session')).json()).toBeNull()
    expect(await (await laptop.raw.get('/api/auth/get-session')).json()).toBeNull()
    expect((await browser.api.profile.$get()).status).toBe(200)
  })

  it('sends the link to /auth whatever redirectTo the client asked for', async () => {
    const { user } = await signedInClient(ctx)
    const client = createClient(ctx)
    const res = await client.raw.post('/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: `${ctx.env.publicUrl}/somewhere-else`,
    })
    expect(res.status).toBe(200)
    const landing = await followLink(client, await resetLinkFor(ctx, user.email))
    expect(landing.pathname).toBe('/auth')
  })

  it('refuses a redirectTo on another site', async () => {
    const { user } = await signedInClient(ctx)
    const res = await createClient(ctx).raw.post('/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: 'https://evil.example/auth',
    })
    expect(res.status).toBe(403)
  })

  it('expires the link after an hour', async () => {
    const { user } = await signedInClient(ctx)
    const client = createClient(ctx)
    await requestReset(client, user.email)
    // The link arrives after the answer; once it is here, so is its row.
    const link = await resetLinkFor(ctx, user.email)
    const [row] = await queryRows<{ expires_at: Date | string; created_at: Date | string }>(
      ctx,
      sql`select expires_at, created_at from verification where value = ${user.id}`,
    )
    const lifetime = new Date(row!.expires_at).getTime() - new Date(row!.created_at).getTime()
    expect(Math.round(lifetime / 60_000)).toBe(60)

    // An hour later:
    await ctx.database.db.execute(
      sql`update verification set expires_at = now() - interval '1 second' where value = ${user.id}`,
    )
    const landing = await followLink(client, link)
    expect(landing.searchParams.get('error')).toBe('INVALID_TOKEN')
    const token = new URL(link).pathname.split('/').pop()
    const reset = await client.raw.post('/api/auth/reset-password', {
      token,
      newPassword: 'new secret',
    })
    expect(reset.status).toBe(400)
  })

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = (await readOutbox(ctx)).length
    const res = await requestReset(createClient(ctx), 'nobody@example.com')
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: true })
    expect(await readOutbox(ctx)).toHaveLength(before)
  })

  it('applies the password rules to the new password', async () => {
    const { user } = await signedInClient(ctx)
    const client = createClient(ctx)
    await requestReset(client, user.email)
    const token = new URL(await resetLinkFor(ctx, user.email)).pathname.split('/').pop()
    const res = await client.raw.post('/api/auth/reset-password', { token, newPassword: '12345' })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ message: 'Password too short' })
    // The token is still good after a refused password.
    const ok = await client.raw.post('/api/auth/reset-password', { token, newPassword: '123456' })
    expect(ok.status).toBe(200)
  })
})

describe('password reset in the logs', () => {
  it('says that a mail was written and where, never the link or its token', async () => {
    const logger = memoryLogger()
    const logged = await createTestContext({}, { logger })
    try {
      const { user } = await signedInClient(logged, { nickname: 'Sable' })
      const res = await createClient(logged).raw.post('/api/auth/request-password-reset', {
        email: user.email,
        redirectTo: `${logged.env.publicUrl}/auth`,
      })
      expect(res.status).toBe(200)
      const link = await resetLinkFor(logged, user.email)
      const token = new URL(link).pathname.split('/').pop()!
      const lines = logger.lines.join('\n')
      expect(lines).toContain('mail written to the outbox')
      expect(lines).not.toContain(token)
      expect(lines).not.toContain('/reset-password/')
    } finally {
      await logged.close()
    }
  })
})
