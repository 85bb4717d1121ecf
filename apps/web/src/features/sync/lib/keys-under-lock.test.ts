import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setActiveUser, setBackupState } from '@/stores/device'
import { saveCheckIn } from '@/stores/records/entry-changes'
import { getJournal } from '@/stores/records/whole-journal'
import { setSealKey } from '@/stores/records/database/seal-key'
import { signIn, tap } from '@/test/journal-store'
import { keysAtRest, lockedNow, lockTurnedOn, usableKeysAtRest } from '@/test/keys-at-rest'
import { StandInBackupRoutes } from '@/test/stand-in-backup-routes'
import { KEY_DATABASE } from '@/lib/device-keys'
import { forgetBackupKey, keepNoOpenKeysWhileLocked, saveBackupKey } from './key-store'
import { joinBackup, startNewBackup } from './backup-setup'
import { syncBackup } from './backup-sync'
import { changePassphrase } from './passphrase-change'

/**
 * The backup's keys on a phone with the lock (ADRs 0038, 0040): no key from before the move to
 * records outlives it, and once the lock seals the journal, nothing the locked page's script can
 * read opens the server's key envelope or any of its records, whatever the phone's history.
 */

const PASSPHRASE = 'quiet river at dawn 42'
const WORDS = 'Never told anyone about the letter'

let routes: StandInBackupRoutes

beforeEach(() => {
  setActiveUser(null)
  routes = new StandInBackupRoutes()
})
afterEach(() => {
  vi.unstubAllGlobals()
  setSealKey(null)
  setActiveUser(null)
})

const onServer = async () => ({
  key: (await routes.sync?.fetchSyncKey()) ?? null,
  records: [...(routes.sync?.records.values() ?? [])],
})

/** Keys at rest that open the server's key envelope: a passphrase's key. */
async function envelopeOpeners() {
  return usableKeysAtRest({ key: (await routes.sync?.fetchSyncKey()) ?? null, records: [] })
}

/**
 * A phone of the version before records: a check-in in a whole-journal backup on the server,
 * the backup on, and the key it derived from the passphrase kept in IndexedDB.
 */
async function oldVersionPhone(userId: string): Promise<{ key: CryptoKey; salt: string }> {
  await signIn(userId)
  await saveCheckIn(tap({ description: WORDS }))
  const key = await routes.putBlob(await getJournal(), PASSPHRASE)
  const kdf = routes.blob!.kdf
  setBackupState({ enabled: true, kdf, version: routes.blob!.version })
  await saveBackupKey(userId, { key, salt: kdf.salt })
  return { key, salt: kdf.salt }
}

/** The key-value pairs of the keys' database, as stored. */
async function keyRecords(): Promise<[IDBValidKey, unknown][]> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(KEY_DATABASE.name)
    open.onsuccess = () => resolve(open.result)
    open.onerror = () => reject(open.error)
  })
  try {
    const store = () => db.transaction(KEY_DATABASE.store).objectStore(KEY_DATABASE.store)
    const [keys, values] = await Promise.all(
      [store().getAllKeys(), store().getAll()].map(
        (req) =>
          new Promise<unknown[]>((resolve, reject) => {
            req.onsuccess = () => resolve(req.result as unknown[])
            req.onerror = () => reject(req.error)
          }),
      ),
    )
    return keys!.map((key, index) => [key as IDBValidKey, values![index]])
  } finally {
    db.close()
  }
}

const plainKeysIn = (value: unknown) =>
  typeof value === 'object' && value !== null
    ? Object.values(value).filter((field) => field instanceof CryptoKey).length
    : 0

// PBKDF2 at 600,000 rounds, a few times a test.
describe('the keys from before the move to records', { timeout: 60_000 }, () => {
  it('are deleted once the move has kept the data key, and the backup goes on without them', async () => {
    await oldVersionPhone('moved')
    expect(await envelopeOpeners()).toEqual([])

    expect(await syncBackup()).toBe('uploaded')
    expect(routes.blob).toBeNull()
    expect(await envelopeOpeners()).toEqual([])
    expect((await keyRecords()).map(([name]) => name)).toEqual(['sync:moved'])

    await saveCheckIn(tap({ description: 'After the move' }))
    expect(await syncBackup()).toBe('uploaded')
  })
})

type History = (userId: string) => Promise<void>

const HISTORIES: [string, History][] = [
  [
    'a fresh backup',
    async (userId) => {
      await signIn(userId)
      await saveCheckIn(tap({ description: WORDS }))
      expect(await startNewBackup(PASSPHRASE)).toEqual({ ok: true, report: null })
      await vi.waitFor(() => expect(routes.sync?.records.size).toBe(2))
    },
  ],
  [
    'moved from the whole-journal backup by the version before, which kept its key',
    async (userId) => {
      const kept = await oldVersionPhone(userId)
      expect(await syncBackup()).toBe('uploaded')
      // What that version left beside the data key.
      await saveBackupKey(userId, kept)
    },
  ],
  [
    'restored from the records on a new phone',
    async (userId) => {
      await signIn(`${userId}-first`)
      await saveCheckIn(tap({ description: WORDS }))
      await startNewBackup(PASSPHRASE)
      await vi.waitFor(() => expect(routes.sync?.records.size).toBe(2))
      // That was another phone: its keys are not this one's.
      await forgetBackupKey(`${userId}-first`)
      setActiveUser(null)
      await signIn(userId)
      const found = { kind: 'records', key: (await routes.sync!.fetchSyncKey())! } as const
      expect(await joinBackup(PASSPHRASE, found)).toMatchObject({ ok: true })
    },
  ],
  [
    'with its passphrase changed',
    async (userId) => {
      await signIn(userId)
      await saveCheckIn(tap({ description: WORDS }))
      await startNewBackup(PASSPHRASE)
      await vi.waitFor(() => expect(routes.sync?.records.size).toBe(2))
      expect(await changePassphrase(PASSPHRASE, 'a new river at dusk 77')).toMatchObject({
        ok: true,
      })
    },
  ],
]

describe('the lock turned on with the backup on', { timeout: 90_000 }, () => {
  it.each(HISTORIES)(
    '%s: once locked, no key the page can read opens the envelope or a record',
    async (_, history) => {
      const userId = `history-${HISTORIES.findIndex(([, h]) => h === history)}`
      await history(userId)
      // Not blind: before the lock, the phone's keys open the server's records.
      expect(await usableKeysAtRest(await onServer())).not.toEqual([])

      await lockTurnedOn(userId)
      await expect.poll(async () => (await usableKeysAtRest(await onServer())).length).toBe(0)
      lockedNow()
      expect(await usableKeysAtRest(await onServer())).toEqual([])
      expect(await keysAtRest()).toEqual([])
    },
  )
})

describe('a phone locked with the backup on', { timeout: 60_000 }, () => {
  /** Moved and locked by the version before this one: the old key kept beside sealed keys. */
  async function lockedByTheVersionBefore(userId: string) {
    const kept = await oldVersionPhone(userId)
    expect(await syncBackup()).toBe('uploaded')
    await lockTurnedOn(userId)
    await expect.poll(async () => plainKeysIn(await sealedVaultOf(userId))).toBe(0)
    lockedNow()
    await saveBackupKey(userId, kept)
  }

  const sealedVaultOf = async (userId: string) =>
    (await keyRecords()).find(([name]) => name === `sync:${userId}`)?.[1]

  it('runs no pass that rebuilds the keys, and keeps them only sealed', async () => {
    await lockedByTheVersionBefore('locked-pass')
    const sealedBefore = await sealedVaultOf('locked-pass')
    const calls = routes.calls.length

    await syncBackup()
    expect(routes.calls.slice(calls)).not.toContain('PUT /api/sync/key')
    expect(await sealedVaultOf('locked-pass')).toEqual(sealedBefore)
    expect(plainKeysIn(await sealedVaultOf('locked-pass'))).toBe(0)
  })

  it('holds no key from before the move once the lock screen has looked', async () => {
    await lockedByTheVersionBefore('locked-screen')
    expect(await envelopeOpeners()).not.toEqual([])

    await keepNoOpenKeysWhileLocked('locked-screen')
    expect(await usableKeysAtRest(await onServer())).toEqual([])
    expect(await keysAtRest()).toEqual([])
  })
})
