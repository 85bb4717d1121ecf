/**
 * The app behind a real Node socket, as `npm start` runs it: what `app.request` cannot show.
 */
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../test/db'
import { createTestContext, type TestContext } from '../../test/harness'
import { hasDotDotSegment } from './create-app'

let ctx: TestContext
let server: ServerType
let base: string

beforeAll(async () => {
  ctx = await createTestContext()
  await new Promise<void>((resolve) => {
    server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve())
  })
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await ctx.close()
})

/** Sends a request line exactly as written (no URL normalisation) and returns the status. */
function rawGet(target: string): Promise<number> {
  const { port } = new URL(base)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`)
    })
    let head = ''
    socket.on('data', (chunk) => {
      head += chunk.toString('latin1')
    })
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1])))
    socket.on('error', reject)
  })
}

describe('behind a real socket', () => {
  it.each([
    '/storage/avatars/../../etc/passwd',
    '/storage/../../../etc/passwd',
    '/storage/avatars/%2e%2e/%2e%2e/etc/passwd',
    '/storage/avatars/.%2E/.%2E/etc/passwd',
    '/storage/avatars/..\\..\\etc\\passwd',
  ])('answers the path-traversal probe %s with 400', async (target) => {
    expect(await rawGet(target)).toBe(400)
  })

  it('still serves ordinary paths', async () => {
    expect(await rawGet('/api/health')).toBe(200)
    expect(await rawGet('/storage/avatars/nobody/avatar.png')).toBe(404)
  })

  it("records the socket's address for auth, ignoring an address header the client sent", async () => {
    const res = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: ctx.env.publicUrl,
        'X-Hara-Client-Address': '192.0.2.99',
        'X-Forwarded-For': '198.51.100.7',
      },
      body: JSON.stringify({
        email: 'socket@example.com',
        password: 'correct horse',
        nickname: 'Socket',
      }),
    })
    expect(res.status).toBe(200)
    const rows = await queryRows<{ ip_address: string }>(
      ctx,
      sql`select s.ip_address from session s join "user" u on u.id = s.user_id where u.email = 'socket@example.com'`,
    )
    expect(rows.map((row) => row.ip_address)).toEqual(['127.0.0.1'])
  })
})

describe('hasDotDotSegment', () => {
  it('finds .. however it is spelled, and nothing else', () => {
    for (const bad of [
      '/a/../b',
      '/..',
      '/a/%2e%2e/b',
      '/a/.%2E/b',
      '/a\\..\\b',
      '/a%2f..%2fb',
      '/a%5C..',
    ]) {
      expect(hasDotDotSegment(bad), bad).toBe(true)
    }
    for (const ok of ['/a/b', '/a/..b/c', '/a/b..', '/a/.../b', '/a/b?x=../y', '/a/.']) {
      expect(hasDotDotSegment(ok), ok).toBe(false)
    }
  })
})
