import type { Entry } from '@hara/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getBackupState, setActiveUser, setBackupState } from '@/stores/device'
import { getEntries } from '@/stores/records'
import { saveCheckIn } from '@/stores/records/entry-changes'
import { clearRecords } from '@/stores/records/database/changes'
import { fromAnotherTab, refuseWritesOver, signIn, storedJournal, tap } from '@/test/journal-store'
import { getJournal } from '@/stores/records/whole-journal'
import { StandInBackupRoutes } from '@/test/stand-in-backup-routes'
import { joinBackup, startNewBackup } from './backup-setup'
import { getBackupStatus } from './backup-status'
import { syncBackup } from './backup-sync'
import { saveBackupKey } from './key-store'
import { SyncState } from './sync-state'

/**
 * The whole-journal backup of earlier versions is deleted from the server only once this phone
 * holds every check-in of it (ADR 0048): a phone too full to write it, or a journal cleared
 * meanwhile, keeps it there, and a restore says so instead of 'restored'. A restore of records
 * the phone could not write keeps its cursor, and the next pass brings them in.
 */

const PASSPHRASE = 'quiet river at dawn 42'
/** A phone nearly full: the handful of small writes fit, the journal's three check-ins do not. */
const NEARLY_FULL = 1_500

let routes: StandInBackupRoutes

beforeEach(() => {
  setActiveUser(null)
  routes = new StandInBackupRoutes()
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  setActiveUser(null)
})

/** Three check-ins an older version backed up as one blob; resolves to the blob's key. */
async function olderBackup(): Promise<CryptoKey> {
  await signIn('older-phone')
  for (const words of ['The first', 'The second', 'The third']) {
    await saveCheckIn(tap({ description: words }))
  }
  const key = await routes.putBlob(await getJournal(), PASSPHRASE)
  setActiveUser(null)
  return key
}

const wordsOf = (entries: readonly Entry[]) =>
  entries.map((entry) => (entry.mode === 'tap' ? entry.description : entry.transcript)).sort()

/** How many check-ins the phone's database held when the blob's DELETE went out. */
function heldAtDelete(userId: string) {
  const held: number[] = []
  routes.before = async (call) => {
    if (call === 'DELETE /api/backup') held.push((await storedJournal(userId)).entries.length)
  }
  return held
}

// Each test derives the passphrase's key (600,000 rounds of PBKDF2) two or three times.
describe('the whole-journal backup', { timeout: 30_000 }, () => {
  it('restored onto a full phone: says so and stays on the server; with space, restores and only then goes', async () => {
    await olderBackup()
    const found = { kind: 'blob', meta: routes.blob! } as const
    await signIn('new-phone')
    const refusal = refuseWritesOver(NEARLY_FULL)

    const outcome = await joinBackup(PASSPHRASE, found)
    expect(outcome).toEqual({
      ok: false,
      reason: 'not-kept',
      message:
        "Your phone's storage is full. Your backup is safe on the server: free up some space, then tap Restore again.",
    })
    expect(refusal.refused).toBeGreaterThan(0)
    expect(routes.blob).not.toBeNull()
    expect(routes.calls).not.toContain('DELETE /api/backup')
    expect(await getEntries()).toEqual([])
    expect(getBackupState().enabled).toBe(false)

    refusal.restore()
    const held = heldAtDelete('new-phone')
    const again = await joinBackup(PASSPHRASE, found)
    expect(again).toEqual({ ok: true, report: expect.objectContaining({ added: 3 }) })
    expect(held).toEqual([3])
    expect(routes.blob).toBeNull()
    expect(wordsOf(await getEntries())).toEqual(['The first', 'The second', 'The third'])
  })

  it('moved with the key kept on a full phone: stays on the server until the phone holds it', async () => {
    const key = await olderBackup()
    const kdf = routes.blob!.kdf
    await signIn('moving-phone')
    await saveCheckIn(tap({ description: 'Made on this phone' }))
    setBackupState({ enabled: true, kdf, version: routes.blob!.version })
    await saveBackupKey('moving-phone', { key, salt: kdf.salt })
    const refusal = refuseWritesOver(NEARLY_FULL)

    expect(await syncBackup()).toBe('refused')
    expect(getBackupStatus()).toEqual({
      phase: 'failed',
      message: expect.stringMatching(/^Your phone's storage is full/),
    })
    expect(routes.blob).not.toBeNull()
    expect(routes.calls).not.toContain('DELETE /api/backup')
    expect(wordsOf(await getEntries())).toEqual(['Made on this phone'])

    refusal.restore()
    const held = heldAtDelete('moving-phone')
    expect(await syncBackup()).toBe('uploaded')
    expect(held).toEqual([4])
    expect(routes.blob).toBeNull()
    expect(routes.sync?.records.size).toBe(5)
  })

  it('is kept when the journal no longer holds its check-ins by the time it would go', async () => {
    const key = await olderBackup()
    const kdf = routes.blob!.kdf
    await signIn('moving-phone-2')
    setBackupState({ enabled: true, kdf, version: routes.blob!.version })
    await saveBackupKey('moving-phone-2', { key, salt: kdf.salt })
    // 'Clear all data' in another tab while the records go up.
    let cleared = false
    routes.before = async (call) => {
      if (call !== 'PUT /api/sync/records' || cleared) return
      cleared = true
      await fromAnotherTab('moving-phone-2', clearRecords, { cleared: true })
    }

    expect(await syncBackup()).toBe('refused')
    expect(cleared).toBe(true)
    expect(routes.calls).not.toContain('DELETE /api/backup')
    expect(routes.blob).not.toBeNull()
  })
})

describe('a restore of records', { timeout: 30_000 }, () => {
  it('onto a full phone: says so and keeps its cursor; the next pass, with space, brings it all', async () => {
    await signIn('first-phone')
    for (const words of ['Records one', 'Records two', 'Records three']) {
      await saveCheckIn(tap({ description: words }))
    }
    expect(await startNewBackup(PASSPHRASE)).toEqual({ ok: true, report: null })
    await vi.waitFor(() => expect(routes.sync?.records.size).toBe(4))
    setActiveUser(null)

    await signIn('second-phone')
    const found = { kind: 'records', key: (await routes.sync!.fetchSyncKey())! } as const
    const refusal = refuseWritesOver(NEARLY_FULL)
    const outcome = await joinBackup(PASSPHRASE, found)
    // Backup is on now, so the scheduler's next pass is what finishes it.
    expect(outcome).toEqual({
      ok: false,
      reason: 'not-kept',
      message:
        "Your phone's storage is full. Your backup is safe on the server: free up some space and Hara will finish bringing it to this phone.",
    })
    expect(getBackupState().enabled).toBe(true)
    expect(await getEntries()).toEqual([])
    const state = await SyncState.open('second-phone')
    expect((await state.meta()).cursor).toBe(0)
    state.close()

    refusal.restore()
    expect(await syncBackup()).toBe('up-to-date')
    expect(wordsOf(await getEntries())).toEqual(['Records one', 'Records three', 'Records two'])
    expect(routes.sync?.records.size).toBe(4)
  })

  it('onto a phone too full to keep even its key: says tap Restore again, stays off and changes nothing; the same passphrase restores it all once there is space', async () => {
    await signIn('first-phone-2')
    for (const words of ['Kept one', 'Kept two', 'Kept three']) {
      await saveCheckIn(tap({ description: words }))
    }
    expect(await startNewBackup(PASSPHRASE)).toEqual({ ok: true, report: null })
    await vi.waitFor(() => expect(routes.sync?.records.size).toBe(4))
    setActiveUser(null)

    await signIn('full-phone')
    const found = { kind: 'records', key: (await routes.sync!.fetchSyncKey())! } as const
    const calls = routes.calls.length
    // Not a byte more: not even the key this phone would keep.
    const refusal = refuseWritesOver(0)
    const outcome = await joinBackup(PASSPHRASE, found)
    // Backup is not on, so the offer stays on Home and says it (the unlock form's alert).
    expect(outcome).toEqual({
      ok: false,
      reason: 'not-kept',
      message:
        "Your phone's storage is full. Your backup is safe on the server: free up some space, then tap Restore again.",
    })
    expect(refusal.refused).toBeGreaterThan(0)
    expect(getBackupState().enabled).toBe(false)
    expect(await getEntries()).toEqual([])
    // The backup is all there: nothing was sent or deleted.
    expect(routes.calls.slice(calls).filter((call) => !call.startsWith('GET '))).toEqual([])
    expect(routes.sync?.records.size).toBe(4)

    refusal.restore()
    const again = await joinBackup(PASSPHRASE, found)
    expect(again).toEqual({ ok: true, report: expect.objectContaining({ added: 3 }) })
    expect(wordsOf(await getEntries())).toEqual(['Kept one', 'Kept three', 'Kept two'])
    expect(routes.sync?.records.size).toBe(4)
  })
})
