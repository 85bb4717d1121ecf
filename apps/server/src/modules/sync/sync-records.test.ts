/**
 * `/api/sync/records` over HTTP: the cursor and its pages, compare-and-set per record (a
 * conflict comes back with the stored record), one winner among concurrent writers of a
 * record, the batch's key, and what a body and a query must be.
 * Runs on PGlite, and on PostgreSQL when DATABASE_URL is set (as CI does).
 */
import { randomBytes } from 'node:crypto'
import { SYNC_BATCH_MAX_RECORDS, SYNC_PAGE_MAX_RECORDS, type SyncRecordsResult } from '@hara/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admittedClient, errorOf } from '../../test/client'
import { createTestContext, type TestContext } from '../../test/harness'
import {
  getPage,
  json,
  newKeyId,
  newRecordId,
  putAccepted,
  putRecords,
  record,
  setUpSync,
} from '../../test/sync-fixtures'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

async function syncedPhone() {
  const { client, user } = await admittedClient(ctx)
  const { keyId } = await setUpSync(client)
  return { client, user, keyId }
}

describe('the cursor', () => {
  it('pages through every record in seq order, and says how many remain', async () => {
    const { client, keyId } = await syncedPhone()
    const sent = Array.from({ length: 25 }, () => record(newRecordId()))
    const { accepted, latestSeq } = await putAccepted(client, keyId, sent)
    // The records follow the key's seq, one apart in the order sent.
    expect(accepted[0]!.seq).toBeGreaterThan(0)
    expect(accepted.map((a) => a.seq)).toEqual(sent.map((_, i) => accepted[0]!.seq + i))
    expect(accepted.map((a) => a.id)).toEqual(sent.map((r) => r.id))
    expect(latestSeq).toBe(accepted[0]!.seq + 24)

    const seen: string[] = []
    let since = 0
    const remainders: number[] = []
    for (;;) {
      const page = await getPage(client, since, 10)
      expect(page.records.length).toBeLessThanOrEqual(10)
      for (const r of page.records) expect(r.seq).toBeGreaterThan(since)
      seen.push(...page.records.map((r) => r.id))
      remainders.push(page.remaining)
      expect(page.more).toBe(page.remaining > 0)
      expect(page.latestSeq).toBe(latestSeq)
      expect(page.keyVersion).toBe(1)
      since = page.next
      if (!page.more) break
    }
    expect(remainders).toEqual([15, 5, 0])
    expect(seen).toEqual(sent.map((r) => r.id))
    expect(since).toBe(latestSeq)
    // Nothing new: an empty page with the same cursor.
    expect(await getPage(client, since)).toMatchObject({
      records: [],
      next: latestSeq,
      more: false,
    })
  })

  it('returns each record as it was sent', async () => {
    const { client, keyId } = await syncedPhone()
    const sent = [record(newRecordId(), null, 16), record(newRecordId(), null, 5000)]
    const { accepted } = await putAccepted(client, keyId, sent)
    const page = await getPage(client, 0)
    expect(page.records).toEqual(
      sent.map((r, i) => ({ id: r.id, seq: accepted[i]!.seq, iv: r.iv, ciphertext: r.ciphertext })),
    )
  })

  it('moves a replaced record past the cursor, keeping only its latest version', async () => {
    const { client, keyId } = await syncedPhone()
    const [a, b, c] = [newRecordId(), newRecordId(), newRecordId()]
    const first = await putAccepted(client, keyId, [record(a), record(b), record(c)])
    const cursor = first.latestSeq
    const edit = record(b, first.accepted[1]!.seq)
    const second = await putAccepted(client, keyId, [edit])
    const page = await getPage(client, cursor)
    expect(page.records).toEqual([
      { id: b, seq: second.accepted[0]!.seq, iv: edit.iv, ciphertext: edit.ciphertext },
    ])
    const all = await getPage(client, 0)
    expect(all.records.map((r) => r.id)).toEqual([a, c, b])
  })

  it('takes the default and the largest page size, and refuses a bad query with 400', async () => {
    const { client, keyId } = await syncedPhone()
    for (let i = 0; i < 3; i++) {
      await putAccepted(
        client,
        keyId,
        Array.from({ length: SYNC_BATCH_MAX_RECORDS }, () => record(newRecordId(), null, 16)),
      )
    }
    expect((await getPage(client, 0)).records).toHaveLength(200)
    const largest = await getPage(client, 0, 10_000)
    expect(largest.records).toHaveLength(SYNC_PAGE_MAX_RECORDS)
    expect(largest.remaining).toBe(3 * SYNC_BATCH_MAX_RECORDS - SYNC_PAGE_MAX_RECORDS)
    for (const query of [
      'since=-1',
      'since=abc',
      'since=1.5',
      'limit=0',
      'limit=-3',
      'since=1e3',
    ]) {
      const res = await client.raw.get(`/api/sync/records?${query}`)
      expect(res.status, query).toBe(400)
      expect((await errorOf(res)).code).toBe('invalid_query')
    }
  })

  it('stops a page before 2 MB of ciphertext, with at least one record', async () => {
    const { client, keyId } = await syncedPhone()
    // Forty records of 60 kB: 2.4 MB in all.
    for (let i = 0; i < 4; i++) {
      await putAccepted(
        client,
        keyId,
        Array.from({ length: 10 }, () => record(newRecordId(), null, 60_000)),
      )
    }
    const page = await getPage(client, 0, 500)
    expect(page.records.length).toBe(34)
    expect(page.remaining).toBe(6)
  })
})

describe('compare-and-set per record', () => {
  it('stores what replaces the stored seq, and returns the stored record for the rest', async () => {
    const { client, keyId } = await syncedPhone()
    const [a, b, c, d] = [newRecordId(), newRecordId(), newRecordId(), newRecordId()]
    const first = await putAccepted(client, keyId, [record(a), record(b), record(c)])
    const seqOf = (id: string) => first.accepted.find((x) => x.id === id)!.seq
    const stored = (await getPage(client, 0)).records

    const res = await putRecords(client, keyId, [
      record(a, seqOf(a)), // the stored version: accepted
      record(b, null), // new, but b exists: conflict
      record(c, seqOf(c) - 1), // stale: conflict
      record(d, seqOf(a)), // replaces a version d never had: conflict, nothing stored
      record(newRecordId(), null), // new: accepted
    ])
    expect(res.status).toBe(200)
    const result = await json<SyncRecordsResult>(res)
    expect(result.accepted.map((x) => x.id)).toEqual([a, expect.any(String)])
    const [seqA, seqNew] = result.accepted.map((x) => x.seq)
    expect(seqA).toBeGreaterThan(first.latestSeq)
    expect(seqNew).toBe(seqA! + 1)
    expect(result.latestSeq).toBe(seqNew)
    expect(result.conflicts).toEqual([
      { id: b, current: stored.find((r) => r.id === b) },
      { id: c, current: stored.find((r) => r.id === c) },
      { id: d, current: null },
    ])
  })

  it('changes nothing when every record conflicts', async () => {
    const { client, keyId } = await syncedPhone()
    const id = newRecordId()
    const first = await putAccepted(client, keyId, [record(id)])
    const res = await putRecords(client, keyId, [record(id, null)])
    const result = await json<SyncRecordsResult>(res)
    expect(result.accepted).toEqual([])
    expect(result.latestSeq).toBe(first.latestSeq)
    expect((await getPage(client, 0)).latestSeq).toBe(first.latestSeq)
  })

  it('lets exactly one of concurrent writers of a record win, the others told its value', async () => {
    const { client, keyId } = await syncedPhone()
    const id = newRecordId()
    for (const replaces of [null, 'latest'] as const) {
      const base = replaces === null ? null : (await getPage(client, 0)).records[0]!.seq
      const bodies = Array.from({ length: 5 }, () => record(id, base))
      const answers = await Promise.all(
        bodies.map(async (body) =>
          json<SyncRecordsResult>(await putRecords(client, keyId, [body])),
        ),
      )
      const winners = answers.filter((a) => a.accepted.length === 1)
      expect(winners).toHaveLength(1)
      const won = bodies[answers.indexOf(winners[0]!)]!
      for (const lost of answers.filter((a) => a.accepted.length === 0)) {
        expect(lost.conflicts[0]!.current).toMatchObject({ id, ciphertext: won.ciphertext })
      }
    }
  })

  it('gives every record of concurrent batches its own seq, with no gap a cursor could miss', async () => {
    const { client, keyId } = await syncedPhone()
    const batches = Array.from({ length: 6 }, () =>
      Array.from({ length: 20 }, () => record(newRecordId(), null, 32)),
    )
    const results = await Promise.all(batches.map((batch) => putAccepted(client, keyId, batch)))
    const seqs = results.flatMap((r) => r.accepted.map((a) => a.seq)).sort((x, y) => x - y)
    expect(new Set(seqs).size).toBe(120)
    // Each batch's seqs are one apart; a cursor paging from any seq any batch answered with
    // meets every record after it.
    for (const result of results) {
      const own = result.accepted.map((a) => a.seq)
      expect(own).toEqual(own.map((_, i) => own[0]! + i))
      const after = seqs.filter((seq) => seq > result.latestSeq)
      const paged = await getPage(client, result.latestSeq, 500)
      expect(paged.records.map((r) => r.seq)).toEqual(after)
    }
  })
})

describe('the batch', () => {
  it('answers 409 sync_key_changed under another key, and stores nothing', async () => {
    const { client } = await syncedPhone()
    const res = await putRecords(client, newKeyId(), [record(newRecordId())])
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({
      error: { code: 'sync_key_changed', message: expect.any(String), currentVersion: 1 },
    })
    expect((await getPage(client, 0)).records).toEqual([])
  })

  const id = newRecordId()
  it.each([
    ['no records', { records: [] }, 'records'],
    [
      'too many records',
      { records: Array.from({ length: 201 }, () => record(newRecordId(), null, 16)) },
      'records',
    ],
    ['one id twice', { records: [record(id), record(id)] }, 'records'],
    [
      'an id with other characters',
      { records: [record('has spaces in it, see?')] },
      'records.0.id',
    ],
    ['a short id', { records: [record('abc')] }, 'records.0.id'],
    [
      'a record over 64 kB',
      { records: [record(newRecordId(), null, 64 * 1024 + 1)] },
      'records.0.ciphertext',
    ],
    [
      'a ciphertext shorter than its tag',
      { records: [record(newRecordId(), null, 8)] },
      'records.0.ciphertext',
    ],
    [
      'base64url ciphertext',
      { records: [{ ...record(id), ciphertext: '-_-_'.repeat(8) }] },
      'records.0.ciphertext',
    ],
    [
      'a 16-byte IV',
      { records: [{ ...record(id), iv: randomBytes(16).toString('base64') }] },
      'records.0.iv',
    ],
    ['a seq of 0', { records: [record(id, 0)] }, 'records.0.replaces'],
    ['no replaces', { records: [{ ...record(id), replaces: undefined }] }, 'records.0.replaces'],
    ['no key id', { keyId: undefined }, 'keyId'],
  ])('refuses %s with 400', async (_, over, field) => {
    const { client, keyId } = await syncedPhone()
    const res = await client.raw.put('/api/sync/records', {
      keyId,
      records: [record(newRecordId())],
      ...over,
    })
    expect(res.status).toBe(400)
    const error = await errorOf(res)
    expect(error.code).toBe('invalid_body')
    expect(error.message.startsWith(`${field}: `), error.message).toBe(true)
    expect((await getPage(client, 0)).records).toEqual([])
  })
})
