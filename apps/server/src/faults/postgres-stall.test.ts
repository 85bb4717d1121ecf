/**
 * PostgreSQL frozen, then stopped, then back, against a throwaway cluster this test owns
 * (scripts/lib/throwaway-postgres.mjs), never the suite's, since it freezes and kills it:
 *
 * - frozen (every PostgreSQL process SIGSTOPped, like a hung host or a network partition):
 *   health says `db: "down"` within about a second, API calls answer 503 within seconds;
 * - stopped (killed while frozen): the same answers, at once;
 * - started again: the same server process answers normally, with no restart.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../../../../scripts/lib/throwaway-postgres.mjs'
import { httpClient, startServer, type ServerProcess } from '../test/server-process'

async function timed(request: Promise<Response>) {
  const started = performance.now()
  const res = await request
  const body = (await res.json()) as { db?: string; error?: { code: string } }
  return { status: res.status, body, ms: performance.now() - started }
}

describe('PostgreSQL frozen, stopped and back', () => {
  let postgres: ThrowawayPostgres
  let server: ServerProcess
  let client: ReturnType<typeof httpClient>
  let dataDir: string
  const user = { email: `stall-${Date.now()}@example.com`, password: 'correct horse' }

  beforeAll(async () => {
    postgres = await startThrowawayPostgres({ fsync: false, name: 'hara-fault-pg' })
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'hara-fault-'))
    server = await startServer({ DATABASE_URL: postgres.url, DATA_DIR: dataDir })
    client = httpClient(server.url)
    const signUp = await client.raw.post('/api/auth/sign-up/email', { ...user, nickname: 'Stall' })
    expect(signUp.status).toBe(200)
  }, 120_000)

  afterAll(async () => {
    await server?.stop('SIGKILL')
    postgres?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it('answers 503 quickly while frozen and when stopped, then recovers by itself', async () => {
    expect((await client.api.profile.$get()).status).toBe(200)

    postgres.signal('SIGSTOP')
    try {
      const health = await timed(fetch(`${server.url}/api/health`))
      expect(health).toMatchObject({ status: 503, body: { db: 'down' } })
      expect(health.ms).toBeLessThan(2000)

      const [profile, signIn] = await Promise.all([
        timed(client.api.profile.$get()),
        timed(httpClient(server.url).raw.post('/api/auth/sign-in/email', user)),
      ])
      for (const answer of [profile, signIn]) {
        expect(answer.status).toBe(503)
        expect(answer.body.error?.code).toBe('database_unavailable')
        expect(answer.ms).toBeLessThan(12_000)
      }
    } finally {
      // Stopped outright while frozen, as a crash would.
      postgres.signal('SIGKILL')
      postgres.signal('SIGCONT')
    }

    const down = await timed(client.api.profile.$get())
    expect(down).toMatchObject({ status: 503, body: { error: { code: 'database_unavailable' } } })
    expect(down.ms).toBeLessThan(3000)
    const health = await timed(fetch(`${server.url}/api/health`))
    expect(health).toMatchObject({ status: 503, body: { db: 'down' } })

    postgres.restartAfterCrash()
    const deadline = Date.now() + 20_000
    let status = 0
    while (Date.now() < deadline && status !== 200) {
      status = (await client.api.profile.$get()).status
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(status).toBe(200)
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
    expect(server.child.exitCode).toBeNull()
  }, 120_000)
})
