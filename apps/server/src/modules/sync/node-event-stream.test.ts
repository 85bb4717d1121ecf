/**
 * Event streams as `npm start` serves them: answered by the HTTP server itself, before the app
 * (node-event-stream.ts), over a real socket. The same stream as the app's route: the retry and
 * the latest change at once, a change written through the API told within moments, the same
 * refusals with their `Retry-After`, and a phone that goes away frees its place at once. Its
 * answers carry the app's security headers and a request id, as the app's own do, and its log
 * line names that id.
 */
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveApp } from '../../lib/http/http-server'
import { admittedClient, errorOf, type TestClient } from '../../test/client'
import { readEventStream } from '../../test/event-stream-reader'
import { createTestContext, type TestContext } from '../../test/harness'
import { memoryLogger } from '../../test/memory-logger'
import { newRecordId, putAccepted, record, setUpSync } from '../../test/sync-fixtures'
import { eventStreamsOnNode } from './node-event-stream'
import { RETRY_AFTER } from './stream-opener'

let ctx: TestContext
let server: Server
let base: string
const logger = memoryLogger()

beforeAll(async () => {
  ctx = await createTestContext({ SYNC_STREAMS_PER_ACCOUNT: '2' })
  await new Promise<void>((resolve) => {
    server = serveApp({
      fetch: ctx.app.fetch,
      direct: eventStreamsOnNode({
        events: ctx.services.events,
        logger,
        headers: ctx.securityHeaders,
      }),
      port: 0,
      hostname: '127.0.0.1',
      logger,
      onListening: () => resolve(),
    })
  })
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await ctx.services.sync.close()
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await ctx.close()
})

const openOver = (client: TestClient | null) =>
  fetch(`${base}/api/sync/events`, {
    headers: client ? { Cookie: client.cookies(), Accept: 'text/event-stream' } : {},
  })

describe('an event stream over a real socket', () => {
  it('starts with the retry and the latest change, and tells a change written meanwhile', async () => {
    const { client } = await admittedClient(ctx)
    const { keyId } = await setUpSync(client)
    const res = await openOver(client)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(res.headers.get('cache-control')).toContain('no-store')
    const stream = readEventStream(res)
    const retry = await stream.next()
    expect(retry?.kind).toBe('retry')
    const first = await stream.nextChange()
    expect(first).toMatchObject({ seq: expect.any(Number) })

    await putAccepted(client, keyId, [record(newRecordId())])
    const told = await stream.nextChange(5000)
    expect(told?.seq).toBeGreaterThan(first!.seq)
    await stream.close()
  })

  it('refuses a signed-out phone with the JSON error shape', async () => {
    const res = await openOver(null)
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({
      error: { code: 'unauthorized', message: expect.any(String) },
    })
  })

  it('refuses the account’s third phone with a Retry-After, and lets it in once a phone leaves', async () => {
    const { client } = await admittedClient(ctx)
    const phones = await Promise.all([openOver(client), openOver(client)])
    const streams = phones.map(readEventStream)
    await Promise.all(streams.map((stream) => stream.nextChange()))

    const refused = await openOver(client)
    expect(refused.status).toBe(429)
    expect((await errorOf(refused)).code).toBe('too_many_streams')
    const retryAfter = Number(refused.headers.get('retry-after'))
    const { min, spread } = RETRY_AFTER.account
    expect(retryAfter).toBeGreaterThanOrEqual(min)
    expect(retryAfter).toBeLessThanOrEqual(min + spread)

    await streams[0]!.close()
    await expect
      .poll(async () => {
        const again = await openOver(client)
        if (again.status === 200) await readEventStream(again).close()
        else await again.arrayBuffer()
        return again.status
      })
      .toBe(200)
    await streams[1]!.close()
  })

  it('leaves every other request to the app', async () => {
    const health = await fetch(`${base}/api/health`)
    expect(health.status).toBe(200)
    const posted = await fetch(`${base}/api/sync/events`, { method: 'POST' })
    expect(posted.status).toBe(404)
    await posted.arrayBuffer()
  })
})

describe("the direct path's answers", () => {
  /** The headers every answer of the app carries, whatever the route. */
  const SECURITY = [
    'content-security-policy',
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
    'origin-agent-cluster',
    'permissions-policy',
    'referrer-policy',
    'strict-transport-security',
    'x-content-type-options',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-frame-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ]
  const securityOf = (res: Response) =>
    Object.fromEntries(SECURITY.map((name) => [name, res.headers.get(name)]))

  it("carry the app's security headers and a request id, on a stream and on a refusal", async () => {
    const app = await fetch(`${base}/api/health`)
    await app.arrayBuffer()
    expect(securityOf(app)['content-security-policy']).toContain("frame-ancestors 'none'")

    const { client } = await admittedClient(ctx)
    const stream = await openOver(client)
    expect(stream.status).toBe(200)
    const refused = await openOver(null)
    expect(refused.status).toBe(401)
    await refused.arrayBuffer()
    for (const res of [stream, refused]) {
      expect(securityOf(res)).toEqual(securityOf(app))
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    }
    expect(stream.headers.get('x-request-id')).not.toBe(refused.headers.get('x-request-id'))
    await readEventStream(stream).close()
  })

  it('keeps a request id the client sent, and logs the request under it', async () => {
    const { client } = await admittedClient(ctx)
    const res = await fetch(`${base}/api/sync/events`, {
      headers: { Cookie: client.cookies(), 'X-Request-Id': 'phone-42' },
    })
    expect(res.headers.get('x-request-id')).toBe('phone-42')
    await readEventStream(res).close()
    const unsafe = await fetch(`${base}/api/sync/events`, { headers: { 'X-Request-Id': 'a b' } })
    expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    await unsafe.arrayBuffer()
    const logged = logger.lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(logged).toContainEqual(
      expect.objectContaining({ msg: 'request', requestId: 'phone-42', status: 200 }),
    )
  })
})
