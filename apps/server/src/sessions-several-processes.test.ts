/**
 * One session truth across two server processes on one PostgreSQL: a phone holds its event
 * stream on process B and has just used the API there; the person signs out, or resets the
 * password, through process A. Within a second B refuses the old cookie on every route, and
 * B's stream tells the phone it is signed out and ends: not once B's memory of the session
 * lapses, and not once the phone hangs up.
 *
 * Each process has its own DATA_DIR, as two machines would; they share the database and the
 * session secret. Runs on PostgreSQL only, where several processes are supported.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readEventStream, type EventStreamReader } from './test/event-stream-reader'
import { createThrowawayDatabase } from './test/harness'
import { httpClient, startServer, type ServerProcess } from './test/server-process'
import { keyUpload, newKeyId } from './test/sync-fixtures'

/** How soon the other process must honour the end: far inside the cache's 30 s. */
const WITHIN_MS = 1000

type Phone = ReturnType<typeof httpClient>

describe('a session ended on one process, with a stream held on the other', () => {
  let database: { url: string; drop(): Promise<void> }
  const servers: ServerProcess[] = []
  const folders: string[] = []
  const streams: EventStreamReader[] = []
  let onA: () => Phone
  let onB: () => Phone

  beforeAll(async () => {
    database = await createThrowawayDatabase()
    const envFor = () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hara-sessions-two-'))
      folders.push(dataDir)
      return {
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'web'),
      }
    }
    servers.push(...(await Promise.all([startServer(envFor()), startServer(envFor())])))
    onA = () => httpClient(servers[0]!.url)
    onB = () => httpClient(servers[1]!.url)
  }, 120_000)

  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.close()))
    await Promise.all(servers.map((server) => server.stop()))
    await database?.drop()
    for (const dir of folders) rmSync(dir, { recursive: true, force: true })
  })

  /** A new account, admitted and with sync set up, signed in through A. */
  async function account(): Promise<{ phone: Phone; email: string; password: string }> {
    const phone = onA()
    const email = `sessions-two-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`
    const password = 'correct horse'
    const signUp = await phone.raw.post('/api/auth/sign-up/email', {
      email,
      password,
      nickname: 'Two',
    })
    expect(signUp.status).toBe(200)
    expect((await phone.api['access-code'].$post({ json: { code: 'intuition' } })).status).toBe(204)
    expect((await phone.api.sync.key.$put({ json: keyUpload(null, newKeyId()) })).status).toBe(200)
    return { phone, email, password }
  }

  /** B's answers to the cookie on three routes, each of which B has just confirmed. */
  const answersOnB = async (cookie: string) => {
    const b = onB()
    const headers = { headers: { Cookie: cookie } }
    const answers = await Promise.all([
      b.api.profile.$get({}, headers),
      b.api.sync.key.$get({}, headers),
      b.api.sync.records.$get({ query: {} }, headers),
    ])
    return answers.map((res) => res.status)
  }

  /** A stream on B with the cookie, past its first change; and B's routes warmed for it. */
  async function listenOnB(cookie: string): Promise<EventStreamReader> {
    const res = await onB().api.sync.events.$get({}, { headers: { Cookie: cookie } })
    expect(res.status).toBe(200)
    const stream = readEventStream(res)
    streams.push(stream)
    expect(await stream.nextChange()).toMatchObject({ keyVersion: 1 })
    expect(await answersOnB(cookie)).toEqual([200, 200, 200])
    return stream
  }

  /** Waits (at most `WITHIN_MS`) for the stream's last event, then its end: the event. */
  async function lastWords(stream: EventStreamReader): Promise<string> {
    const deadline = performance.now() + WITHIN_MS
    for (;;) {
      const item = await stream.next(Math.max(1, deadline - performance.now()))
      expect(item, 'the stream ended without a word').not.toBeNull()
      if (item!.kind !== 'event' || item!.event === 'change') continue
      expect(await stream.next(WITHIN_MS)).toBeNull()
      return `${item!.event} ${item!.data}`
    }
  }

  /** B refuses the cookie on every route within `WITHIN_MS` of `since`; how long it took. */
  async function refusedOnB(cookie: string, since: number): Promise<number> {
    await expect
      .poll(() => answersOnB(cookie), { timeout: WITHIN_MS, interval: 50 })
      .toEqual([401, 401, 401])
    return Math.round(performance.now() - since)
  }

  it('signing out through A: B refuses the cookie and ends its stream within a second', async () => {
    const { phone } = await account()
    const cookie = phone.cookie()
    const stream = await listenOnB(cookie)

    expect((await phone.raw.post('/api/auth/sign-out', {})).status).toBe(200)
    const started = performance.now()
    const ms = await refusedOnB(cookie, started)
    expect(await lastWords(stream)).toBe('signed-out {}')
    console.log(`a sign-out on process A was honoured on process B in ${ms} ms`)
  })

  it("a password reset through A: B refuses every earlier session's cookie and ends its stream", async () => {
    const { phone, email } = await account()
    const cookie = phone.cookie()
    const stream = await listenOnB(cookie)

    const browser = onA()
    const asked = await browser.raw.post('/api/auth/request-password-reset', {
      email,
      redirectTo: `${servers[0]!.url}/auth`,
    })
    expect(asked.status).toBe(200)
    const token = await resetTokenFromOutbox(folders[0]!, email)
    const reset = await browser.raw.post('/api/auth/reset-password', {
      token,
      newPassword: 'a new password for all',
    })
    expect(reset.status).toBe(200)
    const started = performance.now()
    const ms = await refusedOnB(cookie, started)
    expect(await lastWords(stream)).toBe('signed-out {}')
    console.log(`a password reset on process A was honoured on process B in ${ms} ms`)
    // The browser that reset it is signed in afresh, on B too.
    expect(await answersOnB(browser.cookie())).toEqual([200, 200, 200])
  })
})

/** The reset token in the newest mail to `email` in the outbox of the process at `dataDir`. */
async function resetTokenFromOutbox(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox')
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    let files: string[] = []
    try {
      files = readdirSync(outbox).filter((name) => name.endsWith('.eml'))
    } catch {
      // no mail yet
    }
    for (const name of files.sort().reverse()) {
      const text = readFileSync(path.join(outbox, name), 'utf8').replace(/=\r?\n/g, '')
      if (!text.includes(`To: ${email}`)) continue
      const token = /\/api\/auth\/reset-password\/([^?\s"<>]+)/.exec(text)?.[1]
      if (token) return token
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no reset mail to ${email}`)
}
