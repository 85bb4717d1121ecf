/**
 * Record sync's limits over HTTP: records and bytes per account (413 `sync_account_full`, and
 * nothing of the batch stored), the body of a batch (413 `payload_too_large`), and requests per
 * minute per account (429 `rate_limited` with `Retry-After`). The account limits are set small
 * here through SYNC_MAX_RECORDS and SYNC_MAX_BYTES.
 * Runs on PGlite, and on PostgreSQL when DATABASE_URL is set (as CI does).
 */
import { SYNC_BATCH_MAX_BODY_BYTES, type SyncRecordsResult } from '@hara/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admittedClient, errorOf } from '../../test/client'
import { createTestContext, type TestContext } from '../../test/harness'
import {
  getPage,
  json,
  newRecordId,
  putAccepted,
  putRecords,
  record,
  setUpSync,
} from '../../test/sync-fixtures'
import { SYNC_RULE } from './routes'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestContext({
    RATE_LIMITS: 'on',
    SYNC_MAX_RECORDS: '5',
    SYNC_MAX_BYTES: String(10 * 1024),
  })
})
afterAll(() => ctx.close())

async function syncedPhone() {
  const { client } = await admittedClient(ctx)
  const { keyId } = await setUpSync(client)
  return { client, keyId }
}

async function expectFull(res: Response, limit: RegExp) {
  expect(res.status).toBe(413)
  const error = await errorOf(res)
  expect(error.code).toBe('sync_account_full')
  expect(error.message).toMatch(limit)
}

describe('the limits of one account', () => {
  it('keeps at most SYNC_MAX_RECORDS records; replacing one still works at the limit', async () => {
    const { client, keyId } = await syncedPhone()
    const ids = Array.from({ length: 5 }, () => newRecordId())
    const { accepted } = await putAccepted(
      client,
      keyId,
      ids.slice(0, 3).map((id) => record(id)),
    )
    // Two fit, three do not: the whole batch is refused.
    await expectFull(
      await putRecords(client, keyId, [record(ids[3]!), record(ids[4]!), record(newRecordId())]),
      /5 records/,
    )
    expect((await getPage(client, 0)).records).toHaveLength(3)
    await putAccepted(client, keyId, [record(ids[3]!), record(ids[4]!)])
    await expectFull(await putRecords(client, keyId, [record(newRecordId())]), /5 records/)
    const replaced = await putAccepted(client, keyId, [record(ids[0]!, accepted[0]!.seq)])
    expect(replaced.accepted).toHaveLength(1)
  })

  it('keeps at most SYNC_MAX_BYTES bytes; a smaller version of a record makes room', async () => {
    const { client, keyId } = await syncedPhone()
    const big = newRecordId()
    const { accepted } = await putAccepted(client, keyId, [record(big, null, 6000)])
    await expectFull(await putRecords(client, keyId, [record(newRecordId(), null, 5000)]), /10 kB/)
    const smaller = await putAccepted(client, keyId, [record(big, accepted[0]!.seq, 1000)])
    expect(smaller.accepted).toHaveLength(1)
    const now = await putRecords(client, keyId, [record(newRecordId(), null, 5000)])
    expect((await json<SyncRecordsResult>(now)).accepted).toHaveLength(1)
  })

  it('refuses a batch body over 4 MB with 413 payload_too_large', async () => {
    const { client, keyId } = await syncedPhone()
    const records = Array.from({ length: 70 }, () => record(newRecordId(), null, 60_000))
    const body = JSON.stringify({ keyId, records })
    expect(body.length).toBeGreaterThan(SYNC_BATCH_MAX_BODY_BYTES)
    const res = await client.raw.request('/api/sync/records', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body,
    })
    expect(res.status).toBe(413)
    expect((await errorOf(res)).code).toBe('payload_too_large')
  })
})

describe('requests per minute', () => {
  it(`answers 429 rate_limited after ${SYNC_RULE.max} requests of an account in a minute`, async () => {
    const { client } = await admittedClient(ctx)
    const statuses: number[] = []
    // Sequential, as the limit counts under a lock either way; mixed routes count together.
    for (let i = 0; i < SYNC_RULE.max; i++) {
      const res = await (i % 2
        ? client.api.sync.key.$get()
        : client.api.sync.records.$get({ query: { since: '0' } }))
      statuses.push(res.status)
    }
    expect(statuses.filter((status) => status === 429)).toEqual([])
    const refused = await client.api.sync.records.$get({ query: { since: '0' } })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await errorOf(refused)).code).toBe('rate_limited')
    // Opening the event stream has its own count, in memory (stream-opener.ts).
    const stream = await client.api.sync.events.$get()
    expect(stream.status).toBe(200)
    await stream.body?.cancel()
    // Another account has its own count.
    const other = await admittedClient(ctx)
    expect((await other.client.api.sync.key.$get()).status).toBe(404)
  }, 120_000)
})
