/**
 * Two phones of one person and the encrypted backup, over HTTP. Phone Y
 * backs up twice under passphrase 1; phone X deletes the backup and starts a new one under
 * passphrase 2. Y, which has not heard of any of it, must not overwrite X's backup: not with the
 * version it remembers (versions never repeat), and not with the version a 409 told it (the key
 * differs). On the old server Y's upload was stored and X's backup was gone.
 * Runs on PGlite, and on PostgreSQL in the suite's second pass.
 */
import type { BackupContent, BackupMetadata } from '@hara/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admittedClient, signedInAgain, type TestClient } from '../../test/client'
import { openBackup, sealBackup } from '../../test/backup-crypto'
import { createTestContext, type TestContext } from '../../test/harness'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

type ErrorAnswer = { error: { code: string; currentVersion: number | null } }

/** What a phone keeps: its passphrase and key's salt, and the version it last saw. */
type Phone = { client: TestClient; passphrase: string; salt?: string; version: number | null }

async function backUp(phone: Phone, journal: string) {
  const res = await phone.client.api.backup.$put({
    json: await sealBackup(phone.passphrase, journal, phone.version, phone.salt),
  })
  if (res.status === 200) {
    const saved = (await res.json()) as BackupMetadata
    phone.version = saved.version
    phone.salt = saved.kdf.salt
  }
  return res
}

async function stored(client: TestClient) {
  return (await (await client.api.backup.content.$get()).json()) as BackupContent
}

describe('a stale phone and a backup made again on another phone', () => {
  it('cannot overwrite it, with the version it remembers or the one a 409 names', async () => {
    const { client: y, user } = await admittedClient(ctx)
    const x = await signedInAgain(ctx, user)
    const phoneY: Phone = { client: y, passphrase: 'first passphrase of ours', version: null }
    const phoneX: Phone = { client: x, passphrase: 'a new passphrase for X', version: null }

    expect((await backUp(phoneY, 'journal v1')).status).toBe(200)
    expect((await backUp(phoneY, 'journal v2')).status).toBe(200)
    expect(phoneY.version).toBe(2)

    // X forgot the passphrase: it deletes the version it saw and starts again under a new one.
    expect((await x.api.backup.$delete({ json: { version: 2 } })).status).toBe(204)
    expect((await backUp(phoneX, 'X journal 1')).status).toBe(200)
    expect((await backUp(phoneX, 'X journal 2')).status).toBe(200)
    expect(phoneX.version).toBe(4)

    // Y uploads from the version it remembers.
    const fromOld = await backUp(phoneY, 'journal v3')
    expect(fromOld.status).toBe(409)
    const stale = (await fromOld.json()) as ErrorAnswer
    expect(stale.error).toMatchObject({ code: 'backup_stale', currentVersion: 4 })

    // Y retries from the version the 409 named, still with its old key.
    phoneY.version = stale.error.currentVersion
    const retried = await backUp(phoneY, 'journal v3')
    expect(retried.status).toBe(409)
    expect(((await retried.json()) as ErrorAnswer).error).toMatchObject({
      code: 'backup_key_changed',
      currentVersion: 4,
    })

    // X's backup is whole, and X's passphrase opens it.
    const backup = await stored(x)
    expect(backup.version).toBe(4)
    expect(await openBackup(phoneX.passphrase, backup)).toBe('X journal 2')
    expect(phoneY.version).toBe(4)
  })

  it('cannot delete a backup it has not seen', async () => {
    const { client: y, user } = await admittedClient(ctx)
    const x = await signedInAgain(ctx, user)
    const phoneY: Phone = { client: y, passphrase: 'passphrase one here', version: null }
    const phoneX: Phone = { client: x, passphrase: 'passphrase two here', version: null }
    await backUp(phoneY, 'Y')
    expect((await x.api.backup.$delete({ json: { version: 1 } })).status).toBe(204)
    await backUp(phoneX, 'X')

    // Y turns backup off, naming the version it knew: X's backup stays.
    const res = await y.api.backup.$delete({ json: { version: 1 } })
    expect(res.status).toBe(409)
    expect(((await res.json()) as ErrorAnswer).error).toMatchObject({
      code: 'backup_stale',
      currentVersion: 2,
    })
    expect(await openBackup(phoneX.passphrase, await stored(x))).toBe('X')
  })
})
