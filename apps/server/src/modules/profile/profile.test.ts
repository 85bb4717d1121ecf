import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admittedClient, createClient, errorOf, signedInClient } from '../../test/client'
import { createTestContext, type TestContext } from '../../test/harness'
import { pushDeviceBody } from '../../test/push-device'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

describe('GET /api/profile', () => {
  it("answers the signed-in user's own row", async () => {
    const { client, user } = await signedInClient(ctx, { nickname: 'Wren' })
    const res = await client.api.profile.$get()
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({
      id: user.id,
      nickname: 'Wren',
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

  it('answers 401 JSON when signed out', async () => {
    const res = await createClient(ctx).api.profile.$get()
    expect(res.status).toBe(401)
    expect(await errorOf(res)).toEqual({ code: 'unauthorized', message: 'Sign in to continue.' })
  })

  it("offers no way to read another user's row", async () => {
    const a = await signedInClient(ctx, { nickname: 'Alice' })
    const b = await signedInClient(ctx, { nickname: 'Bob' })
    for (const url of [
      `/api/profile?id=${a.user.id}`,
      `/api/profile/${a.user.id}`,
      `/api/profile?user_id=${a.user.id}`,
    ]) {
      const res = await b.client.raw.get(url)
      if (res.status === 200) {
        expect(((await res.json()) as { id: string }).id, url).toBe(b.user.id)
      } else {
        expect(res.status, url).toBe(404)
      }
    }
  })
})

describe('PATCH /api/profile', () => {
  it('keeps onboarding’s choices, which a second phone then reads', async () => {
    const { client } = await signedInClient(ctx)
    const res = await client.api.profile.$patch({
      json: {
        onboarding_focus: 'relationships',
        onboarding_challenge: 'I say yes when I mean no',
      },
    })
    expect(res.status).toBe(200)
    const row = (await (await client.api.profile.$get()).json()) as Record<string, unknown>
    expect(row).toMatchObject({
      onboarding_focus: 'relationships',
      onboarding_challenge: 'I say yes when I mean no',
    })
  })

  it.each([
    [{ onboarding_focus: 'career', onboarding_challenge: 'I say yes when I mean no' }],
    [{ onboarding_focus: 'career' }],
    [{ onboarding_challenge: 'I overthink every decision' }],
    [{ onboarding_focus: 'health', onboarding_challenge: 'I overthink every decision' }],
  ])('refuses onboarding choices that onboarding does not offer, %j, with 400', async (body) => {
    const { client } = await signedInClient(ctx)
    const res = await client.raw.patch('/api/profile', body)
    expect(res.status).toBe(400)
    expect((await errorOf(res)).code).toBe('invalid_body')
  })

  it('changes the nickname, trimmed, and answers the row', async () => {
    const { client, user } = await signedInClient(ctx)
    const res = await client.api.profile.$patch({ json: { nickname: '  River  ' } })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      id: user.id,
      nickname: 'River',
      first_name: null,
      avatar_url: null,
      admitted: false,
      has_backup: false,
      last_check_in_on: null,
      onboarding_focus: null,
      onboarding_challenge: null,
      language: null,
    })
    expect(
      ((await (await client.api.profile.$get()).json()) as { nickname: string }).nickname,
    ).toBe('River')
  })

  it.each([
    [{ nickname: '' }, 'nickname: Enter a nickname.'],
    [{ nickname: '   ' }, 'nickname: Enter a nickname.'],
    [{ nickname: 'x'.repeat(41) }, 'nickname: Keep your nickname to 40 characters or fewer.'],
    [{}, 'Send a nickname, a language, or onboarding_focus with onboarding_challenge.'],
    [{ nickname: 7 }, 'nickname: Enter a nickname.'],
  ])('refuses %j with 400 and a clear message', async (body, message) => {
    const { client } = await signedInClient(ctx)
    const res = await client.raw.patch('/api/profile', body)
    expect(res.status).toBe(400)
    expect(await errorOf(res)).toEqual({ code: 'invalid_body', message })
  })

  it('answers 401 when signed out', async () => {
    const res = await createClient(ctx).api.profile.$patch({ json: { nickname: 'Ghost' } })
    expect(res.status).toBe(401)
  })

  it("changes only the caller's row, whatever id the body names", async () => {
    const a = await signedInClient(ctx, { nickname: 'Alice' })
    const b = await signedInClient(ctx, { nickname: 'Bob' })
    const res = await b.client.raw.patch('/api/profile', { id: a.user.id, nickname: 'Mallory' })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { id: string }).id).toBe(b.user.id)

    const alice = (await (await a.client.api.profile.$get()).json()) as { nickname: string }
    expect(alice.nickname).toBe('Alice')
    const bob = (await (await b.client.api.profile.$get()).json()) as { nickname: string }
    expect(bob.nickname).toBe('Mallory')
  })
})

describe('last_check_in_on', () => {
  it("is the newest last check-in any of the account's phones reported for reminders", async () => {
    const { client } = await admittedClient(ctx)
    const lastOf = async () =>
      ((await (await client.api.profile.$get()).json()) as { last_check_in_on: unknown })
        .last_check_in_on
    expect(await lastOf()).toBeNull()
    const phone = pushDeviceBody({ lastCheckInDate: '2026-11-20' })
    expect((await client.api.push.subscription.$put({ json: phone })).status).toBe(200)
    const other = pushDeviceBody({ lastCheckInDate: '2026-11-23' })
    expect((await client.api.push.subscription.$put({ json: other })).status).toBe(200)
    expect(await lastOf()).toBe('2026-11-23')
  })
})
