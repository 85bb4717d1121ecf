/**
 * The connection limit comes from MAX_CONNECTIONS, and both limits fit the process's
 * open-file limit: a real server set to 16 connections answers 16 and refuses the 17th at the
 * door, and a process with too few descriptors serves with lower limits and says why.
 */
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadEnv } from '../../env'
import { createTestContext, type TestContext } from '../../test/harness'
import { memoryLogger } from '../../test/memory-logger'
import { serveApp, serverLimits } from './http-server'
import { effectiveLimits, fileDescriptorLimit, RESERVED_DESCRIPTORS } from './process-limits'

const logger = memoryLogger()
let ctx: TestContext
let server: Server
let port: number

beforeAll(async () => {
  ctx = await createTestContext(
    { MAX_CONNECTIONS: '16', SYNC_STREAMS_PER_PROCESS: '8' },
    { logger },
  )
  await new Promise<void>((resolve) => {
    server = serveApp({
      fetch: ctx.app.fetch,
      port: 0,
      hostname: '127.0.0.1',
      logger,
      limits: serverLimits(ctx.env),
      onListening: () => resolve(),
    })
  })
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await ctx.close()
})

const connect = () =>
  new Promise<net.Socket>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket))
    socket.on('error', reject)
  })

/** A health request on a fresh connection: its status line, or null when cut without one. */
const health = () =>
  new Promise<string | null>((resolve) => {
    let text = ''
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')
    })
    socket.on('data', (chunk) => (text += chunk.toString('latin1')))
    socket.on('error', () => {})
    socket.on('close', () => resolve(text ? text.split('\r\n')[0]! : null))
  })

const connections = () =>
  new Promise<number>((resolve, reject) =>
    server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  )

describe('connections per process', () => {
  it('come from MAX_CONNECTIONS', async () => {
    expect(server.maxConnections).toBe(16)
    const held = await Promise.all(Array.from({ length: 15 }, connect))
    await expect.poll(connections).toBe(15)
    expect(await health()).toBe('HTTP/1.1 200 OK')
    const last = await connect()
    await expect.poll(connections).toBe(16)
    // Past the limit Node closes the connection unanswered.
    expect(await health()).toBeNull()
    last.destroy()
    await expect.poll(connections).toBe(15)
    expect(await health()).toBe('HTTP/1.1 200 OK')
    for (const socket of held) socket.destroy()
  })

  it('must leave room above the streams for ordinary requests', () => {
    expect(() => loadEnv({ MAX_CONNECTIONS: '1000', SYNC_STREAMS_PER_PROCESS: '1000' })).toThrow(
      /MAX_CONNECTIONS: must be above SYNC_STREAMS_PER_PROCESS/,
    )
    const env = loadEnv({})
    expect(env.SYNC_STREAMS_PER_PROCESS).toBeGreaterThanOrEqual(10_000)
    expect(env.MAX_CONNECTIONS).toBeGreaterThan(env.SYNC_STREAMS_PER_PROCESS)
  })
})

describe('the open-file limit', () => {
  it('is read from the system', () => {
    expect(fileDescriptorLimit()).toBeGreaterThan(0)
  })

  it('keeps the configured limits when it suffices', () => {
    const configured = { connections: 25_000, streams: 20_000 }
    expect(effectiveLimits(configured, 65_536)).toEqual(configured)
    expect(effectiveLimits(configured, null)).toEqual(configured)
  })

  it('lowers both limits in proportion when it does not, and says why', () => {
    const limits = effectiveLimits({ connections: 25_000, streams: 20_000 }, 1024)
    expect(limits.connections).toBe(1024 - RESERVED_DESCRIPTORS)
    expect(limits.streams).toBe(Math.floor((20_000 * limits.connections) / 25_000))
    expect(limits.warning).toMatch(/open-file limit of this process \(1024\)/)
    expect(limits.warning).toMatch(/ulimit -n/)
  })
})
