import type { ServerSentEvent } from '@hara/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EventStreamServer } from '@/test/event-stream-server'
import { openLiveStream, type LiveStream, type StreamFailure } from './live-stream'

/**
 * The change signal's reader against a real HTTP server on 127.0.0.1, on a fake clock: what a
 * phone does when the stream is refused, cut or silent. Jitter is taken as none (random 0), so
 * each wait is the shortest the policy allows; the real network runs on real time.
 */

const realTimeout = globalThis.setTimeout
const tick = (ms = 5) => new Promise((resolve) => realTimeout(resolve, ms))
async function until(check: () => boolean, what: string): Promise<void> {
  // Real time (performance is not faked): the network's answers take what they take.
  const deadline = performance.now() + 10_000
  while (performance.now() < deadline) {
    if (check()) return
    await tick()
  }
  throw new Error(`Timed out waiting for ${what}`)
}

let server: EventStreamServer
let stream: LiveStream | null = null
let events: ServerSentEvent[]
let failures: StreamFailure[]
let opened: number
let signedOut: boolean

function listen(random = () => 0): void {
  stream = openLiveStream({
    url: server.url,
    random,
    onEvent: (event) => events.push(event),
    onOpen: () => opened++,
    onFailure: (failure) => failures.push(failure),
    onSignedOut: () => (signedOut = true),
  })
}

/** Moves the fake clock on, letting the network answer in between. */
async function advance(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms)
  await tick(20)
}

beforeEach(async () => {
  server = await EventStreamServer.start()
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  events = []
  failures = []
  opened = 0
  signedOut = false
})

afterEach(async () => {
  stream?.stop()
  stream = null
  vi.useRealTimers()
  await server.stop()
})

const seqs = () => events.map((event) => (JSON.parse(event.data) as { seq: number }).seq)

describe('the change signal after a failure', () => {
  it('is live again after a 503: it tries again within a second and hears the next change', async () => {
    server.answer({ status: 503 }, { stream: true, seq: 4 })
    listen(() => 0.99)
    await until(() => failures.length === 1, 'the refusal')
    expect(failures[0]).toMatchObject({ reason: 'refused', status: 503 })
    expect(failures[0]!.delayMs).toBeLessThan(1000)
    await advance(1000)
    await until(() => server.streaming, 'the stream')
    server.send('event: change\ndata: {"seq":5,"keyVersion":1}\n\n')
    await until(() => events.length === 2, 'the next change')
    expect(seqs()).toEqual([4, 5])
    expect(opened).toBe(1)
  })

  it("waits as long as a 429's Retry-After says, then opens the stream", async () => {
    server.answer({ status: 429, headers: { 'Retry-After': '3' } }, { stream: true })
    listen()
    await until(() => failures.length === 1, 'the refusal')
    expect(failures[0]).toEqual({ reason: 'refused', status: 429, delayMs: 3000 })
    await advance(2900)
    expect(server.requests).toHaveLength(1)
    await advance(100)
    await until(() => server.streaming, 'the stream')
    expect(server.requests[1]! - server.requests[0]!).toBe(3000)
    expect(opened).toBe(1)
  })

  it('reads Retry-After as an HTTP date too', async () => {
    const at = new Date(Date.now() + 7000).toUTCString()
    server.answer({ status: 503, headers: { 'Retry-After': at } }, { stream: true })
    listen()
    await until(() => failures.length === 1, 'the refusal')
    expect(failures[0]!.delayMs).toBeGreaterThan(5900)
    expect(failures[0]!.delayMs).toBeLessThanOrEqual(7000)
  })

  it('backs off further after each refusal without Retry-After, up to a minute', async () => {
    server.answer({ status: 502 })
    listen(() => 0.999)
    for (let i = 0; i < 9; i++) {
      await until(() => failures.length === i + 1, `refusal ${i + 1}`)
      await advance(failures[i]!.delayMs)
    }
    expect(failures.slice(0, 9).map((failure) => Math.round(failure.delayMs / 1000))).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60, 60,
    ])
  })

  it('opens the stream again when its connection is cut', async () => {
    listen()
    await until(() => server.streaming, 'the stream')
    server.cut()
    await until(() => failures.length === 1, 'the cut')
    expect(failures[0]!.reason).toMatch(/network|ended/)
    await advance(5000)
    await until(() => opened === 2, 'the second stream')
    expect(server.requests).toHaveLength(2)
  })

  it('after a healthy stream ends, comes back after the retry the server sent', async () => {
    server.answer({ stream: true, retry: 2000 })
    listen()
    await until(() => server.streaming, 'the stream')
    await advance(30_000)
    server.send(': heartbeat\n\n')
    server.end()
    await until(() => failures.length === 1, 'the end')
    expect(failures[0]).toEqual({ reason: 'ended', delayMs: 2000 })
  })

  it('gives up on a silent stream after twice the heartbeat and opens it again', async () => {
    listen()
    await until(() => server.streaming, 'the stream')
    await advance(25_000)
    server.send(': heartbeat\n\n')
    await tick(20)
    await advance(49_000)
    expect(failures).toEqual([])
    await advance(1_000)
    await until(() => failures.length === 1, 'the silence')
    expect(failures[0]!.reason).toBe('silent')
    await advance(failures[0]!.delayMs)
    await until(() => opened === 2, 'the second stream')
  })

  it('stops for good on a 401: the session is gone', async () => {
    server.answer({ status: 401 })
    listen()
    await until(() => signedOut, 'the sign-out')
    await advance(120_000)
    expect(server.requests).toHaveLength(1)
    expect(failures).toEqual([])
  })

  it('stops for good on a signed-out event: the session ended while the stream was open', async () => {
    listen()
    await until(() => server.streaming, 'the stream')
    server.send('event: signed-out\ndata: {}\n\n')
    server.end()
    await until(() => signedOut, 'the sign-out')
    await advance(120_000)
    expect(server.requests).toHaveLength(1)
    expect(failures).toEqual([])
    expect(events.map((event) => event.event)).toEqual(['change'])
  })

  it('stops when asked, while waiting or while streaming', async () => {
    server.answer({ status: 503 }, { stream: true })
    listen(() => 0.5)
    await until(() => failures.length === 1, 'the refusal')
    stream!.stop()
    await advance(60_000)
    expect(server.requests).toHaveLength(1)

    listen()
    await until(() => server.streaming, 'the stream')
    stream!.stop()
    await until(() => !server.streaming, 'the stream to close')
    await advance(60_000)
    expect(server.requests).toHaveLength(2)
  })
})
