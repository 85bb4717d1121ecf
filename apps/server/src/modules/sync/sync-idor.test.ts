/**
 * Two people and record sync, over HTTP: neither can read, overwrite, delete or listen to the
 * other's key or records, whatever ids, seqs or key ids they send. No address names an
 * account; every query is by the session's user.
 * Runs on PGlite, and on PostgreSQL when DATABASE_URL is set (as CI does).
 */
import type { SyncKey, SyncRecordsResult } from '@hara/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admittedClient } from '../../test/client'
import { queryRows } from '../../test/db'
import { readEventStream } from '../../test/event-stream-reader'
import { createTestContext, type TestContext } from '../../test/harness'
import {
  getPage,
  json,
  keyUpload,
  putAccepted,
  putRecords,
  record,
  newRecordId,
  setUpSync,
} from '../../test/sync-fixtures'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

describe('two people', () => {
  it('never see, replace or delete each other’s key or records', async () => {
    const a = await admittedClient(ctx)
    const b = await admittedClient(ctx)
    const aKey = await setUpSync(a.client)
    const shared = newRecordId()
    const aWrite = await putAccepted(a.client, aKey.keyId, [record(shared), record(newRecordId())])
    const aKeyBefore = await json<SyncKey>(await a.client.api.sync.key.$get())
    const aPageBefore = await getPage(a.client, 0)

    // B has nothing, and A's seqs, key id and version mean nothing for B.
    expect((await b.client.api.sync.key.$get()).status).toBe(404)
    expect(await getPage(b.client, 0)).toMatchObject({
      records: [],
      latestSeq: 0,
      keyVersion: null,
    })
    const withAKey = await putRecords(b.client, aKey.keyId, [
      record(shared, aWrite.accepted[0]!.seq),
    ])
    expect(withAKey.status).toBe(409)
    expect((await b.client.api.sync.key.$put({ json: keyUpload(1, aKey.keyId) })).status).toBe(409)
    expect((await b.client.api.sync.$delete({ json: { keyVersion: 1 } })).status).toBe(204)

    // B sets up its own sync, with the same key id and the same record id: its own rows.
    expect((await b.client.api.sync.key.$put({ json: keyUpload(null, aKey.keyId) })).status).toBe(
      200,
    )
    const overwrite = await putRecords(b.client, aKey.keyId, [
      record(shared, aWrite.accepted[0]!.seq),
    ])
    const refused = await json<SyncRecordsResult>(overwrite)
    expect(refused).toMatchObject({ accepted: [], conflicts: [{ id: shared, current: null }] })
    const bWrite = await putAccepted(b.client, aKey.keyId, [record(shared)])
    expect(bWrite.accepted[0]!.seq).toBe(bWrite.latestSeq)
    expect((await getPage(b.client, 0)).records.map((r) => r.id)).toEqual([shared])
    expect((await b.client.api.sync.$delete({ json: { keyVersion: 1 } })).status).toBe(204)

    // A's key and records are as they were.
    expect(await json<SyncKey>(await a.client.api.sync.key.$get())).toEqual(aKeyBefore)
    expect(await getPage(a.client, 0)).toEqual(aPageBefore)
    const owners = await queryRows<{ user_id: string; n: number }>(
      ctx,
      sql`select user_id, count(*)::int as n from sync_record where record_id = ${shared} group by user_id`,
    )
    expect(owners).toEqual([{ user_id: a.user.id, n: 1 }])
  })

  it('hear only of their own changes on their event streams', async () => {
    const a = await admittedClient(ctx)
    const b = await admittedClient(ctx)
    const aKey = await setUpSync(a.client)
    const bKey = await setUpSync(b.client)
    const aStream = readEventStream(await a.client.api.sync.events.$get())
    const bStream = readEventStream(await b.client.api.sync.events.$get())
    try {
      const aFirst = await aStream.nextChange()
      expect(aFirst?.keyVersion).toBe(1)
      expect((await bStream.nextChange())?.keyVersion).toBe(1)
      const aRecord = record(newRecordId())
      const aWrite = await putAccepted(a.client, aKey.keyId, [aRecord])
      const aHeard = await aStream.nextChange()
      expect(aHeard).toMatchObject({ seq: aWrite.latestSeq, keyVersion: 1 })
      expect(aHeard?.records?.map((one) => one.id)).toEqual([aRecord.id])
      expect(aWrite.latestSeq).toBeGreaterThan(aFirst?.seq ?? Infinity)
      const bRecords = [record(newRecordId()), record(newRecordId())]
      const bWrite = await putAccepted(b.client, bKey.keyId, bRecords)
      // B's stream hears of B's change only, never of A's.
      const bHeard = await bStream.nextChange()
      expect(bHeard).toMatchObject({ seq: bWrite.latestSeq, keyVersion: 1 })
      expect(bHeard?.records?.map((one) => one.id)).toEqual(bRecords.map((one) => one.id))
      await expect(aStream.nextChange(500)).rejects.toThrow(/nothing on the stream/)
    } finally {
      await Promise.all([aStream.close(), bStream.close()])
    }
  })
})
