/**
 * A server restored from a copy of its database taken mid-history (ADR 0044): PGlite's data
 * folder, or PostgreSQL's `pg_dump` loaded into a new database, with a new server on it. The
 * seqs it hands out afterwards are above every seq handed out before the restore, never one of
 * them again, and a page asked about a record written after the copy answers that the server
 * no longer holds it, so the phone that wrote it sends it again.
 * Runs on PGlite, and on PostgreSQL in the suite's second pass.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admittedClient, errorOf } from '../../test/client'
import { copyDatabase } from '../../test/database-copy'
import { createTestContext, type TestContext } from '../../test/harness'
import {
  getCheckedPage,
  getPage,
  newRecordId,
  putAccepted,
  putRecords,
  record,
  setUpSync,
} from '../../test/sync-fixtures'

let ctx: TestContext
let restored: TestContext | undefined

beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(async () => {
  await restored?.close()
  await ctx.close()
})

describe('a server restored from an older copy', () => {
  it('never hands a seq out twice, and tells the phone what it lost', async () => {
    // The client reads `server.app` on every request: the same phone, the same session, first
    // on the server, then on the one restored from its copy.
    const server = { ...ctx }
    const { client } = await admittedClient(server)
    const { keyId } = await setUpSync(client)
    const [kept, edited, later] = [newRecordId(), newRecordId(), newRecordId()]
    const keptRecord = record(kept)
    const before = await putAccepted(client, keyId, [keptRecord, record(edited)])
    const seqOf = (result: typeof before, id: string) =>
      result.accepted.find((accepted) => accepted.id === id)!.seq

    const copy = await copyDatabase(ctx)
    const edit = record(edited, seqOf(before, edited))
    const after = await putAccepted(client, keyId, [edit, record(later)])
    const handedOut = [...before.accepted, ...after.accepted].map((accepted) => accepted.seq)

    restored = await createTestContext({}, { restoreFrom: copy })
    server.app = restored.app
    const page = await getPage(client, 0)
    expect(page.records.map((r) => r.id).sort()).toEqual([kept, edited].sort())
    // What the phone knew after its last push is gone: the server says so.
    const laterKnown = { id: later, seq: seqOf(after, later) }
    expect((await getCheckedPage(client, 0, laterKnown)).held).toBe(false)
    const editKnown = { id: edited, seq: seqOf(after, edited), iv: edit.iv }
    expect((await getCheckedPage(client, 0, editKnown)).held).toBe(false)
    // What it has from before the copy, it holds.
    const keptKnown = { id: kept, seq: seqOf(before, kept), iv: keptRecord.iv }
    expect((await getCheckedPage(client, 0, keptKnown)).held).toBe(true)
    expect((await getCheckedPage(client, 0, { ...keptKnown, iv: edit.iv })).held).toBe(false)

    // The phone sends again what was lost: new seqs, above every seq handed out before.
    const again = await putAccepted(client, keyId, [
      record(edited, seqOf(before, edited)),
      record(later),
      record(newRecordId()),
    ])
    for (const { seq } of again.accepted) {
      expect(handedOut).not.toContain(seq)
      expect(seq).toBeGreaterThan(Math.max(...handedOut))
      expect(Number.isSafeInteger(seq)).toBe(true)
    }
    // A phone still holding the lost version conflicts, and is told the restored one.
    const stale = await putRecords(client, keyId, [record(edited, seqOf(after, edited))])
    expect(stale.status).toBe(200)
    expect(((await stale.json()) as { conflicts: unknown[] }).conflicts).toHaveLength(1)
    // A cursor from before the restore pages on to the records sent again.
    const fromBefore = await getPage(client, Math.max(...handedOut))
    expect(fromBefore.records.map((r) => r.seq)).toEqual(again.accepted.map((a) => a.seq))
  })

  it('refuses a check without its seq, or with a seq past what JavaScript counts exactly', async () => {
    const { client } = await admittedClient(ctx)
    for (const query of [
      `check=${newRecordId()}`,
      `checkSeq=5`,
      `check=${newRecordId()}&checkSeq=0`,
      `check=${newRecordId()}&checkSeq=9007199254740993`,
      `since=99999999999999999`,
      `check=short&checkSeq=5`,
    ]) {
      const res = await client.raw.get(`/api/sync/records?${query}`)
      expect(res.status, query).toBe(400)
      expect((await errorOf(res)).code).toBe('invalid_query')
    }
  })
})
