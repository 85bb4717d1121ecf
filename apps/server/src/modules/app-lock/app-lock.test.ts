/**
 * "Lock Hara" on the server (`/api/app-lock`): a phone's screen-lock credential is registered
 * from a challenge, an unlock is checked against the key stored with it, another account's
 * credential is refused, and recovery hands the secret back only to the account's password or a
 * passkey older than the lock, never to a sign-in alone. The authenticator is a software one (test/soft-authenticator).
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { account, passkey } from '../../db/schema'
import { queryRows } from '../../test/db'
import { errorOf, signedInClient, type TestClient } from '../../test/client'
import { createTestContext, type TestContext } from '../../test/harness'
import { softAuthenticator, type SoftCredential } from '../../test/soft-authenticator'
import { APP_LOCK_RULE, RECOVER_RULE } from './routes'

let ctx: TestContext
let offset = 0
let phone: ReturnType<typeof softAuthenticator>

beforeAll(async () => {
  ctx = await createTestContext({}, { clock: () => Date.now() + offset })
  phone = softAuthenticator(ctx.env.publicUrl)
})
afterAll(() => ctx.close())

/** The lock's routes, as a phone calls them. */
const lock = (client: TestClient) => client.api['app-lock']

async function challenge(client: TestClient): Promise<string> {
  const res = await lock(client).challenge.$post()
  expect(res.status).toBe(200)
  return ((await res.json()) as { challenge: string }).challenge
}

async function lockedPhone(): Promise<{
  client: TestClient
  credential: SoftCredential
  recoverySecret: string
  password: string
}> {
  const { client, user } = await signedInClient(ctx)
  const { credential, response } = phone.register(await challenge(client))
  const res = await lock(client).credentials.$post({ json: { response } })
  expect(res.status).toBe(201)
  const body = (await res.json()) as { credentialId: string; recoverySecret: string }
  expect(body.credentialId).toBe(credential.id)
  expect(body.recoverySecret).toMatch(/^[A-Za-z0-9_-]{43}$/)
  return { client, credential, recoverySecret: body.recoverySecret, password: user.password }
}

const userOf = async (credentialId: string) =>
  (
    await queryRows<{ userId: string }>(
      ctx,
      sql`select user_id as "userId" from app_lock_credential where credential_id = ${credentialId}`,
    )
  )[0]!.userId

/** One of the account's passkeys (better-auth's table), registered at `createdAt`. */
async function addPasskey(userId: string, createdAt: Date) {
  const key = phone.register('unused').credential
  await ctx.database.db.insert(passkey).values({
    id: `pk-${key.id}`,
    userId,
    credentialID: key.id,
    publicKey: key.cose.toString('base64'),
    counter: 0,
    deviceType: 'multiDevice',
    backedUp: true,
    createdAt,
  })
  return key
}

describe('turning the lock on', () => {
  it('needs a session', async () => {
    const { client } = await signedInClient(ctx)
    await client.raw.post('/api/auth/sign-out', {})
    const res = await lock(client).challenge.$post()
    expect(res.status).toBe(401)
    expect((await errorOf(res)).code).toBe('unauthorized')
  })

  it('refuses a registration without a challenge, with another challenge, or without user verification', async () => {
    const { client } = await signedInClient(ctx)
    const noChallenge = phone.register('not-a-challenge-this-server-gave')
    const first = await lock(client).credentials.$post({ json: { response: noChallenge.response } })
    expect(first.status).toBe(400)
    expect((await errorOf(first)).code).toBe('lock_not_verified')

    const wrong = phone.register('another-challenge')
    await challenge(client)
    const refused = await lock(client).credentials.$post({ json: { response: wrong.response } })
    expect((await errorOf(refused)).code).toBe('lock_not_verified')

    const noUv = phone.register(await challenge(client), { uv: false })
    const unverified = await lock(client).credentials.$post({ json: { response: noUv.response } })
    expect((await errorOf(unverified)).code).toBe('lock_not_verified')

    const elsewhere = phone.register(await challenge(client), { from: 'https://evil.example' })
    const foreign = await lock(client).credentials.$post({ json: { response: elsewhere.response } })
    expect((await errorOf(foreign)).code).toBe('lock_not_verified')
  })

  it('uses a challenge once', async () => {
    const { client } = await signedInClient(ctx)
    const given = await challenge(client)
    const { response } = phone.register(given)
    expect((await lock(client).credentials.$post({ json: { response } })).status).toBe(201)
    const again = phone.register(given)
    const replay = await lock(client).credentials.$post({ json: { response: again.response } })
    expect((await errorOf(replay)).code).toBe('lock_not_verified')
  })
})

describe('unlocking', () => {
  it("checks the phone's assertion against the stored key, once per challenge", async () => {
    const { client, credential } = await lockedPhone()
    const given = await challenge(client)
    const response = phone.assert(credential, given)
    const ok = await lock(client).verify.$post({ json: { response } })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toEqual({ verified: true })
    // The same assertion again: its challenge is spent.
    const replay = await lock(client).verify.$post({ json: { response } })
    expect(replay.status).toBe(400)
    expect((await errorOf(replay)).code).toBe('unlock_not_verified')
  })

  it('refuses an assertion without user verification, or signed by another key', async () => {
    const { client, credential } = await lockedPhone()
    const noUv = phone.assert(credential, await challenge(client), { uv: false })
    expect(
      (await errorOf(await lock(client).verify.$post({ json: { response: noUv } }))).code,
    ).toBe('unlock_not_verified')
    const impostor = phone.register('x').credential
    const forged = phone.assert({ ...impostor, id: credential.id }, await challenge(client))
    const res = await lock(client).verify.$post({ json: { response: forged } })
    expect(res.status).toBe(400)
    expect((await errorOf(res)).code).toBe('unlock_not_verified')
  })

  it("refuses another account's credential, and never says whose it is", async () => {
    const ada = await lockedPhone()
    const { client: bob } = await signedInClient(ctx)
    const response = phone.assert(ada.credential, await challenge(bob))
    const res = await lock(bob).verify.$post({ json: { response } })
    expect(res.status).toBe(404)
    expect((await errorOf(res)).code).toBe('credential_not_found')
    const recover = await lock(bob).recover.$post({
      json: { credentialId: ada.credential.id, password: ada.password },
    })
    expect(recover.status).toBe(404)
    const remove = await lock(bob).credentials.$delete({
      json: { credentialId: ada.credential.id },
    })
    expect(remove.status).toBe(404)
    // Ada's lock is untouched.
    const mine = phone.assert(ada.credential, await challenge(ada.client))
    expect((await lock(ada.client).verify.$post({ json: { response: mine } })).status).toBe(200)
  })
})

describe('recovery and turning off', () => {
  it('gives the recovery secret for the right password only', async () => {
    const { client, credential, recoverySecret, password } = await lockedPhone()
    const missing = await lock(client).recover.$post({ json: { credentialId: credential.id } })
    expect((await errorOf(missing)).code).toBe('password_required')
    const wrong = await lock(client).recover.$post({
      json: { credentialId: credential.id, password: 'not the password' },
    })
    expect(wrong.status).toBe(403)
    expect((await errorOf(wrong)).code).toBe('wrong_password')
    const right = await lock(client).recover.$post({
      json: { credentialId: credential.id, password },
    })
    expect(right.status).toBe(200)
    expect(await right.json()).toEqual({ recoverySecret })
  })

  it('never recovers by a sign-in alone: a fresh session without a password is refused', async () => {
    const { client, credential } = await lockedPhone()
    const userId = await userOf(credential.id)
    await ctx.database.db
      .delete(account)
      .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    // No password and no passkey (Google only): no recovery, however fresh the session.
    const none = await lock(client).recover.$post({ json: { credentialId: credential.id } })
    expect(none.status).toBe(403)
    expect((await errorOf(none)).code).toBe('no_recovery')

    // A passkey and no password, a session one minute old, neither proof sent: refused.
    await addPasskey(userId, new Date(Date.now() - 60_000))
    offset = 60 * 1000
    try {
      const res = await lock(client).recover.$post({ json: { credentialId: credential.id } })
      expect(res.status).toBe(400)
      expect((await errorOf(res)).code).toBe('passkey_required')
    } finally {
      offset = 0
    }
  })

  it("gives the recovery secret to another of the account's passkeys, never another account's", async () => {
    const { client, credential, recoverySecret } = await lockedPhone()
    const before = new Date(Date.now() - 60_000)
    const mine = await addPasskey(await userOf(credential.id), before)
    const bob = await lockedPhone()
    const theirs = await addPasskey(await userOf(bob.credential.id), before)
    // Added since the lock was set up (with the session a locked phone still has): refused.
    const since = await addPasskey(await userOf(credential.id), new Date(Date.now() + 60_000))
    const tooNew = await lock(client).recover.$post({
      json: {
        credentialId: credential.id,
        passkey: phone.assert(since, await challenge(client)),
      },
    })
    expect(tooNew.status).toBe(403)
    expect((await errorOf(tooNew)).code).toBe('passkey_not_verified')

    const notMine = await lock(client).recover.$post({
      json: {
        credentialId: credential.id,
        passkey: phone.assert(theirs, await challenge(client)),
      },
    })
    expect(notMine.status).toBe(403)
    expect((await errorOf(notMine)).code).toBe('passkey_not_verified')
    const staleChallenge = await lock(client).recover.$post({
      json: {
        credentialId: credential.id,
        passkey: phone.assert(mine, 'a-challenge-never-given'),
      },
    })
    expect((await errorOf(staleChallenge)).code).toBe('passkey_not_verified')

    const proven = await lock(client).recover.$post({
      json: {
        credentialId: credential.id,
        passkey: phone.assert(mine, await challenge(client)),
      },
    })
    expect(proven.status).toBe(200)
    expect(await proven.json()).toEqual({ recoverySecret })
  })

  it('removes the credential: it unlocks nothing after', async () => {
    const { client, credential } = await lockedPhone()
    const gone = await lock(client).credentials.$delete({ json: { credentialId: credential.id } })
    expect(gone.status).toBe(204)
    const response = phone.assert(credential, await challenge(client))
    expect((await lock(client).verify.$post({ json: { response } })).status).toBe(404)
  })
})

describe('limits', () => {
  it(`counts recovery tries per account: ${RECOVER_RULE.max} then 429`, async () => {
    const { client, credential } = await lockedPhone()
    for (let i = 0; i < RECOVER_RULE.max; i++) {
      const res = await lock(client).recover.$post({
        json: {
          credentialId: credential.id,
          password: `wrong ${i}`,
        },
      })
      expect(res.status).toBe(403)
    }
    const limited = await lock(client).recover.$post({
      json: { credentialId: credential.id, password: 'still wrong' },
    })
    expect(limited.status).toBe(429)
    expect((await errorOf(limited)).code).toBe('rate_limited')
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/)
  })

  it(`counts the ceremony per account: ${APP_LOCK_RULE.max} then 429`, async () => {
    const { client } = await signedInClient(ctx)
    for (let i = 0; i < APP_LOCK_RULE.max; i++) {
      expect((await lock(client).challenge.$post()).status).toBe(200)
    }
    const limited = await lock(client).challenge.$post()
    expect(limited.status).toBe(429)
    expect((await errorOf(limited)).code).toBe('rate_limited')
  })

  it('answers a malformed body with a JSON 400', async () => {
    const { client } = await signedInClient(ctx)
    const res = await client.raw.request('/api/app-lock/verify', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"response": {"id": "%%%"}}',
    })
    expect(res.status).toBe(400)
    expect((await errorOf(res)).code).toBe('invalid_body')
  })
})
