/**
 * A password reset from the mail is the first proof that a person reads the account's address:
 * whatever was set up before it (sessions, passkeys, the lock's recovery) may be someone else's,
 * someone who signed up under that address first. The reset ends all of it, and the mail says
 * so. It ends them with the password's change, in one step: a reset that cannot remove them
 * changes nothing, and the same link works again once it can.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, errorOf, signedInClient, type TestClient } from '../../test/client'
import { createTestContext, type TestContext } from '../../test/harness'
import { readOutbox, resetLinkFor } from '../../test/outbox'
import {
  addPasskey,
  signInWithPasskey,
  softwareAuthenticator,
} from '../../test/passkey-authenticator'
import { softAuthenticator } from '../../test/soft-authenticator'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

/** Asks for a reset and follows the mail's link, as a browser would: its token. */
async function resetToken(browser: TestClient, email: string): Promise<string | null> {
  const asked = await browser.raw.post('/api/auth/request-password-reset', {
    email,
    redirectTo: `${ctx.env.publicUrl}/auth`,
  })
  expect(asked.status).toBe(200)
  const link = new URL(await resetLinkFor(ctx, email))
  const landing = await browser.raw.get(link.pathname + link.search)
  return new URL(landing.headers.get('Location')!, ctx.env.publicUrl).searchParams.get('token')
}

/** Asks for a reset, follows the mail's link and sets a new password, as a browser would. */
async function resetFromMail(email: string, newPassword: string): Promise<TestClient> {
  const browser = createClient(ctx)
  const token = await resetToken(browser, email)
  const reset = await browser.raw.post('/api/auth/reset-password', { token, newPassword })
  expect(reset.status).toBe(200)
  return browser
}

/** A lock registered on this client's phone: its credential's id. */
async function registerLock(client: TestClient): Promise<string> {
  const phone = softAuthenticator(ctx.env.publicUrl)
  const challenge = (await (await client.api['app-lock'].challenge.$post()).json()) as {
    challenge: string
  }
  const { credential, response } = phone.register(challenge.challenge)
  expect((await client.api['app-lock'].credentials.$post({ json: { response } })).status).toBe(201)
  return credential.id
}

const signInStatus = async (email: string, password: string) =>
  (await createClient(ctx).raw.post('/api/auth/sign-in/email', { email, password })).status

const signedInAs = async (client: TestClient) =>
  (
    (await (await client.raw.get('/api/auth/get-session')).json()) as {
      user: { id: string }
    } | null
  )?.user.id ?? null

describe('a password reset ends what came before it', () => {
  it('ends every earlier session and removes every earlier passkey; the new ones work', async () => {
    const { user, client: squatter } = await signedInClient(ctx)
    const squattersKey = softwareAuthenticator(ctx.env.publicUrl)
    expect((await addPasskey(squatter, squattersKey)).status).toBe(200)
    const elsewhere = createClient(ctx)
    expect((await signInWithPasskey(elsewhere, squattersKey)).status).toBe(200)
    expect(await signedInAs(elsewhere)).toBe(user.id)

    const owner = await resetFromMail(user.email, 'the owner proves the address')
    expect(await signedInAs(owner)).toBe(user.id)

    // Neither earlier session opens anything, on better-auth's side or Hara's own routes.
    for (const before of [squatter, elsewhere]) {
      expect(await signedInAs(before)).toBeNull()
      expect((await before.api.profile.$get()).status).toBe(401)
      expect((await before.api.sync.records.$get()).status).toBe(401)
    }
    // The earlier passkey signs nobody in, and is gone from the account's list.
    const again = await signInWithPasskey(createClient(ctx), squattersKey)
    expect(again.status).toBe(401)
    expect((await errorOf(again)).code).toBe('PASSKEY_NOT_FOUND')
    const listed = await owner.raw.get('/api/auth/passkey/list-user-passkeys')
    expect(await listed.json()).toEqual([])

    // A passkey added after the reset works as any other.
    const ownersKey = softwareAuthenticator(ctx.env.publicUrl)
    expect((await addPasskey(owner, ownersKey)).status).toBe(200)
    expect((await signInWithPasskey(createClient(ctx), ownersKey)).status).toBe(200)
  })

  it("ends recovery of a lock set up before it: the new password doesn't open that journal", async () => {
    const { user, client } = await signedInClient(ctx)
    const credentialId = await registerLock(client)

    const newPassword = 'read in the phone mail app'
    const holder = await resetFromMail(user.email, newPassword)
    const refused = await holder.api['app-lock'].recover.$post({
      json: { credentialId, password: newPassword },
    })
    expect(refused.status).toBe(403)
    expect((await errorOf(refused)).code).toBe('recovery_ended')
  })

  it('says so in the mail', async () => {
    const { user } = await signedInClient(ctx)
    await createClient(ctx).raw.post('/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: `${ctx.env.publicUrl}/auth`,
    })
    const mail = (await readOutbox(ctx)).reverse().find((m) => m.decoded.includes(user.email))
    expect(mail?.decoded).toContain('signs you out everywhere else')
    expect(mail?.decoded).toContain('removes your passkeys')
  })
})

describe('a reset that cannot end what came before it', () => {
  /** Makes the database refuse `operation` on `table` while `run` runs. */
  async function refusing(table: string, operation: string, run: () => Promise<void>) {
    const db = ctx.database.db
    await db.execute(
      sql.raw(
        `create or replace function refused_by_test() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`,
      ),
    )
    await db.execute(
      sql.raw(
        `create trigger refused_by_test before ${operation} on ${table} for each row execute function refused_by_test()`,
      ),
    )
    try {
      await run()
    } finally {
      await db.execute(sql.raw(`drop trigger refused_by_test on ${table}`))
    }
  }

  it.each([
    ['its passkeys', 'passkey', 'delete'],
    ["its lock's recovery", 'app_lock_credential', 'update'],
  ])(
    'changes nothing when %s cannot be ended, and works again once they can',
    async (_, table, operation) => {
      const { user, client } = await signedInClient(ctx)
      const key = softwareAuthenticator(ctx.env.publicUrl)
      expect((await addPasskey(client, key)).status).toBe(200)
      const credentialId = await registerLock(client)
      const browser = createClient(ctx)
      const token = await resetToken(browser, user.email)
      const newPassword = 'the reset that failed'

      await refusing(table, operation, async () => {
        const reset = await browser.raw.post('/api/auth/reset-password', { token, newPassword })
        expect(reset.status).toBeGreaterThanOrEqual(500)
      })

      // The password, the sessions, the passkey and the lock's recovery are all as they were.
      expect(await signInStatus(user.email, newPassword)).toBe(401)
      expect(await signInStatus(user.email, user.password)).toBe(200)
      expect((await client.api.profile.$get()).status).toBe(200)
      expect((await signInWithPasskey(createClient(ctx), key)).status).toBe(200)
      const recovered = await client.api['app-lock'].recover.$post({
        json: { credentialId, password: user.password },
      })
      expect(recovered.status).toBe(200)

      // The same link, once the database lets it, ends them all.
      const again = await browser.raw.post('/api/auth/reset-password', { token, newPassword })
      expect(again.status).toBe(200)
      expect(await signInStatus(user.email, newPassword)).toBe(200)
      expect((await signInWithPasskey(createClient(ctx), key)).status).toBe(401)
      const ended = await browser.api['app-lock'].recover.$post({
        json: { credentialId, password: newPassword },
      })
      expect((await errorOf(ended)).code).toBe('recovery_ended')
    },
  )
})
