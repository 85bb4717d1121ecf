/**
 * How many event streams a process holds and what a refused phone is told (ADR 0047): the
 * limit per process comes from SYNC_STREAMS_PER_PROCESS, every refusal carries a `Retry-After`
 * with jitter, health stays 200 while streams are refused and says so in `load`, and a phone
 * that reconnects to the process it was on is served from memory, even with the database away.
 * Runs on PGlite, and on PostgreSQL when the suite does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admittedClient, errorOf, signedInAgain } from '../../test/client'
import { readEventStream } from '../../test/event-stream-reader'
import { createTestContext, type TestContext } from '../../test/harness'
import { setUpSync } from '../../test/sync-fixtures'
import { OPENS_PER_MINUTE, RETRY_AFTER } from './stream-opener'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMITS: 'on', SYNC_STREAMS_PER_PROCESS: '2' })
})
afterAll(() => ctx.close())

const retryAfterOf = (res: Response) => Number(res.headers.get('retry-after'))

describe('the streams one process holds', () => {
  it('come from configuration: a process set to 2 refuses the 3rd and says when to come back', async () => {
    expect(ctx.services.sync.limit).toBe(2)
    const phones = await Promise.all([admittedClient(ctx), admittedClient(ctx)])
    const streams = await Promise.all(
      phones.map(async ({ client }) => readEventStream(await client.api.sync.events.$get())),
    )
    await Promise.all(streams.map((stream) => stream.nextChange()))
    const third = await admittedClient(ctx)
    const refused = await third.client.api.sync.events.$get()
    expect(refused.status).toBe(429)
    expect((await errorOf(refused)).code).toBe('too_many_streams')
    const { min, spread } = RETRY_AFTER.process
    expect(retryAfterOf(refused)).toBeGreaterThanOrEqual(min)
    expect(retryAfterOf(refused)).toBeLessThanOrEqual(min + spread)

    // Refusing streams is shedding load, not failing: health stays 200 and says so.
    const health = await ctx.app.request('/api/health')
    expect(health.status).toBe(200)
    expect(await health.json()).toMatchObject({
      status: 'ok',
      load: 'shedding',
      streams: { open: 2, limit: 2 },
    })

    // Once a phone closes, the refused one gets in.
    await streams[0]!.close()
    await expect.poll(() => ctx.services.sync.count()).toBe(1)
    const later = readEventStream(await third.client.api.sync.events.$get())
    expect(await later.nextChange()).toEqual({ seq: 0, keyVersion: null })
    await Promise.all([streams[1]!.close(), later.close()])
    await expect.poll(() => ctx.services.sync.count()).toBe(0)
  })

  it('tells a phone that opens too often when to come back', async () => {
    const { client } = await admittedClient(ctx)
    for (let i = 0; i < OPENS_PER_MINUTE; i++) {
      const res = await client.api.sync.events.$get()
      expect(res.status).toBe(200)
      await res.body?.cancel()
      await expect.poll(() => ctx.services.sync.count()).toBe(0)
    }
    const refused = await client.api.sync.events.$get()
    expect(refused.status).toBe(429)
    expect((await errorOf(refused)).code).toBe('rate_limited')
    expect(retryAfterOf(refused)).toBeGreaterThan(0)
  })
})

describe('a phone that reconnects', () => {
  it('is told the latest change from memory, even while the database is away', async () => {
    const own = await createTestContext()
    try {
      const { client, user } = await admittedClient(own)
      await setUpSync(client)
      const first = readEventStream(await client.api.sync.events.$get())
      const latest = await first.nextChange()
      expect(latest).toMatchObject({ keyVersion: 1 })
      // A second phone of the account that never opened a stream on this process.
      const other = await signedInAgain(own, user)
      await first.close()
      await expect.poll(() => own.services.sync.count()).toBe(0)

      await own.database.close()
      const again = readEventStream(await client.api.sync.events.$get())
      expect(await again.nextChange()).toEqual(latest)
      await again.close()

      // The other phone's session must be read from the database: refused for now, with a
      // time to come back, not an error.
      const refused = await other.api.sync.events.$get()
      expect(refused.status).toBe(503)
      expect((await errorOf(refused)).code).toBe('busy')
      const { min, spread } = RETRY_AFTER.busy
      expect(retryAfterOf(refused)).toBeGreaterThanOrEqual(min)
      expect(retryAfterOf(refused)).toBeLessThanOrEqual(min + spread)
    } finally {
      await own.close().catch(() => {})
    }
  })
})
