import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, errorOf } from '../../test/client'
import { queryRows } from '../../test/db'
import { createTestContext, type TestContext } from '../../test/harness'
import {
  signInWithPasskey,
  signUpWithPasskey,
  softwareAuthenticator,
} from '../../test/passkey-authenticator'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

describe('an account whose only way in is a passkey', () => {
  it('confirms deleting itself with a fresh passkey sign-in, and its passkeys go with it', async () => {
    const phone = softwareAuthenticator(ctx.env.publicUrl)
    const client = createClient(ctx)
    const email = `delete-passkey-${Date.now()}@example.com`
    expect((await signUpWithPasskey(client, phone, { email, nickname: 'Ilse' })).status).toBe(200)
    const confirmation = await client.api.account.$get()
    expect(await confirmation.json()).toMatchObject({
      confirmWith: 'sign-in',
      signInAgainWith: 'passkey',
    })

    // Eleven minutes on, past the fresh window, the session alone is not enough.
    await queryRows(
      ctx,
      sql`update session set created_at = now() - interval '11 minutes' where user_id = (select id from "user" where email = ${email})`,
    )
    const stale = await client.api.account.$delete({ json: {} })
    expect(stale.status).toBe(403)
    expect((await errorOf(stale)).code).toBe('sign_in_again')

    // Signing in with the passkey again begins a fresh session, which may delete.
    expect((await signInWithPasskey(client, phone)).status).toBe(200)
    expect((await client.api.account.$delete({ json: {} })).status).toBe(204)

    // The passkey went with the account: it signs no one in.
    expect((await signInWithPasskey(createClient(ctx), phone)).status).toBe(401)
    const again = createClient(ctx)
    const start = await again.raw.post('/api/auth/sign-up/passkey', { email, nickname: 'Ilse' })
    expect(start.status).toBe(200)
  })
})
