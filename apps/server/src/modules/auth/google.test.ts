import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from '../../test/client'
import { createTestContext, type TestContext } from '../../test/harness'
import { findProfile, toProfileJson } from '../profile/queries'
import { profileNickname } from './profile-on-sign-up'

describe('without Google configuration', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext()
  })
  afterAll(() => ctx.close())

  it('says so on GET /api/auth-config', async () => {
    const res = await ctx.app.request('/api/auth-config')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ google: false })
  })

  it('answers Google sign-in with a clear 400', async () => {
    const res = await createClient(ctx).raw.post('/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: `${ctx.env.publicUrl}/`,
    })
    expect(res.status).toBe(400)
    const message = 'Google sign-in is not configured on this server'
    expect(await res.json()).toEqual({
      code: 'google_not_configured',
      message,
      error: { code: 'google_not_configured', message },
    })
  })
})

describe('with Google configured', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext({
      GOOGLE_CLIENT_ID: 'test-client-id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'test-client-secret',
    })
  })
  afterAll(() => ctx.close())

  it('says so on GET /api/auth-config', async () => {
    expect(await (await ctx.app.request('/api/auth-config')).json()).toEqual({ google: true })
  })

  it('starts sign-in by sending the browser to Google, coming back to the API', async () => {
    const res = await createClient(ctx).raw.post('/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: `${ctx.env.publicUrl}/`,
    })
    expect(res.status).toBe(200)
    const { url, redirect } = (await res.json()) as { url: string; redirect: boolean }
    expect(redirect).toBe(true)
    const google = new URL(url)
    expect(google.origin).toBe('https://accounts.google.com')
    expect(google.searchParams.get('client_id')).toBe('test-client-id.apps.googleusercontent.com')
    expect(google.searchParams.get('redirect_uri')).toBe(
      `${ctx.env.publicUrl}/api/auth/callback/google`,
    )
    expect(google.searchParams.get('scope')).toContain('profile')
  })

  it("gives a new Google user a profile with the given name, in the user's transaction", async () => {
    const auth = await ctx.services.auth.$context
    const idToken = fakeIdToken({
      sub: '1234567890',
      email: 'ada@example.com',
      email_verified: true,
      name: 'Ada Lovelace',
      given_name: 'Ada',
    })
    const { user } = await auth.internalAdapter.createOAuthUser(
      { email: 'ada@example.com', name: 'Ada Lovelace', emailVerified: true },
      { providerId: 'google', accountId: '1234567890', idToken },
    )
    const profile = await findProfile(ctx.database.db, user.id)
    expect(profile && toProfileJson(profile)).toEqual({
      id: user.id,
      nickname: 'Ada',
      first_name: 'Ada',
      avatar_url: null,
      admitted: false,
      has_backup: false,
      last_check_in_on: null,
      onboarding_focus: null,
      onboarding_challenge: null,
      language: null,
    })
  })
})

describe("a Google user's nickname", () => {
  it('is the given name, else the name, else the start of the email address', () => {
    expect(profileNickname({ givenName: ' Ada ', name: 'Ada Lovelace', email: 'a@x.co' })).toBe(
      'Ada',
    )
    expect(profileNickname({ givenName: '', name: 'Ada Lovelace', email: 'a@x.co' })).toBe(
      'Ada Lovelace',
    )
    expect(profileNickname({ name: '  ', email: 'ada.l@example.com' })).toBe('ada.l')
    expect(profileNickname({ givenName: 'A'.repeat(60) })).toBe('A'.repeat(40))
  })
})

function fakeIdToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}.signature`
}
