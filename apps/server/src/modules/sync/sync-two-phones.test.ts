/**
 * Record sync as two phones of one person do it, with real WebCrypto (test/sync-crypto.ts, over the core's protocol):
 * phone A sets sync up and sends check-ins; phone B unlocks the key with the passphrase, pulls
 * and opens them; a delete on A travels as a record and a stale B cannot bring the check-in
 * back; a passphrase change re-wraps the key only. The database and the logs hold no word of
 * any check-in and no entry id.
 * Runs on PGlite, and on PostgreSQL when DATABASE_URL is set (as CI does).
 */
import type { SyncKey, SyncRecordsResult } from '@hara/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admittedClient, signedInAgain } from '../../test/client'
import { queryRows } from '../../test/db'
import { createTestContext, type TestContext } from '../../test/harness'
import { memoryLogger } from '../../test/memory-logger'
import { newVault, openRecord, sealRecord, unlockVault } from '../../test/sync-crypto'
import { getPage, json } from '../../test/sync-fixtures'

const WORD = 'quokka-lantern-sonata'
const PASSPHRASE = 'tangerine lighthouse at dusk'

let ctx: TestContext
const logger = memoryLogger()

beforeAll(async () => {
  ctx = await createTestContext({}, { logger })
})
afterAll(() => ctx.close())

const checkIn = (id: string, text: string) =>
  JSON.stringify({ kind: 'entry', entry: { id, mode: 'tap', description: text } })
const deletion = (id: string) => JSON.stringify({ kind: 'deleted', id })

describe('two phones of one person', () => {
  it('sync check-ins and a delete, and the server holds nothing it could read', async () => {
    const { client: phoneA, user } = await admittedClient(ctx)
    const phoneB = await signedInAgain(ctx, user)
    const { vault, envelope, rewrap } = await newVault(PASSPHRASE)
    expect((await phoneA.api.sync.key.$put({ json: envelope })).status).toBe(200)

    const entryIds = ['entry-0001', 'entry-0002']
    const sent = await Promise.all(
      entryIds.map((id) => sealRecord(vault, id, checkIn(id, `My gut said ${WORD}`), null)),
    )
    const first = await json<SyncRecordsResult>(
      await phoneA.api.sync.records.$put({ json: { keyId: vault.keyId, records: sent } }),
    )
    expect(first.accepted).toHaveLength(2)

    // Phone B: the key from the server and the passphrase; then every record, opened.
    const key = await json<SyncKey>(await phoneB.api.sync.key.$get())
    await expect(unlockVault('not the passphrase', key)).rejects.toThrow()
    const vaultB = await unlockVault(PASSPHRASE, key)
    const pageB = await getPage(phoneB, 0)
    const opened = await Promise.all(pageB.records.map((r) => openRecord(vaultB, r)))
    expect(opened).toEqual(entryIds.map((id) => checkIn(id, `My gut said ${WORD}`)))
    const cursorB = pageB.next

    // A deletes the first check-in: a record like any other, replacing the seq it saw.
    const del = await sealRecord(
      vault,
      entryIds[0]!,
      deletion(entryIds[0]!),
      first.accepted[0]!.seq,
    )
    await phoneA.api.sync.records.$put({ json: { keyId: vault.keyId, records: [del] } })
    // B, offline meanwhile, edits the same check-in from the seq it knew: a conflict, with the
    // deletion, so it cannot bring the check-in back.
    const stale = await sealRecord(
      vaultB,
      entryIds[0]!,
      checkIn(entryIds[0]!, 'edited'),
      pageB.records[0]!.seq,
    )
    const answer = await json<SyncRecordsResult>(
      await phoneB.api.sync.records.$put({ json: { keyId: vault.keyId, records: [stale] } }),
    )
    expect(answer.accepted).toEqual([])
    expect(await openRecord(vaultB, answer.conflicts[0]!.current!)).toBe(deletion(entryIds[0]!))
    const sinceB = await getPage(phoneB, cursorB)
    expect(await Promise.all(sinceB.records.map((r) => openRecord(vaultB, r)))).toEqual([
      deletion(entryIds[0]!),
    ])

    // A passphrase change: 48 bytes of wrapped key, and B's records still open with the key.
    const changed = await phoneA.api.sync.key.$put({
      json: await rewrap('a brand new passphrase', 1),
    })
    expect(changed.status).toBe(200)
    const rewrapped = await json<SyncKey>(await phoneB.api.sync.key.$get())
    const vaultAgain = await unlockVault('a brand new passphrase', rewrapped)
    const all = await getPage(phoneB, 0)
    expect(await openRecord(vaultAgain, all.records.at(-1)!)).toBe(deletion(entryIds[0]!))

    // Nothing the server keeps or logs names a check-in or says a word of it.
    const rows = await queryRows<{ whole: string }>(
      ctx,
      sql`select row_to_json(r)::text as whole from sync_record r where user_id = ${user.id}
          union all select row_to_json(k)::text from sync_key k where user_id = ${user.id}`,
    )
    const stored = rows.map((row) => row.whole).join('\n')
    const logged = JSON.stringify(logger.lines)
    for (const secret of [WORD, 'quokka', 'entry-0001', 'deleted', PASSPHRASE]) {
      for (const form of [
        secret,
        Buffer.from(secret).toString('base64'),
        Buffer.from(secret).toString('hex'),
      ]) {
        expect(stored).not.toContain(form)
        expect(logged).not.toContain(form)
      }
    }
  })
})
