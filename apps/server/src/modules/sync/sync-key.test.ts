/**
 * `/api/sync` over HTTP: who may call it, and the wrapped data key (`/api/sync/key`) by
 * compare-and-set: a passphrase change re-wraps the same key, another key waits for a delete,
 * versions never repeat, and the account's deletion takes everything with it.
 * Runs on PGlite, and on PostgreSQL when DATABASE_URL is set (as CI does).
 */
import type { SyncKey } from '@hara/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  admittedClient,
  createClient,
  errorOf,
  signedInClient,
  type TestClient,
} from '../../test/client'
import { queryNumber } from '../../test/db'
import { createTestContext, type TestContext } from '../../test/harness'
import {
  json,
  keyUpload,
  newKeyId,
  newRecordId,
  putAccepted,
  record,
  setUpSync,
} from '../../test/sync-fixtures'

let ctx: TestContext
const now = Date.parse('2027-05-02T09:30:00Z')

beforeAll(async () => {
  ctx = await createTestContext({}, { clock: () => now })
})
afterAll(() => ctx.close())

type Conflict = { error: { code: string; message: string; currentVersion: number | null } }

async function expectConflict(res: Response, code: string, currentVersion: number | null) {
  expect(res.status).toBe(409)
  const body = await json<Conflict>(res)
  expect(body.error).toEqual({ code, message: expect.any(String), currentVersion })
}

const rowsOf = async (userId: string) => ({
  keys: await queryNumber(
    ctx,
    sql`select count(*)::int as n from sync_key where user_id = ${userId}`,
  ),
  records: await queryNumber(
    ctx,
    sql`select count(*)::int as n from sync_record where user_id = ${userId}`,
  ),
  accounts: await queryNumber(
    ctx,
    sql`select count(*)::int as n from sync_account where user_id = ${userId}`,
  ),
})

describe('who may call /api/sync', () => {
  const calls = (client: TestClient) => [
    client.api.sync.key.$get(),
    client.api.sync.key.$put({ json: keyUpload(null, newKeyId()) }),
    client.api.sync.$delete({ json: { keyVersion: 1 } }),
    client.api.sync.records.$get({ query: { since: '0' } }),
    client.api.sync.records.$put({ json: { keyId: newKeyId(), records: [record(newRecordId())] } }),
    client.api.sync.events.$get(),
  ]

  it('answers 401 unauthorized without a session', async () => {
    for (const res of await Promise.all(calls(createClient(ctx)))) {
      expect(res.status).toBe(401)
      expect((await errorOf(res)).code).toBe('unauthorized')
    }
  })

  it('answers 403 not_admitted before the access code, and stores nothing', async () => {
    const { client, user } = await signedInClient(ctx)
    for (const res of await Promise.all(calls(client))) {
      expect(res.status).toBe(403)
      expect((await errorOf(res)).code).toBe('not_admitted')
    }
    expect(await rowsOf(user.id)).toEqual({ keys: 0, records: 0, accounts: 0 })
  })
})

describe('the wrapped data key', () => {
  it('is 404 sync_key_not_found before it is set up', async () => {
    const { client } = await admittedClient(ctx)
    const res = await client.api.sync.key.$get()
    expect(res.status).toBe(404)
    expect((await errorOf(res)).code).toBe('sync_key_not_found')
  })

  it('comes back as it was sent, with version 1 and the time it was written', async () => {
    const { client } = await admittedClient(ctx)
    const body = keyUpload(null, newKeyId())
    const put = await client.api.sync.key.$put({ json: body })
    expect(put.status).toBe(200)
    const { baseVersion: _, ...sent } = body
    const stored = await json<SyncKey>(put)
    expect(stored).toEqual({ ...sent, version: 1, updatedAt: new Date(now).toISOString() })
    const get = await client.api.sync.key.$get()
    expect(get.headers.get('cache-control')).toBe('no-store')
    expect(await get.json()).toEqual(stored)
  })

  it('is re-wrapped by a passphrase change: same key id, next version, records untouched', async () => {
    const { client } = await admittedClient(ctx)
    const { keyId } = await setUpSync(client)
    await putAccepted(client, keyId, [record(newRecordId())])
    const rewrapped = keyUpload(1, keyId)
    const res = await client.api.sync.key.$put({ json: rewrapped })
    expect(res.status).toBe(200)
    expect(await json<SyncKey>(res)).toMatchObject({
      version: 2,
      keyId,
      wrappedKey: rewrapped.wrappedKey,
      kdf: rewrapped.kdf,
    })
    const page = await (await client.api.sync.records.$get({ query: { since: '0' } })).json()
    expect(page).toMatchObject({ keyVersion: 2, remaining: 0 })
    expect((page as { records: unknown[] }).records).toHaveLength(1)
  })

  it('answers 409 sync_key_stale for another base version, and keeps the stored key', async () => {
    const { client } = await admittedClient(ctx)
    await expectConflict(
      await client.api.sync.key.$put({ json: keyUpload(1, newKeyId()) }),
      'sync_key_stale',
      null,
    )
    const { keyId } = await setUpSync(client)
    const before = await json<SyncKey>(await client.api.sync.key.$get())
    for (const base of [null, 2, 7]) {
      await expectConflict(
        await client.api.sync.key.$put({ json: keyUpload(base, keyId) }),
        'sync_key_stale',
        1,
      )
    }
    expect(await json<SyncKey>(await client.api.sync.key.$get())).toEqual(before)
  })

  it('answers 409 sync_key_changed for another data key while one is stored', async () => {
    const { client } = await admittedClient(ctx)
    await setUpSync(client)
    await expectConflict(
      await client.api.sync.key.$put({ json: keyUpload(1, newKeyId()) }),
      'sync_key_changed',
      1,
    )
  })

  it('lets exactly one of concurrent key writes from the same version win', async () => {
    const { client } = await admittedClient(ctx)
    const keyId = newKeyId()
    const fresh = await Promise.all(
      Array.from({ length: 6 }, () => client.api.sync.key.$put({ json: keyUpload(null, keyId) })),
    )
    expect(fresh.map((res) => res.status).sort()).toEqual([200, 409, 409, 409, 409, 409])
    const rewraps = await Promise.all(
      Array.from({ length: 4 }, () => client.api.sync.key.$put({ json: keyUpload(1, keyId) })),
    )
    expect(rewraps.map((res) => res.status).sort()).toEqual([200, 409, 409, 409])
    expect((await json<SyncKey>(await client.api.sync.key.$get())).version).toBe(2)
  })
})

describe('the profile', () => {
  it('says the account has a backup while its key is stored, so a new phone offers to restore', async () => {
    const { client } = await admittedClient(ctx)
    const hasBackup = async () =>
      (await json<{ has_backup: boolean }>(await client.api.profile.$get())).has_backup
    expect(await hasBackup()).toBe(false)
    const { version } = await setUpSync(client)
    expect(await hasBackup()).toBe(true)
    expect((await client.api.sync.$delete({ json: { keyVersion: version } })).status).toBe(204)
    expect(await hasBackup()).toBe(false)
  })
})

describe('turning sync off (DELETE /api/sync)', () => {
  it('deletes the key and every record, and versions and seqs count on afterwards', async () => {
    const { client, user } = await admittedClient(ctx)
    const { keyId } = await setUpSync(client)
    const { latestSeq } = await putAccepted(client, keyId, [
      record(newRecordId()),
      record(newRecordId()),
    ])
    await expectConflict(
      await client.api.sync.$delete({ json: { keyVersion: 2 } }),
      'sync_key_stale',
      1,
    )
    expect((await client.api.sync.$delete({ json: { keyVersion: 1 } })).status).toBe(204)
    expect(await rowsOf(user.id)).toEqual({ keys: 0, records: 0, accounts: 1 })
    expect((await client.api.sync.key.$get()).status).toBe(404)
    // Nothing to delete is not an error.
    expect((await client.api.sync.$delete({ json: { keyVersion: 1 } })).status).toBe(204)

    // The old key's records are refused; a new key starts at the next version.
    const stale = await client.api.sync.records.$put({
      json: { keyId, records: [record(newRecordId())] },
    })
    await expectConflict(stale, 'sync_key_changed', null)
    const again = await client.api.sync.key.$put({ json: keyUpload(null, newKeyId()) })
    expect((await json<SyncKey>(again)).version).toBe(2)
    const page = await (
      await client.api.sync.records.$get({ query: { since: String(latestSeq) } })
    ).json()
    expect(page).toMatchObject({ records: [], keyVersion: 2 })
    expect((page as { latestSeq: number }).latestSeq).toBeGreaterThan(latestSeq)
  })

  it('refuses a body that breaks the contract with 400', async () => {
    const { client } = await admittedClient(ctx)
    for (const body of [
      undefined,
      {},
      { keyVersion: 0 },
      { keyVersion: '1' },
      { keyVersion: 1.5 },
    ]) {
      const res = await client.raw.delete('/api/sync', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
    }
  })
})

describe('deleting the account', () => {
  it('deletes the key, every record and the counters (foreign keys cascade)', async () => {
    const { client, user } = await admittedClient(ctx)
    const { keyId } = await setUpSync(client)
    await putAccepted(client, keyId, [record(newRecordId()), record(newRecordId())])
    expect(await rowsOf(user.id)).toEqual({ keys: 1, records: 2, accounts: 1 })
    await ctx.database.db.execute(sql`delete from "user" where id = ${user.id}`)
    expect(await rowsOf(user.id)).toEqual({ keys: 0, records: 0, accounts: 0 })
  })
})

describe('PUT /api/sync/key refuses a body that breaks the contract with 400', () => {
  const valid = keyUpload(null, newKeyId())
  it.each([
    ['a key id with other characters', { keyId: 'not/a+key id!!!!!!' }, 'keyId'],
    ['a short key id', { keyId: 'abc' }, 'keyId'],
    ['too few iterations', { kdf: { ...valid.kdf, iterations: 1000 } }, 'kdf.iterations'],
    ['another KDF', { kdf: { ...valid.kdf, algorithm: 'scrypt' } }, 'kdf.algorithm'],
    ['another wrap', { wrap: { ...valid.wrap, algorithm: 'AES-KW' } }, 'wrap.algorithm'],
    [
      'a 16-byte IV',
      { wrap: { ...valid.wrap, iv: Buffer.alloc(16).toString('base64') } },
      'wrap.iv',
    ],
    ['a short wrapped key', { wrappedKey: Buffer.alloc(32).toString('base64') }, 'wrappedKey'],
    ['another record cipher', { cipher: { algorithm: 'AES-128-CBC' } }, 'cipher.algorithm'],
    ['no base version', { baseVersion: undefined }, 'baseVersion'],
  ])('%s', async (_, over, field) => {
    const { client, user } = await admittedClient(ctx)
    const res = await client.raw.put('/api/sync/key', { ...valid, ...over })
    expect(res.status).toBe(400)
    const error = await errorOf(res)
    expect(error.code).toBe('invalid_body')
    expect(error.message.startsWith(`${field}: `)).toBe(true)
    expect((await rowsOf(user.id)).keys).toBe(0)
  })
})
