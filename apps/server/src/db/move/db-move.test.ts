/**
 * `npm run db:move` end to end: an embedded database that people used (accounts,
 * admissions, a backup at version 2, record sync's key and records, push subscriptions, an
 * avatar) moved into an empty
 * PostgreSQL with `--storage`, then a server on another machine's empty DATA_DIR on it: the
 * old session and the old password still work, and the profile, the photo, the backup and the
 * devices are all there. The move refuses while a server uses the embedded database, and
 * refuses a PostgreSQL that holds Hara's data.
 *
 * The target is a fresh database on the suite's PostgreSQL cluster.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BackupContent, SyncKey, SyncPage, SyncRecordsResult } from '@hara/core'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openBackup, sealBackup } from '../../test/backup-crypto'
import { startFakeBucket, type FakeBucket } from '../../test/fake-bucket'
import { createThrowawayDatabase } from '../../test/harness'
import { makeImage, uploadForm } from '../../test/images'
import { startTestPushService, type TestPushService } from '../../test/push-service'
import { keyUpload, newKeyId, newRecordId, record } from '../../test/sync-fixtures'
import { httpClient, startServer, type ServerProcess } from '../../test/server-process'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..')

/** `npm run db:move -- …` as an operator runs it, from the repository. */
function dbMove(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'db:move', '--', ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

describe('npm run db:move', () => {
  let target: { url: string; drop(): Promise<void> }
  let bucket: FakeBucket
  let push: TestPushService
  const servers: ServerProcess[] = []
  const folders: string[] = []
  const folder = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hara-move-'))
    folders.push(dir)
    return dir
  }
  const dataDir = folder()
  const start = async (env: Record<string, string>) => {
    const dir = env.DATA_DIR ?? folder()
    const server = await startServer({
      DATA_DIR: dir,
      WEB_DIST_DIR: path.join(dir, 'web'),
      BETTER_AUTH_SECRET: '',
      PUSH_SERVICE_HOSTS: '127.0.0.1',
      ...env,
    })
    servers.push(server)
    return server
  }

  beforeAll(async () => {
    ;[target, bucket] = await Promise.all([createThrowawayDatabase(), startFakeBucket()])
  }, 60_000)
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await push?.close()
    await bucket?.close()
    await target?.drop()
    for (const dir of folders) rmSync(dir, { recursive: true, force: true })
  })

  it(
    'moves everyone into PostgreSQL, and a server there finds them all',
    { timeout: 180_000 },
    async () => {
      // People use the embedded database.
      const embedded = await start({ DATA_DIR: dataDir, DATABASE_URL: '' })
      const ada = { email: 'ada@example.com', password: 'correct horse', nickname: 'Ada' }
      const bo = { email: 'bo@example.com', password: 'battery staple', nickname: 'Bo' }
      const adaPhone = httpClient(embedded.url)
      const signUp = await adaPhone.raw.post('/api/auth/sign-up/email', ada)
      const adaId = ((await signUp.json()) as { user: { id: string } }).user.id
      expect(
        (await adaPhone.api['access-code'].$post({ json: { code: 'intuition' } })).status,
      ).toBe(204)
      const photo = await adaPhone.raw.request('/api/profile/avatar', {
        method: 'POST',
        body: uploadForm(await makeImage(600, 600, 'png'), 'me.png', 'image/png'),
      })
      expect(photo.status).toBe(200)
      const first = await sealBackup('a long passphrase', '{"entries":[1]}', null)
      expect((await adaPhone.api.backup.$put({ json: first })).status).toBe(200)
      const second = await sealBackup('a long passphrase', '{"entries":[1,2]}', 1, first.kdf.salt)
      expect((await adaPhone.api.backup.$put({ json: second })).status).toBe(200)
      // Record sync: a key, 600 records (more than one batch of the copy), one replaced.
      const syncKeyId = newKeyId()
      expect((await adaPhone.api.sync.key.$put({ json: keyUpload(null, syncKeyId) })).status).toBe(
        200,
      )
      const syncIds = Array.from({ length: 600 }, () => newRecordId())
      for (let i = 0; i < syncIds.length; i += 150) {
        const batch = syncIds.slice(i, i + 150).map((id) => record(id, null, 200))
        expect(
          (await adaPhone.api.sync.records.$put({ json: { keyId: syncKeyId, records: batch } }))
            .status,
        ).toBe(200)
      }
      expect(
        (
          await adaPhone.api.sync.records.$put({
            json: {
              keyId: syncKeyId,
              records: [record(syncIds[0]!, 2)],
            },
          })
        ).status,
      ).toBe(200)
      const syncKeyBefore = await (await adaPhone.api.sync.key.$get()).json()
      const syncPageBefore = (await (
        await adaPhone.api.sync.records.$get({ query: { since: '0', limit: '500' } })
      ).json()) as SyncPage
      expect(syncPageBefore.records).toHaveLength(500)
      const { publicKey } = (await (await adaPhone.api.push['public-key'].$get()).json()) as {
        publicKey: string
      }
      push = await startTestPushService(publicKey)
      const devices = [
        { timeZone: 'Europe/Berlin', reminderTime: '20:00', daily: true, weekly: true },
        { timeZone: 'Asia/Tokyo', reminderTime: '07:30', daily: true, weekly: false },
      ].map((settings) => ({ ...push.subscribe(), ...settings, lastCheckInDate: '2026-11-20' }))
      for (const device of devices) {
        expect((await adaPhone.api.push.subscription.$put({ json: device })).status).toBe(200)
      }
      // What the phone reports of its tracked decisions moves too.
      const followUp = { waiting: 2, dueOn: '2026-11-18' }
      expect((await adaPhone.api.push['follow-up'].$put({ json: followUp })).status).toBe(204)
      const boPhone = httpClient(embedded.url)
      expect((await boPhone.raw.post('/api/auth/sign-up/email', bo)).status).toBe(200)
      expect((await boPhone.api['access-code'].$post({ json: { code: 'intuition' } })).status).toBe(
        204,
      )
      const before = await (await adaPhone.api.profile.$get()).json()

      // Not while the server has the embedded database open.
      const busy = await dbMove(['--to', target.url], { DATA_DIR: dataDir })
      expect(busy.code).toBe(1)
      expect(busy.output).toMatch(/in use by server \(pid \d+/)
      await embedded.stop()

      const moved = await dbMove(['--to', target.url, '--storage'], {
        DATA_DIR: dataDir,
        ...bucket.settings,
      })
      console.log(moved.output)
      expect(moved.code, moved.output).toBe(0)
      expect(moved.output).toMatch(/journal_backup +1 row +count and digest match/)
      expect(moved.output).toMatch(/sync_key +1 row +count and digest match/)
      expect(moved.output).toMatch(/sync_record +600 rows +count and digest match/)
      expect(moved.output).toMatch(/session secret: carried into the database/)
      expect(moved.output).toMatch(/avatars: 1 file copied to the bucket, 1 profile pointed at it/)

      // Only into an empty database.
      const again = await dbMove(['--to', target.url], { DATA_DIR: dataDir })
      expect(again.code).toBe(1)
      expect(again.output).toMatch(/already holds Hara's data \(rows in user, /)

      // A server on PostgreSQL, on a machine with an empty DATA_DIR, sharing the bucket.
      const onPostgres = await start({ DATABASE_URL: target.url, ...bucket.settings })
      const stillSignedIn = httpClient(onPostgres.url)
      const profile = await stillSignedIn.api.profile.$get(
        {},
        { headers: { Cookie: adaPhone.cookie() } },
      )
      expect(profile.status).toBe(200)

      const adaAgain = httpClient(onPostgres.url)
      expect((await adaAgain.raw.post('/api/auth/sign-in/email', ada)).status).toBe(200)
      const after = (await (await adaAgain.api.profile.$get()).json()) as { avatar_url: string }
      const oldUrl = (before as { avatar_url: string }).avatar_url
      expect(after).toEqual({ ...(before as object), avatar_url: after.avatar_url })
      expect(after.avatar_url).toBe(
        `${bucket.settings.S3_PUBLIC_URL}${oldUrl.slice('/storage'.length)}`,
      )
      const served = Buffer.from(await (await fetch(after.avatar_url)).arrayBuffer())
      const local = readFileSync(path.join(dataDir, 'storage', 'avatars', adaId, 'avatar.png'))
      expect(served.equals(local)).toBe(true)

      const backup = (await (await adaAgain.api.backup.content.$get()).json()) as BackupContent
      expect(backup.version).toBe(2)
      expect(await openBackup('a long passphrase', backup)).toBe('{"entries":[1,2]}')
      expect((await (await adaAgain.api.sync.key.$get()).json()) as SyncKey).toEqual(syncKeyBefore)
      expect(
        await (
          await adaAgain.api.sync.records.$get({ query: { since: '0', limit: '500' } })
        ).json(),
      ).toEqual(syncPageBefore)
      // Seqs count on past the moved ones (ADR 0044: never below one handed out before).
      const next = await adaAgain.api.sync.records.$put({
        json: {
          keyId: syncKeyId,
          records: [record(newRecordId())],
        },
      })
      expect(((await next.json()) as SyncRecordsResult).accepted[0]!.seq).toBeGreaterThan(
        syncPageBefore.latestSeq,
      )
      const key = (await (await adaAgain.api.push['public-key'].$get()).json()) as {
        publicKey: string
      }
      expect(key.publicKey).toBe(publicKey)

      const client = new pg.Client({ connectionString: target.url })
      await client.connect()
      try {
        const { rows } = await client.query(
          `select endpoint, p256dh, auth, time_zone, reminder_time, daily, weekly,
                last_check_in_date::text as last_check_in_date, follow_up_waiting,
                follow_up_due_on::text as follow_up_due_on
           from push_subscription where user_id = $1 order by id`,
          [adaId],
        )
        expect(rows).toEqual(
          devices.map((device) => ({
            endpoint: device.endpoint,
            p256dh: device.keys.p256dh,
            auth: device.keys.auth,
            time_zone: device.timeZone,
            reminder_time: device.reminderTime,
            daily: device.daily,
            weekly: device.weekly,
            last_check_in_date: device.lastCheckInDate,
            follow_up_waiting: followUp.waiting,
            follow_up_due_on: followUp.dueOn,
          })),
        )
      } finally {
        await client.end()
      }

      // Bo passed the access code before the move: still admitted, with no backup yet.
      const boAgain = httpClient(onPostgres.url)
      expect((await boAgain.raw.post('/api/auth/sign-in/email', bo)).status).toBe(200)
      expect((await boAgain.api.backup.$get()).status).toBe(404)
      // New rows take new ids after the copied ones.
      const newDevice = { ...devices[0]!, ...push.subscribe() }
      expect((await boAgain.api.push.subscription.$put({ json: newDevice })).status).toBe(200)
    },
  )
})
