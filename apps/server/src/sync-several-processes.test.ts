/**
 * Record sync with two server processes on one PostgreSQL: a record written through one process
 * reaches the event stream a phone holds on the other, within the 5 s a person would wait, in
 * both directions; the other phone then pulls it by cursor through its own process. A phone
 * that goes away frees its stream's place at once. When a
 * process loses its LISTEN connection, a change made meanwhile still reaches its streams once
 * it is back (it catches up from the database).
 *
 * Each process has its own DATA_DIR, as two machines would; they share the database and the
 * session secret. Runs on PostgreSQL only (CI's second pass), where several processes are
 * supported.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { SyncKey, SyncPage, SyncRecordsResult } from '@hara/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readEventStream, type EventStreamReader } from './test/event-stream-reader'
import { createThrowawayDatabase } from './test/harness'
import { httpClient, startServer, type ServerProcess } from './test/server-process'
import { keyUpload, newKeyId, newRecordId, record } from './test/sync-fixtures'

const LIVE_WITHIN_MS = 5000

describe('record sync across two server processes', () => {
  let database: { url: string; drop(): Promise<void> }
  const servers: ServerProcess[] = []
  const folders: string[] = []
  const streams: EventStreamReader[] = []
  let phoneA: ReturnType<typeof httpClient>
  let phoneB: ReturnType<typeof httpClient>
  const keyId = newKeyId()

  beforeAll(async () => {
    database = await createThrowawayDatabase()
    const envFor = () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hara-sync-two-'))
      folders.push(dataDir)
      return {
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'web'),
      }
    }
    servers.push(...(await Promise.all([startServer(envFor()), startServer(envFor())])))
    phoneA = httpClient(servers[0]!.url)
    phoneB = httpClient(servers[1]!.url)
  }, 120_000)

  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.close()))
    await Promise.all(servers.map((server) => server.stop()))
    await database?.drop()
    for (const dir of folders) rmSync(dir, { recursive: true, force: true })
  })

  /** An event stream on `phone`'s process, with the session made on the first process. */
  async function listen(phone: ReturnType<typeof httpClient>, cookie: string) {
    const res = await phone.api.sync.events.$get({}, { headers: { Cookie: cookie } })
    expect(res.status).toBe(200)
    const stream = readEventStream(res)
    streams.push(stream)
    return stream
  }

  it('sets up one account on process A, signed in on both', async () => {
    const user = { email: `sync-two-${Date.now()}@example.com`, password: 'correct horse' }
    expect(
      (await phoneA.raw.post('/api/auth/sign-up/email', { ...user, nickname: 'Two' })).status,
    ).toBe(200)
    expect((await phoneA.api['access-code'].$post({ json: { code: 'intuition' } })).status).toBe(
      204,
    )
    const key = await phoneA.api.sync.key.$put({ json: keyUpload(null, keyId) })
    expect(((await key.json()) as SyncKey).version).toBe(1)
    const onB = await phoneB.api.sync.key.$get({}, { headers: { Cookie: phoneA.cookie() } })
    expect(onB.status).toBe(200)
  })

  it('brings a record written through A to a stream held on B, and B pulls it there', async () => {
    const cookie = phoneA.cookie()
    const onB = await listen(phoneB, cookie)
    // The key's write is the account's first change (seqs count from the clock: ADR 0044).
    expect(await onB.nextChange()).toEqual({ seq: expect.any(Number), keyVersion: 1 })

    const sent = record(newRecordId())
    const started = performance.now()
    const put = await phoneA.api.sync.records.$put({ json: { keyId, records: [sent] } })
    const { accepted } = (await put.json()) as SyncRecordsResult
    // The small change rides the event across processes, sealed as the server holds it (ADR 0063).
    expect(await onB.nextChange(LIVE_WITHIN_MS)).toEqual({
      seq: accepted[0]!.seq,
      keyVersion: 1,
      since: expect.any(Number),
      records: [{ id: sent.id, seq: accepted[0]!.seq, iv: sent.iv, ciphertext: sent.ciphertext }],
    })
    const ms = Math.round(performance.now() - started)
    console.log(`a record written on process A reached a stream on process B in ${ms} ms`)

    const pulled = await phoneB.api.sync.records.$get(
      { query: { since: '1' } },
      { headers: { Cookie: cookie } },
    )
    const page = (await pulled.json()) as SyncPage
    expect(page.records).toEqual([
      { id: sent.id, seq: accepted[0]!.seq, iv: sent.iv, ciphertext: sent.ciphertext },
    ])
  })

  it('brings a change made through B to a stream held on A', async () => {
    const cookie = phoneA.cookie()
    const onA = await listen(phoneA, cookie)
    const latest = await onA.nextChange()
    const put = await phoneB.api.sync.key.$put(
      { json: keyUpload(1, keyId) },
      { headers: { Cookie: cookie } },
    )
    expect(put.status).toBe(200)
    const next = await onA.nextChange(LIVE_WITHIN_MS)
    expect(next).toEqual({ seq: expect.any(Number), keyVersion: 2 })
    expect(next!.seq).toBeGreaterThan(latest!.seq)
  })

  it('frees a stream’s place at once when its phone goes away', async () => {
    const cookie = phoneA.cookie()
    const open: EventStreamReader[] = []
    for (;;) {
      const res = await phoneA.api.sync.events.$get({}, { headers: { Cookie: cookie } })
      if (res.status === 429) break
      expect(res.status).toBe(200)
      const stream = readEventStream(res)
      streams.push(stream)
      open.push(stream)
      expect(open.length).toBeLessThanOrEqual(6)
    }
    await open[0]!.close()
    await expect
      .poll(
        async () => {
          const res = await phoneA.api.sync.events.$get({}, { headers: { Cookie: cookie } })
          if (res.status === 200) streams.push(readEventStream(res))
          else await res.body?.cancel()
          return res.status
        },
        { timeout: 5000, interval: 100 },
      )
      .toBe(200)
  })

  it('catches up a stream whose process lost its LISTEN connection meanwhile', async () => {
    const cookie = phoneA.cookie()
    const onB = await listen(phoneB, cookie)
    const latest = await onB.nextChange()
    const { default: pg } = await import('pg')
    const admin = new pg.Client({ connectionString: database.url })
    await admin.connect()
    try {
      const { rows } = await admin.query<{ cut: boolean }>(
        `select pg_terminate_backend(pid) as cut from pg_stat_activity where application_name = 'hara-listen-hara_sync'`,
      )
      expect(rows.length).toBeGreaterThanOrEqual(1)
    } finally {
      await admin.end()
    }
    // Written while B is not listening: its NOTIFY reaches nobody on B.
    const put = await phoneA.api.sync.records.$put({
      json: { keyId, records: [record(newRecordId())] },
    })
    const { latestSeq } = (await put.json()) as SyncRecordsResult
    expect(latestSeq).toBeGreaterThan(latest!.seq)
    expect(await onB.nextChange(LIVE_WITHIN_MS + 10_000)).toEqual({ seq: latestSeq, keyVersion: 2 })
    expect(servers[1]!.output()).toMatch(/lost the notification connection/)
  })
})
