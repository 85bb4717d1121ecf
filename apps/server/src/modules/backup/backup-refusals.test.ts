/**
 * What `/api/backup` refuses over HTTP: callers without a session or the access code, and a
 * body that breaks the backup contract (400, nothing stored).
 * Runs on PGlite, and on PostgreSQL in the suite's second pass.
 */
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  admittedClient,
  createClient,
  errorOf,
  signedInClient,
  type TestClient,
} from '../../test/client'
import { randomUpload as upload } from '../../test/backup-crypto'
import { queryNumber } from '../../test/db'
import { createTestContext, type TestContext } from '../../test/harness'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const rowsOf = (userId: string) =>
  queryNumber(ctx, sql`select count(*)::int as n from journal_backup where user_id = ${userId}`)

describe('who may call /api/backup', () => {
  const calls = (client: TestClient) => [
    client.api.backup.$get(),
    client.api.backup.content.$get(),
    client.api.backup.$put({ json: upload(null) }),
    client.api.backup.$delete({ json: { version: 1 } }),
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
    expect(await rowsOf(user.id)).toBe(0)
  })
})

describe('PUT /api/backup refuses a body that breaks the contract with 400', () => {
  const valid = upload(null)
  it.each([
    ['too few iterations', { kdf: { ...valid.kdf, iterations: 100_000 } }, 'kdf.iterations'],
    ['too many iterations', { kdf: { ...valid.kdf, iterations: 20_000_000 } }, 'kdf.iterations'],
    ['fractional iterations', { kdf: { ...valid.kdf, iterations: 600_000.5 } }, 'kdf.iterations'],
    ['another KDF', { kdf: { ...valid.kdf, algorithm: 'scrypt' } }, 'kdf.algorithm'],
    [
      'an 8-byte salt',
      { kdf: { ...valid.kdf, salt: randomBytes(8).toString('base64') } },
      'kdf.salt',
    ],
    [
      'a 16-byte IV',
      { cipher: { ...valid.cipher, iv: randomBytes(16).toString('base64') } },
      'cipher.iv',
    ],
    [
      'another cipher',
      { cipher: { ...valid.cipher, algorithm: 'AES-128-CBC' } },
      'cipher.algorithm',
    ],
    ['base64url text', { ciphertext: '-_-_'.repeat(8) }, 'ciphertext'],
    ['text that is not base64', { ciphertext: 'not base64 at all, sorry!' }, 'ciphertext'],
    ['a cut base64 text', { ciphertext: `${valid.ciphertext}A` }, 'ciphertext'],
    [
      'a ciphertext shorter than its tag',
      { ciphertext: randomBytes(8).toString('base64') },
      'ciphertext',
    ],
    ['a negative base version', { baseVersion: -1 }, 'baseVersion'],
    ['no base version', { baseVersion: undefined }, 'baseVersion'],
    ['a text base version', { baseVersion: '1' }, 'baseVersion'],
  ])('%s', async (_, over, field) => {
    const { client, user } = await admittedClient(ctx)
    const res = await client.raw.put('/api/backup', { ...valid, ...over })
    expect(res.status).toBe(400)
    const error = await errorOf(res)
    expect(error.code).toBe('invalid_body')
    expect(error.message.startsWith(`${field}: `)).toBe(true)
    expect(error.message).not.toContain(valid.ciphertext)
    expect(await rowsOf(user.id)).toBe(0)
  })

  it('malformed JSON', async () => {
    const { client } = await admittedClient(ctx)
    const res = await client.raw.request('/api/backup', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: '{"baseVersion": null, "ciphertext": "AAAA',
    })
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  })
})
