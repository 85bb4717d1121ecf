/**
 * TRUST_PROXY behind a real socket: the address better-auth records (and counts its per-address
 * limits under) is the client's behind a trusted proxy, and the socket's otherwise.
 */
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../test/db'
import { createTestContext, type TestContext } from '../../test/harness'
import { createLogger } from '../logging/logger'
import { serveApp } from '../http/http-server'

const opened: { ctx: TestContext; server: Server }[] = []
afterAll(async () => {
  for (const { ctx, server } of opened) {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await ctx.close()
  }
})

async function serverTrusting(trustProxy: string) {
  const ctx = await createTestContext({ TRUST_PROXY: trustProxy })
  const server = await new Promise<Server>((resolve) => {
    const started = serveApp({
      fetch: ctx.app.fetch,
      port: 0,
      hostname: '127.0.0.1',
      logger: createLogger('silent'),
      onListening: () => resolve(started),
    })
  })
  opened.push({ ctx, server })
  return { ctx, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

/** Signs up through the server with the given X-Forwarded-For; the address the session keeps. */
async function recordedAddress(trustProxy: string, forwardedFor: string) {
  const { ctx, base } = await serverTrusting(trustProxy)
  const email = `proxy-${trustProxy.replace(/\W/g, '')}-${Date.now()}@example.com`
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: ctx.env.publicUrl,
      'X-Forwarded-For': forwardedFor,
    },
    body: JSON.stringify({ email, password: 'correct horse', nickname: 'Proxy' }),
  })
  expect(res.status).toBe(200)
  const rows = await queryRows<{ ip_address: string }>(
    ctx,
    sql`select s.ip_address from session s join "user" u on u.id = s.user_id where u.email = ${email}`,
  )
  return rows.map((row) => row.ip_address)
}

describe('behind a reverse proxy', () => {
  it('records the address the trusted proxy saw, not one the client wrote', async () => {
    // The test connects from 127.0.0.1, playing the proxy; the client forged the first entry.
    expect(await recordedAddress('127.0.0.1', '203.0.113.1, 198.51.100.7')).toEqual([
      '198.51.100.7',
    ])
  })

  it('keeps the socket address when no proxy is trusted (the default)', async () => {
    expect(await recordedAddress('off', '198.51.100.7')).toEqual(['127.0.0.1'])
  })
})
