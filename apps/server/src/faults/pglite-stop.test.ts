/**
 * The embedded database when the server is stopped during writes: a SIGTERM loses no
 * acknowledged write (the server closes PGlite last, which flushes it), and a kill -9 leaves a
 * database that opens again, with what was acknowledged.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { httpClient, startServer, type ServerProcess } from '../test/server-process'

const WRITERS = 4
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const dirs: string[] = []
const servers: ServerProcess[] = []
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')))
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

async function start(dataDir: string) {
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' })
  servers.push(server)
  return server
}

type Writer = { email: string; password: string; acknowledged: number }

/** People who each keep renaming themselves `w0`, `w1`, … and note what the server confirmed. */
async function writeUntilStopped(server: ServerProcess, stopWith: NodeJS.Signals) {
  const writers: Writer[] = []
  for (let i = 0; i < WRITERS; i++) {
    const client = httpClient(server.url)
    const email = `writer${i}-${Date.now()}@example.com`
    const res = await client.raw.post('/api/auth/sign-up/email', {
      email,
      password: 'correct horse',
      nickname: 'Writer',
    })
    expect(res.status).toBe(200)
    const writer = { email, password: 'correct horse', acknowledged: -1 }
    writers.push(writer)
    void (async () => {
      for (let n = 0; ; n++) {
        try {
          const answer = await client.api.profile.$patch({ json: { nickname: `w${n}` } })
          if (answer.status !== 200) return
          writer.acknowledged = n
        } catch {
          return // the server went away
        }
      }
    })()
  }
  // Until every writer has had a write confirmed (a busy machine may take a while), and then a
  // little longer so that the stop lands among writes in flight.
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline && writers.some((writer) => writer.acknowledged < 0)) {
    await sleep(100)
  }
  await sleep(500)
  const stopping = Date.now()
  const exit = await server.stop(stopWith)
  const stopMs = Date.now() - stopping
  await sleep(200)
  return { writers, exit, stopMs }
}

async function storedNumber(server: ServerProcess, writer: Writer): Promise<number> {
  const client = httpClient(server.url)
  const signIn = await client.raw.post('/api/auth/sign-in/email', {
    email: writer.email,
    password: writer.password,
  })
  expect(signIn.status).toBe(200)
  const profile = (await (await client.api.profile.$get()).json()) as { nickname: string }
  return Number(profile.nickname.slice(1))
}

describe('the embedded database, when the server stops during writes', () => {
  it('SIGTERM: a clean exit, and every acknowledged write is there after a restart', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hara-fault-'))
    dirs.push(dataDir)
    const first = await start(dataDir)
    const { writers, exit, stopMs } = await writeUntilStopped(first, 'SIGTERM')
    expect(exit).toBe(0)
    // Requests in flight get at most 5 s, then the database is closed.
    expect(stopMs).toBeLessThan(10_000)
    expect(writers.every((writer) => writer.acknowledged >= 0)).toBe(true)

    const second = await start(dataDir)
    for (const writer of writers) {
      expect(await storedNumber(second, writer)).toBeGreaterThanOrEqual(writer.acknowledged)
    }
    await second.stop()
  }, 120_000)

  it('kill -9: the database opens again, with what was acknowledged', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hara-fault-'))
    dirs.push(dataDir)
    const first = await start(dataDir)
    const { writers, exit } = await writeUntilStopped(first, 'SIGKILL')
    expect(exit).toBe('SIGKILL')

    const second = await start(dataDir)
    const health = await fetch(`${second.url}/api/health`)
    expect(((await health.json()) as { db: string }).db).toBe('ok')
    for (const writer of writers) {
      expect(await storedNumber(second, writer)).toBeGreaterThanOrEqual(writer.acknowledged)
    }
    // And it takes new writes.
    const client = httpClient(second.url)
    const signUp = await client.raw.post('/api/auth/sign-up/email', {
      email: `after-${Date.now()}@example.com`,
      password: 'correct horse',
      nickname: 'After',
    })
    expect(signUp.status).toBe(200)
    await second.stop()
  }, 120_000)
})
