import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { session } from '../../db/schema'
import { admittedClient, createClient, signedInClient } from '../../test/client'
import { readEventStream } from '../../test/event-stream-reader'
import { createTestContext, type TestContext } from '../../test/harness'
import { SESSION_CACHE_MS } from './session-cache'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())
afterEach(() => {
  vi.useRealTimers()
})

const replay = (cookie: string) =>
  createClient(ctx).api.profile.$get({}, { headers: { Cookie: cookie } })

describe('the API remembers confirmed sessions briefly, and never past their end', () => {
  it('a copied cookie stops working as soon as its owner signs out, even just after use', async () => {
    const { client } = await signedInClient(ctx)
    const copied = client.cookies()
    expect((await client.api.profile.$get()).status).toBe(200)
    expect((await replay(copied)).status).toBe(200)

    expect((await client.raw.post('/api/auth/sign-out', {})).status).toBe(200)
    expect((await replay(copied)).status).toBe(401)
  })

  it("revoking a phone's session from another phone ends it at once", async () => {
    const { client: phoneA, user } = await signedInClient(ctx)
    const phoneB = createClient(ctx)
    const signIn = await phoneB.raw.post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    })
    expect(signIn.status).toBe(200)
    expect((await phoneA.api.profile.$get()).status).toBe(200)

    const revoke = await phoneB.raw.post('/api/auth/revoke-other-sessions', {})
    expect(revoke.status).toBe(200)
    expect((await phoneA.api.profile.$get()).status).toBe(401)
    expect((await phoneB.api.profile.$get()).status).toBe(200)
  })

  it('a session ended behind its back (another server process) is refused once the cache lapses', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { client, user } = await signedInClient(ctx)
    expect((await client.api.profile.$get()).status).toBe(200)

    await ctx.database.db.delete(session).where(eq(session.userId, user.id))
    // Within the cache's lifetime this process still knows the session...
    expect((await client.api.profile.$get()).status).toBe(200)
    // ...and past it, asks the database again.
    vi.setSystemTime(Date.now() + SESSION_CACHE_MS + 1)
    expect((await client.api.profile.$get()).status).toBe(401)
  })

  it('an open event stream does not keep its session trusted past the limit', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { client, user } = await admittedClient(ctx)
    const stream = readEventStream(await client.api.sync.events.$get())
    expect(await stream.nextChange()).toEqual({ seq: 0, keyVersion: null })
    expect((await client.api.profile.$get()).status).toBe(200)

    await ctx.database.db.delete(session).where(eq(session.userId, user.id))
    vi.setSystemTime(Date.now() + SESSION_CACHE_MS + 1)
    expect((await client.api.profile.$get()).status).toBe(401)
    expect((await client.api.sync.records.$get({ query: {} })).status).toBe(401)
    await stream.close()
  })

  it('a forged session cookie is never taken from the cache', async () => {
    const { client } = await signedInClient(ctx)
    expect((await client.api.profile.$get()).status).toBe(200)
    const forged = client
      .cookies()
      .replace(/session_token=([^;.]+)\.[^;]+/, 'session_token=$1.AAAA')
    expect(forged).not.toBe(client.cookies())
    expect((await replay(forged)).status).toBe(401)
  })
})
