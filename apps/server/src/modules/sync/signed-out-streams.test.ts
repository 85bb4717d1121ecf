/**
 * A phone's event stream lasts as long as its session: whatever ends the session (signing out,
 * a password reset, revoking it from another phone, deleting the account) ends its open
 * streams with a last `signed-out` event, and the phone stops hearing that something changed.
 * Streams of the account's sessions that live on are not touched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admittedClient, createClient, signedInAgain, type TestClient } from '../../test/client'
import { readEventStream, type EventStreamReader } from '../../test/event-stream-reader'
import { createTestContext, type TestContext } from '../../test/harness'
import { resetLinkFor } from '../../test/outbox'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

async function listen(client: TestClient): Promise<EventStreamReader> {
  const res = await client.api.sync.events.$get()
  expect(res.status).toBe(200)
  const stream = readEventStream(res)
  expect(await stream.nextChange()).toMatchObject({ seq: expect.any(Number) })
  return stream
}

/** The stream's next event other than a change, and that the stream then ends. */
async function lastWords(stream: EventStreamReader): Promise<string | null> {
  for (;;) {
    const item = await stream.next(2000)
    if (item === null) return null
    if (item.kind !== 'event' || item.event === 'change') continue
    expect(await stream.next(2000)).toBeNull()
    return `${item.event} ${item.data}`
  }
}

/** Still open: a heartbeat-free moment passes without its end. */
async function stillOpen(stream: EventStreamReader): Promise<boolean> {
  try {
    return (await stream.next(300)) !== null
  } catch {
    return true
  }
}

const openStreams = async () => {
  const res = await ctx.app.request('/api/health')
  return ((await res.json()) as { streams: { open: number } }).streams.open
}

describe('an open stream ends with its session', () => {
  it("signing out ends that phone's stream; the account's other phone keeps its own", async () => {
    const before = await openStreams()
    const { client, user } = await admittedClient(ctx)
    const other = await signedInAgain(ctx, user)
    const [mine, theirs] = [await listen(client), await listen(other)]

    expect((await client.raw.post('/api/auth/sign-out', {})).status).toBe(200)
    expect(await lastWords(mine)).toBe('signed-out {}')
    expect(await stillOpen(theirs)).toBe(true)
    await theirs.close()
    await expect.poll(openStreams).toBe(before)
  })

  it('a password reset ends the streams of every session before it', async () => {
    const { client, user } = await admittedClient(ctx)
    const other = await signedInAgain(ctx, user)
    const streams = [await listen(client), await listen(other)]

    const browser = createClient(ctx)
    await browser.raw.post('/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: `${ctx.env.publicUrl}/auth`,
    })
    const token = new URL(await resetLinkFor(ctx, user.email)).pathname.split('/').pop()
    const reset = await browser.raw.post('/api/auth/reset-password', {
      token,
      newPassword: 'a new password for all',
    })
    expect(reset.status).toBe(200)
    for (const stream of streams) expect(await lastWords(stream)).toBe('signed-out {}')

    // The browser that reset it is signed in afresh, and listens as any phone.
    await (await listen(browser)).close()
  })

  it('revoking the other sessions ends their streams, not the caller’s', async () => {
    const { client, user } = await admittedClient(ctx)
    const other = await signedInAgain(ctx, user)
    const [mine, theirs] = [await listen(client), await listen(other)]

    expect((await client.raw.post('/api/auth/revoke-other-sessions', {})).status).toBe(200)
    expect(await lastWords(theirs)).toBe('signed-out {}')
    expect(await stillOpen(mine)).toBe(true)
    await mine.close()
  })

  it('deleting the account ends every stream it had', async () => {
    const before = await openStreams()
    const { client, user } = await admittedClient(ctx)
    const other = await signedInAgain(ctx, user)
    const streams = [await listen(client), await listen(other)]

    const deleted = await client.raw.delete('/api/account', { password: user.password })
    expect(deleted.status).toBe(204)
    for (const stream of streams) expect(await lastWords(stream)).toBe('signed-out {}')
    await expect.poll(openStreams).toBe(before)
  })
})
