/**
 * `/api/backup` over HTTP: versions by compare-and-set, 409 when stale, one winner among
 * concurrent uploads, each person's backup their own. Who may call it and what the body must be
 * are backup-refusals.test.ts.
 * Runs on PGlite, and on PostgreSQL in the suite's second pass.
 */
import type { BackupContent, BackupMetadata } from '@hara/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admittedClient, errorOf } from '../../test/client'
import { newSalt, randomUpload } from '../../test/backup-crypto'
import { queryNumber } from '../../test/db'
import { createTestContext, type TestContext } from '../../test/harness'

let ctx: TestContext
let now = Date.parse('2027-03-26T12:00:00Z')

beforeAll(async () => {
  ctx = await createTestContext({}, { clock: () => now })
})
afterAll(() => ctx.close())

const upload = randomUpload

const json = async <T>(res: Response) => (await res.json()) as T

async function expectStale(res: Response, currentVersion: number | null) {
  expect(res.status).toBe(409)
  const body = await json<{ error: { code: string; message: string; currentVersion: unknown } }>(
    res,
  )
  expect(body.error).toEqual({
    code: 'backup_stale',
    message: expect.stringMatching(/changed/),
    currentVersion,
  })
}

const rowsOf = (userId: string) =>
  queryNumber(ctx, sql`select count(*)::int as n from journal_backup where user_id = ${userId}`)

describe('a backup of one person', () => {
  it('is 404 backup_not_found before the first upload; DELETE is 204 all the same', async () => {
    const { client } = await admittedClient(ctx)
    for (const get of [() => client.api.backup.$get(), () => client.api.backup.content.$get()]) {
      const res = await get()
      expect(res.status).toBe(404)
      expect((await errorOf(res)).code).toBe('backup_not_found')
    }
    expect((await client.api.backup.$delete({ json: { version: 1 } })).status).toBe(204)
  })

  it('comes back as it was sent: PUT, then GET and GET content', async () => {
    const { client } = await admittedClient(ctx)
    const body = upload(null, 1000)
    const put = await client.api.backup.$put({ json: body })
    expect(put.status).toBe(200)
    const metadata = await json<BackupMetadata>(put)
    expect(metadata).toEqual({
      version: 1,
      kdf: body.kdf,
      cipher: body.cipher,
      size: 1000,
      updatedAt: new Date(now).toISOString(),
    })

    const get = await client.api.backup.$get()
    expect(get.status).toBe(200)
    expect(get.headers.get('cache-control')).toBe('no-store')
    expect(await get.json()).toEqual(metadata)

    const content = await client.api.backup.content.$get()
    expect(content.status).toBe(200)
    expect(content.headers.get('cache-control')).toBe('no-store')
    expect(await json<BackupContent>(content)).toEqual({ ...metadata, ciphertext: body.ciphertext })
  })

  it('counts versions up from 1, each upload replacing the last', async () => {
    const { client } = await admittedClient(ctx)
    expect(
      (await json<BackupMetadata>(await client.api.backup.$put({ json: upload(null) }))).version,
    ).toBe(1)
    now += 60_000
    const second = upload(1, 32)
    const answer = await json<BackupMetadata>(await client.api.backup.$put({ json: second }))
    expect(answer).toMatchObject({ version: 2, size: 32, updatedAt: new Date(now).toISOString() })
    const third = await client.api.backup.$put({ json: upload(2) })
    expect((await json<BackupMetadata>(third)).version).toBe(3)
    const content = await json<BackupContent>(await client.api.backup.content.$get())
    expect(content.version).toBe(3)
    expect(content.ciphertext).not.toBe(second.ciphertext)
  })

  it('answers 409 backup_stale with the current version, and keeps the stored backup', async () => {
    const { client } = await admittedClient(ctx)
    // A number while there is none.
    await expectStale(await client.api.backup.$put({ json: upload(1) }), null)
    await expectStale(await client.api.backup.$put({ json: upload(0) }), null)
    const first = upload(null)
    await client.api.backup.$put({ json: first })
    await client.api.backup.$put({ json: { ...upload(1), ciphertext: first.ciphertext } })
    const kept = await json<BackupContent>(await client.api.backup.content.$get())
    expect(kept.version).toBe(2)

    // A stale version, a version from the future, and null while one exists.
    await expectStale(await client.api.backup.$put({ json: upload(1) }), 2)
    await expectStale(await client.api.backup.$put({ json: upload(7) }), 2)
    await expectStale(await client.api.backup.$put({ json: upload(null) }), 2)
    expect(await json<BackupContent>(await client.api.backup.content.$get())).toEqual(kept)
  })

  it('lets exactly one of two concurrent uploads from the same version win', async () => {
    const { client } = await admittedClient(ctx)
    for (const base of [null, 1, 2]) {
      const bodies = [upload(base), upload(base)]
      const answers = await Promise.all(
        bodies.map((body) => client.api.backup.$put({ json: body })),
      )
      const won = answers.findIndex((res) => res.status === 200)
      const lost = 1 - won
      expect(won, `from ${base}`).toBeGreaterThanOrEqual(0)
      const next = (base ?? 0) + 1
      expect((await json<BackupMetadata>(answers[won]!)).version).toBe(next)
      await expectStale(answers[lost]!, next)
      const stored = await json<BackupContent>(await client.api.backup.content.$get())
      expect(stored.ciphertext).toBe(bodies[won]!.ciphertext)
    }
  })

  it('lets exactly one of eight concurrent uploads win, on a fresh account too', async () => {
    const { client } = await admittedClient(ctx)
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => client.api.backup.$put({ json: upload(null) })),
    )
    expect(answers.map((res) => res.status).sort()).toEqual([200, ...Array(7).fill(409)])
  })

  it('counts versions on after DELETE, so a version never names two backups', async () => {
    const { client } = await admittedClient(ctx)
    await client.api.backup.$put({ json: upload(null) })
    await client.api.backup.$put({ json: upload(1) })
    const deleted = await client.api.backup.$delete({ json: { version: 2 } })
    expect(deleted.status).toBe(204)
    expect(await deleted.text()).toBe('')
    expect((await client.api.backup.$get()).status).toBe(404)
    expect((await client.api.backup.content.$get()).status).toBe(404)
    // Deleting again is not an error: there is none either way.
    expect((await client.api.backup.$delete({ json: { version: 2 } })).status).toBe(204)
    // The old version names nothing now; the next backup is version 3.
    await expectStale(await client.api.backup.$put({ json: upload(2) }), null)
    const next = await client.api.backup.$put({ json: upload(null, 64, newSalt()) })
    expect((await json<BackupMetadata>(next)).version).toBe(3)
  })

  it('keeps no bytes of a deleted backup', async () => {
    const { client, user } = await admittedClient(ctx)
    await client.api.backup.$put({ json: upload(null, 4096) })
    await client.api.backup.$delete({ json: { version: 1 } })
    const bytes = await queryNumber(
      ctx,
      sql`select octet_length(ciphertext)::int as n from journal_backup where user_id = ${user.id}`,
    )
    expect(bytes).toBe(0)
  })

  it('deletes only the version named: another phone’s newer backup stays', async () => {
    const { client } = await admittedClient(ctx)
    await client.api.backup.$put({ json: upload(null) })
    await client.api.backup.$put({ json: upload(1) })
    await expectStale(await client.api.backup.$delete({ json: { version: 1 } }), 2)
    expect((await json<BackupMetadata>(await client.api.backup.$get())).version).toBe(2)
    for (const body of [undefined, {}, { version: 0 }, { version: '2' }, { version: 1.5 }]) {
      const res = await client.raw.delete('/api/backup', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      if (body) expect((await errorOf(res)).code).toBe('invalid_body')
    }
    expect((await json<BackupMetadata>(await client.api.backup.$get())).version).toBe(2)
  })

  it('replaces a backup only with the same key: 409 backup_key_changed otherwise', async () => {
    const { client } = await admittedClient(ctx)
    const first = upload(null)
    await client.api.backup.$put({ json: first })
    const other = await client.api.backup.$put({ json: upload(1, 64, newSalt()) })
    expect(other.status).toBe(409)
    const body = await json<{ error: { code: string; message: string; currentVersion: unknown } }>(
      other,
    )
    expect(body.error).toEqual({
      code: 'backup_key_changed',
      message: expect.stringMatching(/another passphrase/),
      currentVersion: 1,
    })
    const kept = await json<BackupContent>(await client.api.backup.content.$get())
    expect(kept).toMatchObject({ version: 1, ciphertext: first.ciphertext, kdf: first.kdf })
  })

  it('is told in the profile, so a new phone knows there is one to restore', async () => {
    const { client } = await admittedClient(ctx)
    const hasBackup = async () =>
      (await json<{ has_backup: boolean }>(await client.api.profile.$get())).has_backup
    expect(await hasBackup()).toBe(false)
    await client.api.backup.$put({ json: upload(null) })
    expect(await hasBackup()).toBe(true)
    await client.api.backup.$delete({ json: { version: 1 } })
    expect(await hasBackup()).toBe(false)
  })

  it('goes with the account when the account is deleted', async () => {
    const { client, user } = await admittedClient(ctx)
    await client.api.backup.$put({ json: upload(null) })
    expect(await rowsOf(user.id)).toBe(1)
    await ctx.database.db.execute(sql`delete from "user" where id = ${user.id}`)
    expect(await rowsOf(user.id)).toBe(0)
  })
})

describe('two people', () => {
  it('never see, replace or delete each other’s backup', async () => {
    const a = await admittedClient(ctx)
    const b = await admittedClient(ctx)
    const aBody = upload(null)
    await a.client.api.backup.$put({ json: aBody })
    await a.client.api.backup.$put({ json: { ...upload(1), ciphertext: aBody.ciphertext } })
    const aBefore = await json<BackupContent>(await a.client.api.backup.content.$get())

    expect((await b.client.api.backup.$get()).status).toBe(404)
    expect((await b.client.api.backup.content.$get()).status).toBe(404)
    expect((await b.client.api.backup.$delete({ json: { version: 2 } })).status).toBe(204)
    // A's version means nothing for B, who has none.
    await expectStale(await b.client.api.backup.$put({ json: upload(2) }), null)
    const bBody = upload(null)
    const bPut = await b.client.api.backup.$put({ json: bBody })
    expect((await json<BackupMetadata>(bPut)).version).toBe(1)
    expect((await json<BackupContent>(await b.client.api.backup.content.$get())).ciphertext).toBe(
      bBody.ciphertext,
    )

    expect(await json<BackupContent>(await a.client.api.backup.content.$get())).toEqual(aBefore)
    expect((await b.client.api.backup.$delete({ json: { version: 1 } })).status).toBe(204)
    expect((await b.client.api.backup.$delete({ json: { version: 2 } })).status).toBe(204)
    expect(await json<BackupContent>(await a.client.api.backup.content.$get())).toEqual(aBefore)
    expect(await rowsOf(a.user.id)).toBe(1)
  })
})
