/**
 * The server's own limits behind a real socket: slow clients,
 * hung-up uploads and requests Node refuses before the app sees them.
 */
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admittedClient } from '../../test/client'
import { createTestContext, type TestContext } from '../../test/harness'
import { memoryLogger } from '../../test/memory-logger'
import { serveApp } from './http-server'

const logger = memoryLogger()
let ctx: TestContext
let server: Server
let port: number

// Short limits, so the test sees in a second what production sees in 15 and 30.
const limits = {
  requestTimeoutMs: 1_200,
  headersTimeoutMs: 600,
  maxConnections: 64,
  checkIntervalMs: 100,
}

beforeAll(async () => {
  ctx = await createTestContext({}, { logger })
  await new Promise<void>((resolve) => {
    server = serveApp({
      fetch: ctx.app.fetch,
      port: 0,
      hostname: '127.0.0.1',
      logger,
      limits,
      onListening: () => resolve(),
    })
  })
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await ctx.close()
})

/** Writes `parts` to a raw socket and resolves with everything the server sent and when. */
function exchange(
  parts: string[],
  { hangUpAfterMs }: { hangUpAfterMs?: number } = {},
): Promise<{ text: string; ms: number; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    let text = ''
    const socket = net.connect(port, '127.0.0.1', () => {
      for (const part of parts) socket.write(part)
      if (hangUpAfterMs !== undefined) setTimeout(() => socket.destroy(), hangUpAfterMs)
    })
    socket.on('data', (chunk) => (text += chunk.toString('latin1')))
    socket.on('close', () => resolve({ text, ms: Date.now() - started, closed: true }))
    socket.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code === 'ECONNRESET') return
      reject(error)
    })
  })
}

const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1])
const jsonOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as unknown

describe('a server on the open internet', () => {
  it('answers headers that never finish with 408 in the JSON shape, and closes', async () => {
    const { text, ms, closed } = await exchange(['GET /api/health HTTP/1.1\r\nHost: x\r\n'])
    expect(statusOf(text)).toBe(408)
    expect(jsonOf(text)).toEqual({
      error: { code: 'request_timeout', message: expect.any(String) },
    })
    expect(closed).toBe(true)
    expect(ms).toBeLessThan(5_000)
  })

  it('answers a body that never arrives with 408 and closes', async () => {
    const { text, closed } = await exchange([
      'POST /api/auth/sign-in/email HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        `Origin: ${ctx.env.publicUrl}\r\nContent-Type: application/json\r\n` +
        'Content-Length: 100\r\n\r\n{"em',
    ])
    expect(statusOf(text)).toBe(408)
    expect(closed).toBe(true)
  })

  it.each([
    ['a malformed request line', 'GARBAGE\r\n\r\n'],
    ['a raw backslash in the path', 'GET /a\\b HTTP/1.1\r\nHost: x\r\n\r\n'],
  ])('answers %s with 400 in the JSON shape', async (_, request) => {
    const { text } = await exchange([request])
    expect(statusOf(text)).toBe(400)
    expect(text).toMatch(/\r\nContent-Type: application\/json/i)
    expect(jsonOf(text)).toEqual({ error: { code: 'bad_request', message: expect.any(String) } })
  })

  it('logs an upload the client hung up on as a client error, never as a database outage', async () => {
    const { client } = await admittedClient(ctx)
    const cookie = client.cookies()
    const boundary = 'hara-boundary'
    logger.lines.length = 0
    await exchange(
      [
        'POST /api/profile/avatar HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
          `Origin: ${ctx.env.publicUrl}\r\nCookie: ${cookie}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
          'Content-Length: 900000\r\n\r\n' +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n' +
          'x'.repeat(20_000),
      ],
      { hangUpAfterMs: 200 },
    )
    await expect
      .poll(() => logger.lines.join('\n'), { timeout: 5_000 })
      .toContain('client closed the connection')
    expect(logger.lines.join('\n')).not.toContain('database unavailable')
  })
})
