/**
 * The backup as the phone makes it (PBKDF2-SHA-256 600,000 → AES-256-GCM with WebCrypto): the
 * database and the logs hold nothing of the journal, the passphrase opens what comes back, and
 * the body limit holds. Runs on PGlite, and on PostgreSQL in the suite's second pass.
 */
import { BACKUP_MAX_BODY_BYTES, type BackupContent, type BackupMetadata } from '@hara/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openBackup, randomUpload, sealBackup } from '../../test/backup-crypto'
import { admittedClient, errorOf, type TestClient } from '../../test/client'
import { queryNumber, queryRows } from '../../test/db'
import { createTestContext, type TestContext } from '../../test/harness'
import { memoryLogger } from '../../test/memory-logger'

const WORD = 'zanzibar-marmalade-quartet'
const PASSPHRASE = 'tangerine lighthouse at dusk'

let ctx: TestContext
const logger = memoryLogger()

beforeAll(async () => {
  ctx = await createTestContext({}, { logger })
})
afterAll(() => ctx.close())

const journalText = JSON.stringify({
  format: 'hara-journal',
  version: 1,
  exportedAt: '2027-03-26T12:00:00.000Z',
  entries: [
    {
      id: 'entry-1',
      mode: 'voice',
      timestamp: '2027-03-25T19:30:00.000Z',
      context: 'Personal',
      transcript: `My gut said no to the ${WORD} plan, and I listened.`,
      gutFeeling: 'no',
      willIgnore: 'no',
    },
  ],
})

type StoredRow = { ciphertext: Uint8Array; salt: string; iv: string; whole: string }

describe('what the server keeps of an encrypted backup', () => {
  it('holds no word of the journal, and the passphrase opens what it gives back', async () => {
    const { client, user } = await admittedClient(ctx)
    const body = await sealBackup(PASSPHRASE, journalText, null)
    const put = await client.api.backup.$put({ json: body })
    expect(put.status).toBe(200)

    const [row] = await queryRows<StoredRow>(
      ctx,
      sql`select ciphertext, salt, iv, row_to_json(b)::text as whole from journal_backup b where user_id = ${user.id}`,
    )
    const stored = Buffer.from(row!.ciphertext)
    expect(stored.toString('base64')).toBe(body.ciphertext)
    for (const word of [WORD, 'zanzibar', 'marmalade', 'quartet', 'transcript', 'hara-journal']) {
      const forms = [word, Buffer.from(word).toString('base64'), Buffer.from(word).toString('hex')]
      for (const form of forms) {
        expect(stored.includes(Buffer.from(form)), form).toBe(false)
        expect(stored.toString('base64')).not.toContain(form)
        expect(stored.toString('latin1')).not.toContain(form)
        expect(row!.whole).not.toContain(form)
      }
    }

    const content = await client.api.backup.content.$get()
    const downloaded = (await content.json()) as BackupContent
    expect(await openBackup(PASSPHRASE, downloaded)).toBe(journalText)
    await expect(openBackup('not the passphrase', downloaded)).rejects.toThrow()

    const logged = logger.lines.join('\n')
    expect(logged).not.toContain(body.ciphertext.slice(0, 32))
    expect(logged).not.toContain(body.kdf.salt)
    expect(logged).not.toContain(WORD)
  })

  it('logs neither the body nor the ciphertext when it refuses an upload', async () => {
    const { client } = await admittedClient(ctx)
    const body = await sealBackup(PASSPHRASE, journalText, null)
    const marker = body.ciphertext.slice(0, 40)
    const bad = [
      { ...body, kdf: { ...body.kdf, iterations: 1 } },
      { ...body, ciphertext: `${body.ciphertext}!` },
    ]
    for (const over of bad) {
      const res = await client.api.backup.$put({ json: over })
      expect(res.status).toBe(400)
      expect(JSON.stringify(await res.json())).not.toContain(marker)
    }
    expect(logger.lines.join('\n')).not.toContain(marker)
  })
})

describe('the size of a backup', () => {
  const uploadOf = (bytes: number) => randomUpload(null, bytes)
  const rowsOf = (userId: string) =>
    queryNumber(ctx, sql`select count(*)::int as n from journal_backup where user_id = ${userId}`)

  it('takes a body just under the limit and gives the same bytes back', async () => {
    const { client } = await admittedClient(ctx)
    const body = uploadOf(7_800_000)
    expect(JSON.stringify(body).length).toBeLessThanOrEqual(BACKUP_MAX_BODY_BYTES)
    const put = await client.api.backup.$put({ json: body })
    expect(put.status).toBe(200)
    expect(((await put.json()) as BackupMetadata).size).toBe(7_800_000)
    const content = (await (await client.api.backup.content.$get()).json()) as BackupContent
    expect(content.ciphertext).toBe(body.ciphertext)
  })

  const over = (client: TestClient, announced: boolean) => {
    const text = JSON.stringify(uploadOf(Math.ceil((BACKUP_MAX_BODY_BYTES * 3) / 4)))
    const bytes = Buffer.from(text)
    expect(bytes.length).toBeGreaterThan(BACKUP_MAX_BODY_BYTES)
    const headers: Record<string, string> = { 'Content-Type': 'application/json' }
    if (announced) headers['Content-Length'] = String(bytes.length)
    // Unannounced: streamed in 64 kB chunks, as a chunked upload arrives.
    const body = announced
      ? bytes
      : new ReadableStream<Uint8Array>({
          start(controller) {
            for (let at = 0; at < bytes.length; at += 65_536) {
              controller.enqueue(bytes.subarray(at, at + 65_536))
            }
            controller.close()
          },
        })
    return client.raw.request('/api/backup', {
      method: 'PUT',
      headers,
      body,
      duplex: 'half',
    } as RequestInit)
  }

  it.each([
    ['with its length announced', true],
    ['streamed without a length', false],
  ])('answers 413 payload_too_large to a body over the limit, %s', async (_, announced) => {
    const { client, user } = await admittedClient(ctx)
    const res = await over(client, announced)
    expect(res.status).toBe(413)
    expect(await errorOf(res)).toEqual({
      code: 'payload_too_large',
      message: 'The backup is larger than 10 MB.',
    })
    expect(await rowsOf(user.id)).toBe(0)
  })
})
