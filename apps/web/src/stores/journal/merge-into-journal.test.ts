import { BACKUP_OFF, journalFileText, readJournalFile } from '@hara/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  clearAllData,
  deleteEntry,
  getBackupState,
  getCachedAnalysis,
  getEntries,
  getGamification,
  getJournal,
  mergeIntoJournal,
  undoDelete,
  saveCheckIn,
  setActiveUser,
  setBackupState,
  setCachedAnalysis,
} from '.'
import { storedJson, tap, voice } from './test-helpers'

beforeEach(() => setActiveUser(null))
afterEach(() => setActiveUser(null))

/** The journal as a file would carry it, read back like an import does. */
function exported() {
  const read = readJournalFile(journalFileText(getJournal(), Date.now()), 'UTC')
  if (!read.ok) throw new Error(read.problem)
  return read.journal
}

describe('the whole journal', () => {
  it('records a deletion with what it earned, never its text', () => {
    setActiveUser('alice')
    const { entry } = saveCheckIn(tap({ description: 'Private words' }))
    deleteEntry(entry.id)
    expect(getJournal().deletedEntries).toEqual([
      { id: entry.id, day: entry.day, xp: 10, honored: true, decision: false, outcome: false },
    ])
    expect(JSON.stringify(storedJson('hara:u:alice:deletedEntries'))).not.toContain('Private')
  })

  it('forgets the record when a delete is undone, so a merge keeps the entry', () => {
    setActiveUser('alice')
    saveCheckIn(voice())
    const { entry } = saveCheckIn(tap())
    const file = exported()
    const { removed } = deleteEntry(entry.id)
    expect(undoDelete(removed!).restored).toBe(true)
    expect(getJournal().deletedEntries).toEqual([])
    expect(getEntries().map((e) => e.id)).toContain(entry.id)
    mergeIntoJournal(file)
    expect(getEntries().map((e) => e.id)).toContain(entry.id)
    expect(undoDelete(removed!).restored).toBe(false)
  })

  it('comes back whole after clear all data and an import, and an import twice adds nothing', () => {
    // A minute between check-ins, as in life: entries of the same millisecond have no order
    // of their own, and a merge orders them by id.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-22T09:00:00Z'))
    const later = () => vi.setSystemTime(Date.now() + 60_000)
    setActiveUser('alice')
    saveCheckIn(tap())
    later()
    saveCheckIn(voice())
    later()
    const { entry } = saveCheckIn(tap({ willIgnore: 'yes' }))
    deleteEntry(entry.id)
    const before = getJournal()
    const file = exported()

    clearAllData()
    expect(getJournal().entries).toEqual([])
    expect(getJournal().deletedEntries).toEqual([])

    const first = mergeIntoJournal(file)
    expect(first.report).toMatchObject({ added: 2, alreadyThere: 0 })
    expect(first.write).toEqual({ ok: true })
    expect(getJournal()).toEqual(before)

    const second = mergeIntoJournal(file)
    expect(second).toEqual({
      report: { added: 0, alreadyThere: 2, leftOut: 0, removed: 0 },
      changed: false,
      write: { ok: true },
    })
    vi.useRealTimers()
  })

  it('clears the cached analyses only when the entries changed', () => {
    setActiveUser('alice')
    saveCheckIn(tap())
    const file = exported()
    setCachedAnalysis('signals', { insufficient: true })
    mergeIntoJournal(file)
    expect(getCachedAnalysis('signals')).not.toBeNull()

    setActiveUser('bob')
    saveCheckIn(voice())
    setCachedAnalysis('signals', { insufficient: true })
    mergeIntoJournal(file)
    expect(getCachedAnalysis('signals')).toBeNull()
    expect(getEntries()).toHaveLength(2)
    expect(getGamification().totalCheckins).toBe(2)
  })

  it('keeps the backup state per user; clear all data turns it off on this phone', () => {
    setActiveUser('alice')
    expect(getBackupState()).toEqual(BACKUP_OFF)
    setBackupState({ enabled: true, version: 3 })
    setActiveUser('bob')
    expect(getBackupState().enabled).toBe(false)
    setActiveUser('alice')
    expect(getBackupState()).toMatchObject({ enabled: true, version: 3 })
    // Otherwise the emptied journal would be uploaded over the backup it could restore from.
    clearAllData()
    expect(getBackupState()).toEqual(BACKUP_OFF)
  })
})
