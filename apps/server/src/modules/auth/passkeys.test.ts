import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, errorOf, signedInClient, signUp } from '../../test/client'
import { queryNumber } from '../../test/db'
import { createTestContext, type TestContext } from '../../test/harness'
import {
  addPasskey,
  signInWithPasskey,
  signUpWithPasskey,
  softwareAuthenticator,
  type CeremonyOptions,
} from '../../test/passkey-authenticator'
import { LAST_SIGN_IN_METHOD } from './passkey-guards'
import { SIGN_UP_EXPIRED } from './passkeys'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

let people = 0
const newPerson = () => {
  people += 1
  return { email: `passkey${people}-${Date.now()}@example.com`, nickname: `Key ${people}` }
}

type Listed = { id: string; name: string | null; createdAt: string; publicKey: string }

async function listOf(client: ReturnType<typeof createClient>): Promise<Listed[]> {
  const res = await client.raw.get('/api/auth/passkey/list-user-passkeys')
  expect(res.status).toBe(200)
  return (await res.json()) as Listed[]
}

async function sessionEmail(client: ReturnType<typeof createClient>) {
  const res = await client.raw.get('/api/auth/get-session')
  const body = (await res.json()) as { user: { email: string } } | null
  return body?.user.email ?? null
}

describe('passkeys on a password account', () => {
  it('offers options for this server as the relying party, adds the passkey and lists it', async () => {
    const { client } = await signedInClient(ctx)
    const options = await client.raw.get('/api/auth/passkey/generate-register-options')
    expect(options.status).toBe(200)
    const body = (await options.json()) as {
      rp: { id: string; name: string }
      authenticatorSelection: { residentKey: string }
    }
    expect(body.rp).toEqual({ id: 'localhost', name: 'Hara' })
    expect(body.authenticatorSelection.residentKey).toBe('required')

    const phone = softwareAuthenticator(ctx.env.publicUrl)
    const added = await addPasskey(client, phone, 'My Pixel')
    expect(added.status).toBe(200)
    const [listed, ...more] = await listOf(client)
    expect(more).toHaveLength(0)
    expect(listed?.name).toBe('My Pixel')
    expect(Date.now() - Date.parse(listed!.createdAt)).toBeLessThan(60_000)
  })

  it('signs in on another device with the passkey alone, and the counter moves on', async () => {
    const { user, client } = await signedInClient(ctx)
    const phone = softwareAuthenticator(ctx.env.publicUrl)
    expect((await addPasskey(client, phone)).status).toBe(200)

    const other = createClient(ctx)
    expect(await sessionEmail(other)).toBeNull()
    const signedIn = await signInWithPasskey(other, phone)
    expect(signedIn.status).toBe(200)
    expect(await sessionEmail(other)).toBe(user.email.toLowerCase())
    expect(
      await queryNumber(
        ctx,
        sql`select counter as n from passkey where credential_id = ${phone.credentials[0]!.id}`,
      ),
    ).toBe(1)
  })

  it('refuses an answer made for another origin, and a passkey it does not know', async () => {
    const { client } = await signedInClient(ctx)
    const phone = softwareAuthenticator(ctx.env.publicUrl)
    expect((await addPasskey(client, phone)).status).toBe(200)

    const other = createClient(ctx)
    const options = (await (
      await other.raw.get('/api/auth/passkey/generate-authenticate-options')
    ).json()) as CeremonyOptions
    const forged = phone.get(options, undefined, { answerOrigin: 'https://evil.example' })
    const refused = await other.raw.post('/api/auth/passkey/verify-authentication', {
      response: forged,
    })
    expect(refused.status).toBe(400)
    expect((await errorOf(refused)).code).toBe('AUTHENTICATION_FAILED')
    expect(await sessionEmail(other)).toBeNull()

    const stranger = softwareAuthenticator(ctx.env.publicUrl)
    stranger.create({ challenge: 'x', rp: { id: 'localhost' }, user: { id: 'u' } })
    const unknown = await signInWithPasskey(createClient(ctx), stranger)
    expect(unknown.status).toBe(401)
    expect((await errorOf(unknown)).code).toBe('PASSKEY_NOT_FOUND')
  })

  it('removes a passkey when a password is left to sign in with', async () => {
    const { client } = await signedInClient(ctx)
    const phone = softwareAuthenticator(ctx.env.publicUrl)
    expect((await addPasskey(client, phone)).status).toBe(200)
    const [listed] = await listOf(client)
    const removed = await client.raw.post('/api/auth/passkey/delete-passkey', { id: listed!.id })
    expect(removed.status).toBe(200)
    expect(await listOf(client)).toEqual([])
    // It no longer signs anyone in.
    expect((await signInWithPasskey(createClient(ctx), phone)).status).toBe(401)
  })
})

describe('signing up with a passkey', () => {
  it('creates the account, its profile and the passkey, signs in, and passes the access code', async () => {
    const person = newPerson()
    const client = createClient(ctx)
    const phone = softwareAuthenticator(ctx.env.publicUrl)
    const created = await signUpWithPasskey(client, phone, person)
    expect(created.status).toBe(200)
    expect(await sessionEmail(client)).toBe(person.email)

    const profile = await client.api.profile.$get()
    expect(profile.status).toBe(200)
    expect(await profile.json()).toMatchObject({ nickname: person.nickname })
    // No password: the passkey is the account's only way in.
    const accounts = await queryNumber(
      ctx,
      sql`select count(*)::int as n from account a join "user" u on u.id = a.user_id where u.email = ${person.email}`,
    )
    expect(accounts).toBe(0)
    // The invite gate stays: the access code admits the new account as any other.
    expect((await client.api['access-code'].$post({ json: { code: 'intuition' } })).status).toBe(
      204,
    )

    // A second phone with the same (synced) passkey signs in to the same account.
    const secondPhone = createClient(ctx)
    expect((await signInWithPasskey(secondPhone, phone)).status).toBe(200)
    expect(await sessionEmail(secondPhone)).toBe(person.email)
  })

  it('says an email already has an account, as the password sign-up does', async () => {
    const owner = createClient(ctx)
    const user = await signUp(owner)
    const res = await createClient(ctx).raw.post('/api/auth/sign-up/passkey', {
      email: user.email,
      nickname: 'Copy',
    })
    expect(res.status).toBe(422)
    expect((await errorOf(res)).code).toBe('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL')
  })

  it('checks the nickname and email like the sign-up form', async () => {
    const client = createClient(ctx)
    const noName = await client.raw.post('/api/auth/sign-up/passkey', {
      email: 'a@example.com',
      nickname: '  ',
    })
    expect(noName.status).toBe(400)
    expect((await errorOf(noName)).code).toBe('invalid_nickname')
    const badEmail = await client.raw.post('/api/auth/sign-up/passkey', {
      email: 'not an email',
      nickname: 'Mira',
    })
    expect(badEmail.status).toBe(400)
    expect((await errorOf(badEmail)).code).toBe('INVALID_EMAIL')
  })

  it('gives no options without a session or a sign-up, nor for an unknown sign-up', async () => {
    const client = createClient(ctx)
    const none = await client.raw.get('/api/auth/passkey/generate-register-options')
    expect(none.status).toBe(401)
    expect((await errorOf(none)).code).toBe('unauthorized')
    const unknown = await client.raw.get('/api/auth/passkey/generate-register-options?context=nope')
    expect(unknown.status).toBe(400)
    expect(await errorOf(unknown)).toEqual({ code: 'sign_up_expired', message: SIGN_UP_EXPIRED })
  })

  it('never removes the last passkey of an account without a password or Google', async () => {
    const client = createClient(ctx)
    const phone = softwareAuthenticator(ctx.env.publicUrl)
    expect((await signUpWithPasskey(client, phone, newPerson())).status).toBe(200)
    const [only] = await listOf(client)
    const refused = await client.raw.post('/api/auth/passkey/delete-passkey', { id: only!.id })
    expect(refused.status).toBe(400)
    expect(await errorOf(refused)).toEqual({
      code: 'last_sign_in_method',
      message: LAST_SIGN_IN_METHOD,
    })
    expect(await listOf(client)).toHaveLength(1)

    // With a second passkey, either may go.
    const laptop = softwareAuthenticator(ctx.env.publicUrl)
    expect((await addPasskey(client, laptop, 'Laptop')).status).toBe(200)
    const removed = await client.raw.post('/api/auth/passkey/delete-passkey', { id: only!.id })
    expect(removed.status).toBe(200)
    expect((await listOf(client)).map((p) => p.name)).toEqual(['Laptop'])
  })
})
