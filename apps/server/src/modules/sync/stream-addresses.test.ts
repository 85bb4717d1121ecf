/**
 * Every way of asking for the event stream's address, over a real socket, on both ways a
 * process answers it: the HTTP server's direct path (node-event-stream.ts, as `npm start`
 * serves it) and the app's own route (a server without the direct path). A HEAD, however the
 * address is spelled, is answered without a stream (405, `Allow: GET`); a GET, however the
 * address is spelled, is a stream that frees its place once the phone goes. Health's
 * `streams.open` says how many streams the process holds. A phone that stops reading is let go
 * once 64 kB wait unread for it, on the app's route as on the direct path.
 */
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { serveApp } from '../../lib/http/http-server'
import { admittedClient } from '../../test/client'
import { createTestContext, type TestContext } from '../../test/harness'
import { memoryLogger } from '../../test/memory-logger'
import { eventStreamsOnNode } from './node-event-stream'

let ctx: TestContext
let cookie: string
type Listening = { server: Server; port: number; logger: ReturnType<typeof memoryLogger> }
const servers: (Listening & { name: string })[] = []

function listen(direct: boolean): Promise<Listening> {
  const logger = memoryLogger()
  return new Promise((resolve) => {
    const server = serveApp({
      fetch: ctx.app.fetch,
      ...(direct
        ? {
            direct: eventStreamsOnNode({
              events: ctx.services.events,
              logger,
              headers: ctx.securityHeaders,
            }),
          }
        : {}),
      port: 0,
      hostname: '127.0.0.1',
      logger,
      onListening: () => resolve({ server, port: (server.address() as AddressInfo).port, logger }),
    })
  })
}

beforeAll(async () => {
  ctx = await createTestContext({ SYNC_STREAMS_PER_ACCOUNT: '6' })
  const { client } = await admittedClient(ctx)
  cookie = client.cookies()
  servers.push({ name: 'the direct path', ...(await listen(true)) })
  servers.push({ name: "the app's route", ...(await listen(false)) })
})
afterAll(async () => {
  await ctx.services.sync.close()
  for (const { server } of servers) {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
  await ctx.close()
})

type Head = { status: number; headers: Map<string, string>; socket: Socket; rest: string }

/** Sends one request as written and reads its status line and headers; the socket stays open. */
function send(port: number, method: string, target: string, extra: string[] = []): Promise<Head> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let text = ''
    socket.setEncoding('latin1')
    socket.on('error', reject)
    socket.on('data', function onData(chunk: string) {
      text += chunk
      const end = text.indexOf('\r\n\r\n')
      if (end < 0) return
      socket.off('data', onData)
      const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n')
      const headers = new Map<string, string>()
      for (const line of lines) {
        const colon = line.indexOf(':')
        headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
      }
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        socket,
        rest: text.slice(end + 4),
      })
    })
    socket.write(
      [`${method} ${target} HTTP/1.1`, `Host: 127.0.0.1:${port}`, `Cookie: ${cookie}`, ...extra]
        .concat('', '')
        .join('\r\n'),
    )
  })
}

/** Waits for more of the answer's body than `rest` already holds. */
function someBody(head: Head): Promise<string> {
  if (head.rest.includes('event: change')) return Promise.resolve(head.rest)
  return new Promise((resolve) => head.socket.once('data', (chunk: string) => resolve(chunk)))
}

async function openStreams(port: number): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/api/health`)
  return ((await res.json()) as { streams: { open: number } }).streams.open
}

const variants = (port: number) => [
  { name: 'its own spelling', target: '/api/sync/events', extra: [] },
  { name: 'a percent-encoded letter', target: '/api/sync/%65vents', extra: [] },
  { name: 'the absolute form', target: `http://127.0.0.1:${port}/api/sync/events`, extra: [] },
  { name: 'an empty body', target: '/api/sync/events', extra: ['Content-Length: 0'] },
  { name: 'a query', target: '/api/sync/events?since=1', extra: [] },
]

describe.each([0, 1])('the event stream’s address, on server %i (direct, then app)', (index) => {
  it('answers HEAD without a stream, however the address is spelled, and a GET still gets in', async () => {
    const { port } = servers[index]!
    const before = await openStreams(port)
    const answers: string[] = []
    // More than the account's six places: a leak would lock its phones out.
    for (let round = 0; round < 2; round++) {
      for (const { name, target, extra } of variants(port)) {
        const head = await send(port, 'HEAD', target, extra)
        answers.push(`${name}: ${head.status} ${head.headers.get('allow') ?? ''}`)
        head.socket.destroy()
      }
    }
    await expect.poll(() => openStreams(port)).toBe(before)
    expect(answers).toEqual(
      [0, 1].flatMap(() => variants(port).map(({ name }) => `${name}: 405 GET`)),
    )

    const get = await send(port, 'GET', '/api/sync/events')
    expect(get.status).toBe(200)
    get.socket.destroy()
    await expect.poll(() => openStreams(port)).toBe(before)
  })

  it('serves a GET however the address is spelled, and frees its place when the phone goes', async () => {
    const { port, logger } = servers[index]!
    const before = await openStreams(port)
    const directly = () => logger.lines.filter((line) => line.includes('"msg":"request"')).length
    const servedDirectly = directly()
    for (const { name, target, extra } of variants(port)) {
      const get = await send(port, 'GET', target, extra)
      expect(get.status, `${servers[index]!.name}: GET, ${name}`).toBe(200)
      expect(get.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
      expect(await someBody(get)).toContain('event: change')
      expect(await openStreams(port)).toBe(before + 1)
      get.socket.destroy()
      await expect.poll(() => openStreams(port)).toBe(before)
    }
    // The direct path takes every spelling of the address (its log line says so).
    expect(directly() - servedDirectly).toBe(index === 0 ? variants(port).length : 0)
  })
})

describe('a phone that stops reading', () => {
  const heartbeat = () => ctx.env.SYNC_HEARTBEAT_SECONDS * 1000
  const openInProcess = async () => {
    const res = await ctx.app.request('/api/health')
    return ((await res.json()) as { streams: { open: number } }).streams.open
  }

  it("is let go by the app's route once 64 kB wait unread for it", async () => {
    const before = await openInProcess()
    // Heartbeats on a fake clock: each is 13 bytes the phone never reads.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      const res = await ctx.app.request('/api/sync/events', { headers: { Cookie: cookie } })
      expect(res.status).toBe(200)
      expect(await openInProcess()).toBe(before + 1)
      vi.advanceTimersByTime(heartbeat() * 4000)
      // About 52 kB unread: still held.
      expect(await openInProcess()).toBe(before + 1)
      vi.advanceTimersByTime(heartbeat() * 2000)
      expect(await openInProcess()).toBe(before)
    } finally {
      vi.useRealTimers()
    }
  })
})
