/**
 * Two built server processes on one PostgreSQL, started at the same moment on an empty
 * database, behind a round-robin proxy on loopback: both come up; a session made on
 * one works on the other; they sign pushes with one key; of two backup uploads from the same
 * version, one on each, exactly one wins; the sign-in limit counts the attempts both saw; a due
 * reminder goes out once.
 *
 * Neither process is given a session secret or VAPID keys, and each has its own DATA_DIR, as
 * two machines would: what they share, they share through the database.
 *
 * Both run their clocks ahead of the machine's by the same amount, under a minute
 * (clockAhead), so that their minute turns about 20 s after they are spawned, once the steps
 * before the reminder's are done, rather than anywhere up to a minute after them.
 *
 * On the suite's PostgreSQL cluster: several processes are supported on PostgreSQL only.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sealBackup } from './test/backup-crypto'
import { createThrowawayDatabase } from './test/harness'
import {
  startTestPushService,
  type BrowserSubscription,
  type TestPushService,
} from './test/push-service'
import { SERVED_BY, startRoundRobinProxy, type RoundRobinProxy } from './test/round-robin-proxy'
import {
  clockAhead,
  freePort,
  httpClient,
  startServer,
  type ServerProcess,
} from './test/server-process'

const servedBy = (res: Response) => res.headers.get(SERVED_BY)

/**
 * The servers' minute turns this long after they are spawned: time for them to come up and for
 * the steps before the reminder's, on a slow machine too.
 */
const MINUTE_TURNS_AFTER_MS = 20_000
/** How far ahead of the machine's clock the servers' clocks run for that, spawned at `now`. */
const aheadFor = (now: number) => (60_000 - ((now + MINUTE_TURNS_AFTER_MS) % 60_000)) % 60_000

describe('two server processes on one PostgreSQL', () => {
  let database: { url: string; drop(): Promise<void> }
  let proxy: RoundRobinProxy
  let push: TestPushService
  const servers: ServerProcess[] = []
  const folders: string[] = []
  const user = { email: `two-${Date.now()}@example.com`, password: 'correct horse' }
  let client: ReturnType<typeof httpClient>
  let subscription: BrowserSubscription
  let due: Date
  let startedMs = 0
  let ahead = 0
  /** The servers' clock. */
  const serverNow = () => Date.now() + ahead

  beforeAll(async () => {
    database = await createThrowawayDatabase()
    // Probed together, so the three are distinct.
    const [proxyPort, ...ports] = await Promise.all([freePort(), freePort(), freePort()])
    const envFor = () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hara-two-'))
      folders.push(dataDir)
      return {
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'web'),
        BETTER_AUTH_URL: `http://127.0.0.1:${proxyPort}`,
        BETTER_AUTH_SECRET: '',
        RATE_LIMITS: 'on',
        // As docs/scaling.md sets them up behind nginx or Caddy: the proxy reports the client.
        TRUST_PROXY: '1',
        PUSH_SERVICE_HOSTS: '127.0.0.1',
        NODE_ENV: 'production',
        ...clockAhead(ahead),
      }
    }
    ahead = aheadFor(Date.now())
    const started = performance.now()
    // The same moment: both spawned in one turn of the event loop, before either can migrate.
    servers.push(...(await Promise.all(ports.map((port) => startServer(envFor(), { port })))))
    startedMs = Math.round(performance.now() - started)
    proxy = await startRoundRobinProxy(
      servers.map((server) => server.url),
      proxyPort,
    )
    client = httpClient(proxy.url)
  }, 90_000)

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await proxy?.close()
    await push?.close()
    await database?.drop()
    for (const dir of folders) rmSync(dir, { recursive: true, force: true })
  })

  it('both come up on an empty database, started at the same moment', async () => {
    expect(servers).toHaveLength(2)
    for (const server of servers) {
      const health = (await (await fetch(`${server.url}/api/health`)).json()) as { db: string }
      expect(health.db).toBe('ok')
      expect(server.child.exitCode).toBeNull()
    }
    console.log(`two processes on an empty PostgreSQL: both healthy ${startedMs} ms after spawning`)
  })

  it('signs up on one process and passes the access code on the other with that session', async () => {
    const signUp = await client.raw.post('/api/auth/sign-up/email', { ...user, nickname: 'Two' })
    expect(signUp.status).toBe(200)
    const admitted = await client.api['access-code'].$post({ json: { code: 'intuition' } })
    expect(admitted.status).toBe(204)
    expect(servedBy(admitted)).not.toBe(servedBy(signUp))
    const profile = await client.api.profile.$get()
    expect(profile.status).toBe(200)
    expect(servedBy(profile)).toBe(servedBy(signUp))
  })

  it('serves one push key from both processes', async () => {
    const keys = await Promise.all([0, 1].map(() => client.api.push['public-key'].$get()))
    expect(new Set(keys.map(servedBy))).toEqual(new Set(['0', '1']))
    const [first, second] = (await Promise.all(keys.map((res) => res.json()))) as {
      publicKey: string
    }[]
    expect(first!.publicKey).toBe(second!.publicKey)
    push = await startTestPushService(first!.publicKey)
  })

  it('subscribes a device whose daily reminder is due at the next turn of the minute', async () => {
    subscription = push.subscribe()
    // At least 5 s away on the servers' clock, in UTC: both processes tick as the minute turns.
    due = new Date(Math.ceil((serverNow() + 5000) / 60_000) * 60_000)
    const res = await client.api.push.subscription.$put({
      json: {
        ...subscription,
        timeZone: 'UTC',
        reminderTime: due.toISOString().slice(11, 16),
        daily: true,
        weekly: false,
        lastCheckInDate: null,
      },
    })
    expect(res.status).toBe(200)
  })

  it('lets exactly one of two uploads from the same version win, one on each process', async () => {
    const [a, b] = await Promise.all([
      sealBackup('a passphrase', '{"entries":["phone A"]}', null),
      sealBackup('a passphrase', '{"entries":["phone B"]}', null),
    ])
    const answers = await Promise.all([a, b].map((body) => client.api.backup.$put({ json: body })))
    expect(new Set(answers.map(servedBy))).toEqual(new Set(['0', '1']))
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409])
    const stored = (await (await client.api.backup.$get()).json()) as { version: number }
    expect(stored.version).toBe(1)
  })

  it('counts sign-in attempts on both processes against one limit', async () => {
    // Every client of this test is 127.0.0.1, as the proxy reports: 5 sign-ins a minute from
    // it, and this is the first sign-in attempt of the run.
    const attacker = httpClient(proxy.url)
    const answers: Response[] = []
    for (let i = 0; i < 6; i++) {
      answers.push(
        await attacker.raw.post('/api/auth/sign-in/email', { ...user, password: 'guess' }),
      )
    }
    expect(answers.map((res) => res.status)).toEqual([401, 401, 401, 401, 401, 429])
    expect(new Set(answers.slice(0, 5).map(servedBy))).toEqual(new Set(['0', '1']))
    // On the other process too, whatever the password.
    const right = await attacker.raw.post('/api/auth/sign-in/email', user)
    expect(right.status).toBe(429)
    expect(servedBy(right)).not.toBe(servedBy(answers[5]!))
  })

  it('sends that reminder once', { timeout: 90_000 }, async () => {
    const deadline = due.getTime() + 20_000
    while (push.received.length === 0 && serverNow() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    // Both processes ticked at the same turn of the minute; a second send would be here by now.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(push.rejections).toEqual([])
    expect(push.received.map((p) => ({ endpoint: p.endpoint, payload: p.payload }))).toEqual([
      {
        endpoint: subscription.endpoint,
        payload: { kind: 'daily', day: due.toISOString().slice(0, 10) },
      },
    ])
  })
})
