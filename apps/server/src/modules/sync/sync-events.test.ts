/**
 * `GET /api/sync/events` over HTTP, in one process: the latest change at once, then a `change`
 * event for every write of the account (records, the key, a delete) on every stream it holds,
 * heartbeats through a quiet spell (no idle end), the cap per account, and streams ended when
 * the server stops, each refusal saying when to come back. (Between processes: sync-several-processes.test.ts.)
 * Runs on PGlite, and on PostgreSQL when DATABASE_URL is set (as CI does): there every change
 * also goes through LISTEN/NOTIFY.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admittedClient, errorOf, signedInAgain } from '../../test/client'
import { readEventStream } from '../../test/event-stream-reader'
import { createTestContext, type TestContext } from '../../test/harness'
import { SYNC_CHANGE_MAX_RECORD_CHARS } from '@hara/core'
import {
  getPage,
  keyUpload,
  newRecordId,
  putAccepted,
  record,
  setUpSync,
} from '../../test/sync-fixtures'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestContext({
    SYNC_HEARTBEAT_SECONDS: '1',
    SYNC_STREAMS_PER_ACCOUNT: '2',
  })
})
afterAll(() => ctx.close())

describe('an account’s event stream', () => {
  it('is an unbuffered event stream that starts with the latest change', async () => {
    const { client } = await admittedClient(ctx)
    // EventSource asks for an event stream; a client that does not is not compressed either.
    const plain = await client.api.sync.events.$get(
      {},
      { headers: { 'Accept-Encoding': 'gzip, deflate' } },
    )
    expect(plain.status).toBe(200)
    expect(plain.headers.get('content-encoding')).toBeNull()
    await plain.body?.cancel()
    const res = await client.api.sync.events.$get(
      {},
      { headers: { Accept: 'text/event-stream', 'Accept-Encoding': 'gzip, deflate' } },
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(res.headers.get('cache-control')).toMatch(/no-store/)
    const stream = readEventStream(res)
    try {
      // How long to wait after a drop: 1 to 11 s, different for each stream.
      const retry = await stream.next()
      expect(retry).toMatchObject({ kind: 'retry' })
      const ms = (retry as { ms: number }).ms
      expect(ms).toBeGreaterThanOrEqual(1000)
      expect(ms).toBeLessThan(11_000)
      expect(await stream.nextChange()).toEqual({ seq: 0, keyVersion: null })
    } finally {
      await stream.close()
    }
  })

  it('tells both phones of an account of every change, and nothing of its content', async () => {
    const { client: phoneA, user } = await admittedClient(ctx)
    const phoneB = await signedInAgain(ctx, user)
    const { keyId } = await setUpSync(phoneA)
    const streams = [
      readEventStream(await phoneA.api.sync.events.$get()),
      readEventStream(await phoneB.api.sync.events.$get()),
    ]
    const everyone = async () => Promise.all(streams.map((stream) => stream.nextChange()))
    // Both phones hear the same change, with a seq above the one before (seqs count from the
    // time in microseconds, account-lock.ts) and the key version of the moment.
    let seq = 0
    const bothHear = async (keyVersion: number | null) => {
      const [a, b] = await everyone()
      expect(b).toEqual(a)
      expect(a!.keyVersion).toBe(keyVersion)
      expect(a!.seq).toBeGreaterThan(seq)
      seq = a!.seq
      return [a, b]
    }
    try {
      await bothHear(1)
      const sent = record(newRecordId())
      const { latestSeq } = await putAccepted(phoneA, keyId, [sent])
      const before = seq
      const told = await bothHear(1)
      expect(seq).toBe(latestSeq)
      // The record rides the event as the server holds it, sealed by the phone: its id, seq,
      // IV and ciphertext, nothing the server could read (ADR 0063).
      expect(told[0]).toEqual({
        seq: latestSeq,
        keyVersion: 1,
        since: before,
        records: [{ id: sent.id, seq: latestSeq, iv: sent.iv, ciphertext: sent.ciphertext }],
      })
      // A passphrase change on B, and turning sync off on A.
      expect((await phoneB.api.sync.key.$put({ json: keyUpload(1, keyId) })).status).toBe(200)
      await bothHear(2)
      expect((await phoneA.api.sync.$delete({ json: { keyVersion: 2 } })).status).toBe(204)
      await bothHear(null)
    } finally {
      await Promise.all(streams.map((stream) => stream.close()))
    }
  })

  it('carries the sealed records of a small change, and only the seq of a large one', async () => {
    const { client: phoneA, user } = await admittedClient(ctx)
    const phoneB = await signedInAgain(ctx, user)
    const { keyId } = await setUpSync(phoneA)
    const stream = readEventStream(await phoneB.api.sync.events.$get())
    try {
      const { seq: keyed } = (await stream.nextChange())!
      // A check-in and the state it earned: the records as a page from `since` has them.
      const small = [record(newRecordId(), null, 900), record(newRecordId(), null, 600)]
      const { latestSeq } = await putAccepted(phoneA, keyId, small)
      const heard = await stream.nextChange()
      const page = await getPage(phoneB, keyed)
      expect(heard).toEqual({ seq: latestSeq, keyVersion: 1, since: keyed, records: page.records })
      expect(JSON.stringify(heard).length).toBeLessThan(SYNC_CHANGE_MAX_RECORD_CHARS + 200)
      // Past the cap (an import, a first sync): only announced, and pulled from the cursor.
      const large = [record(newRecordId(), null, 3000), record(newRecordId(), null, 3000)]
      const second = await putAccepted(phoneA, keyId, large)
      expect(await stream.nextChange()).toEqual({ seq: second.latestSeq, keyVersion: 1 })
    } finally {
      await stream.close()
    }
  })

  it('sends heartbeats, and stays open through a quiet spell', async () => {
    const { client } = await admittedClient(ctx)
    const { keyId } = await setUpSync(client)
    const stream = readEventStream(await client.api.sync.events.$get())
    try {
      expect(await stream.nextChange()).toMatchObject({ keyVersion: 1 })
      // Four heartbeats and no change: a stream used to end after its idle time here.
      for (let beat = 0; beat < 4; beat++) {
        expect(await stream.next(2500)).toEqual({ kind: 'comment', text: 'heartbeat' })
      }
      const { latestSeq } = await putAccepted(client, keyId, [record(newRecordId())])
      expect(await stream.nextChange()).toMatchObject({ seq: latestSeq, keyVersion: 1 })
    } finally {
      await stream.close()
    }
  })

  it('is refused with 429 too_many_streams past the cap per account, until one closes', async () => {
    const { client, user } = await admittedClient(ctx)
    const other = await signedInAgain(ctx, user)
    const first = readEventStream(await client.api.sync.events.$get())
    const second = readEventStream(await other.api.sync.events.$get())
    await Promise.all([first.nextChange(), second.nextChange()])
    const third = await client.api.sync.events.$get()
    expect(third.status).toBe(429)
    // A slot frees when one of the account's phones closes: back in a few seconds, with jitter.
    const wait = Number(third.headers.get('retry-after'))
    expect(wait).toBeGreaterThanOrEqual(2)
    expect(wait).toBeLessThanOrEqual(6)
    expect((await errorOf(third)).code).toBe('too_many_streams')
    // Another account is not affected.
    const stranger = await admittedClient(ctx)
    const theirs = readEventStream(await stranger.client.api.sync.events.$get())
    expect(await theirs.nextChange()).toEqual({ seq: 0, keyVersion: null })
    await first.close()
    await expect.poll(() => ctx.services.sync.count()).toBe(2)
    const again = readEventStream(await client.api.sync.events.$get())
    expect(await again.nextChange()).toEqual({ seq: 0, keyVersion: null })
    await Promise.all([second.close(), theirs.close(), again.close()])
    await expect.poll(() => ctx.services.sync.count()).toBe(0)
  })
})

describe('stopping the server', () => {
  it('ends every stream, so the server can close, and opens no new one', async () => {
    const own = await createTestContext()
    try {
      const { client } = await admittedClient(own)
      const stream = readEventStream(await client.api.sync.events.$get())
      expect(await stream.nextChange()).toEqual({ seq: 0, keyVersion: null })
      await own.services.sync.close()
      expect(await stream.next(2000)).toBeNull()
      expect(own.services.sync.count()).toBe(0)
      // A request that comes in while the server stops is told to come back.
      const late = await client.api.sync.events.$get()
      expect(late.status).toBe(503)
      expect(Number(late.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      expect(Number(late.headers.get('retry-after'))).toBeLessThanOrEqual(6)
      expect((await errorOf(late)).code).toBe('unavailable')
    } finally {
      await own.close()
    }
  })
})
