import { BACKUP_OFF, journalFileText, readJournalFile } from '@hara/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getBackupState, setActiveUser, setBackupState, setCachedAnalysis } from '@/stores/device'
import { getEntries, getGamification } from '@/stores/records'
import { getCachedAnalysis } from '@/stores/device/coach-caches'
import { deleteEntry, saveCheckIn, undoDelete } from './entry-changes'
import { signIn, storedJournal, tap, voice } from '@/test/journal-store'
import { clearAllData, getJournal, mergeIntoJournal } from './whole-journal'

beforeEach(() => setActiveUser(null))
afterEach(() => {
  vi.useRealTimers()
  setActiveUser(null)
})

/** The journal as a file would carry it, read back like an import does. */
async function exported() {
  const read = readJournalFile(journalFileText(await getJournal(), Date.now()), 'UTC')
  if (!read.ok) throw new Error(read.problem)
  return read.journal
}

const idsOf = (entries: readonly { id: string }[]) => entries.map((entry) => entry.id)

describe('the whole journal', () => {
  it('records a deletion with what it earned, never its text', async () => {
    setActiveUser('alice')
    const { entry } = await saveCheckIn(tap({ description: 'Private words' }))
    const { removed } = await deleteEntry(entry!.id)
    const deletedAt = new Date(removed!.deletedAt).toISOString()
    const record = { id: entry!.id, day: entry!.day, xp: 10, honored: true, deletedAt }
    expect((await getJournal()).deletedEntries).toEqual([
      { ...record, decision: false, outcome: false },
    ])
    const saved = await storedJournal('alice')
    expect(saved.deletions).toEqual([{ ...record, decision: false, outcome: false }])
    expect(JSON.stringify(saved)).not.toContain('Private')
  })

  it('forgets the record when a delete is undone, so a merge keeps the entry', async () => {
    setActiveUser('alice')
    await saveCheckIn(voice())
    const { entry } = await saveCheckIn(tap())
    const file = await exported()
    const { removed } = await deleteEntry(entry!.id)
    expect((await undoDelete(removed!)).restored).toBe(true)
    expect((await getJournal()).deletedEntries).toEqual([])
    expect(idsOf(await getEntries())).toContain(entry!.id)
    await mergeIntoJournal(file)
    expect(idsOf(await getEntries())).toContain(entry!.id)
    expect((await undoDelete(removed!)).restored).toBe(false)
  })

  it('comes back whole after clear all data and an import, and an import twice adds nothing', async () => {
    // A minute between check-ins, as in life: entries of the same millisecond have no order
    // of their own, and a merge orders them by id.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-22T09:00:00Z'))
    const later = () => vi.setSystemTime(Date.now() + 60_000)
    setActiveUser('alice')
    await saveCheckIn(tap())
    later()
    await saveCheckIn(voice())
    later()
    const { entry } = await saveCheckIn(tap({ willIgnore: 'yes' }))
    await deleteEntry(entry!.id)
    const before = await getJournal()
    const file = await exported()

    await clearAllData()
    expect((await getJournal()).entries).toEqual([])
    expect((await getJournal()).deletedEntries).toEqual([])

    const progress = vi.fn()
    const first = await mergeIntoJournal(file, progress)
    expect(first.report).toMatchObject({ added: 2, alreadyThere: 0 })
    expect(first.write).toEqual({ ok: true })
    expect(progress).toHaveBeenLastCalledWith(2, 2)
    expect(await getJournal()).toEqual(before)
    const saved = await storedJournal('alice')
    expect(saved.entries).toEqual(before.entries)
    expect(saved.deletions).toEqual(before.deletedEntries)
    expect(saved.gamification).toEqual(before.gamification)

    const second = await mergeIntoJournal(file)
    expect(second).toEqual({
      report: { added: 0, alreadyThere: 2, leftOut: 0, removed: 0 },
      changed: false,
      write: { ok: true },
    })
    // After a new start, the journal read from the database is the same.
    setActiveUser(null)
    await signIn('alice')
    expect(await getJournal()).toEqual(before)
  })

  it('clears the cached analyses only when the entries changed', async () => {
    setActiveUser('alice')
    await saveCheckIn(tap())
    const file = await exported()
    setCachedAnalysis('signals', { insufficient: true })
    await mergeIntoJournal(file)
    expect(getCachedAnalysis('signals')).not.toBeNull()

    await signIn('bob')
    await saveCheckIn(voice())
    setCachedAnalysis('signals', { insufficient: true })
    await mergeIntoJournal(file)
    expect(getCachedAnalysis('signals')).toBeNull()
    expect(await getEntries()).toHaveLength(2)
    expect(getGamification().totalCheckins).toBe(2)
    expect((await storedJournal('bob')).summary).toMatchObject({ entries: 2 })
  })

  it('keeps the backup state per user; clear all data turns it off on this phone', async () => {
    setActiveUser('alice')
    expect(getBackupState()).toEqual(BACKUP_OFF)
    setBackupState({ enabled: true, version: 3 })
    setActiveUser('bob')
    expect(getBackupState().enabled).toBe(false)
    setActiveUser('alice')
    expect(getBackupState()).toMatchObject({ enabled: true, version: 3 })
    // Otherwise the emptied journal would be uploaded over the backup it could restore from.
    await clearAllData()
    expect(getBackupState()).toEqual(BACKUP_OFF)
  })
})
