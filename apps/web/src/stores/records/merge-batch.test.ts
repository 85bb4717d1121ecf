import { gamificationOf, INITIAL_GAMIFICATION_STATE, statedCarry, summaryOf } from '@hara/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setActiveUser, setCachedAnalysis, setDailyReminders } from '@/stores/device'
import { getCachedAnalysis } from '@/stores/device/coach-caches'
import { subscribeJournal } from '@/stores/device/engine'
import { getEntries, getGamification } from '@/stores/records'
import { deleteEntry, saveCheckIn } from './entry-changes'
import {
  quotaExceeded,
  signIn,
  stored,
  storedJournal,
  tap,
  trust,
  voice,
} from '@/test/journal-store'
import { mergeBatchIntoJournal } from './merge-batch'
import { getJournal } from './whole-journal'
import { unpackedSummary } from './database/packed-days'

/** What record sync brings in: a few records, or the other phone's state, merged by id. */

beforeEach(() => setActiveUser(null))
afterEach(() => {
  vi.restoreAllMocks()
  setActiveUser(null)
})

/** The journal of the other phone: what it made, and its state. */
async function otherPhone() {
  await signIn('other-phone')
  await saveCheckIn(tap({ description: 'Made on the other phone', decision: 'Call Sam' }))
  const { entry } = await saveCheckIn(voice())
  await deleteEntry(entry!.id)
  const journal = await getJournal()
  setActiveUser(null)
  return journal
}

/**
 * Every read of more than one record from the journal's database, from now on: of entries, or
 * (`of`) of another store too. Not the change feed (the `rev` index, read since this tab's
 * position when another writer moved the journal meanwhile): that is what changed, not the
 * journal.
 */
function wholeReads(of: readonly string[] = ['entries']): string[] {
  const reads: string[] = []
  const note = (source: IDBObjectStore | IDBIndex, what: string) => {
    const store = 'objectStore' in source ? source.objectStore.name : source.name
    const index = 'objectStore' in source ? ` (${source.name})` : ''
    if (of.includes(store)) reads.push(`${store}${index} ${what}`)
  }
  for (const proto of [IDBObjectStore.prototype, IDBIndex.prototype]) {
    for (const method of ['getAll', 'openCursor', 'getAllKeys'] as const) {
      const original = proto[method] as (...args: unknown[]) => IDBRequest
      vi.spyOn(proto, method).mockImplementation(function (
        this: IDBObjectStore,
        ...args: unknown[]
      ) {
        if (this.name !== 'rev') note(this, method)
        return original.apply(this, args)
      })
    }
  }
  return reads
}

/** The stored journal as the core sees it, to check its state and summary. */
async function held(userId: string) {
  const saved = await storedJournal(userId)
  const journal = {
    entries: saved.entries,
    deletedEntries: saved.deletions as never,
    gamification: saved.gamification as never,
  }
  return { saved, journal }
}

describe('a batch of records merged by id', () => {
  it("brings the other phone's check-ins and delete in without reading the journal", async () => {
    const other = await otherPhone()
    await signIn('alice')
    await saveCheckIn(tap({ description: 'Made here' }))
    await saveCheckIn(tap({ description: 'Also here', willIgnore: 'yes' }))
    // Opened afresh: nothing of the journal in memory but its newest entries.
    await signIn(null)
    await signIn('alice')
    const reads = wholeReads()

    const merged = await mergeBatchIntoJournal({
      ...other,
      gamification: INITIAL_GAMIFICATION_STATE,
    })
    expect(reads).toEqual([])
    expect(merged).toMatchObject({ changed: true, write: { ok: true }, report: { added: 1 } })

    vi.restoreAllMocks()
    const { saved, journal } = await held('alice')
    expect(saved.entries.map((entry) => entry.id).sort()).toEqual(
      [...(await getEntries())].map((entry) => entry.id).sort(),
    )
    expect(saved.entries).toHaveLength(3)
    expect(saved.deletions).toHaveLength(1)
    // The state and summary are what the whole journal says, moved by the difference.
    const must = gamificationOf(journal, Date.now())
    expect(saved.gamification).toMatchObject({
      totalXP: must.totalXP,
      totalCheckins: 4,
      currentStreak: must.currentStreak,
      lastCheckInDate: must.lastCheckInDate,
    })
    // Kept with its months packed (ADR 0066), and read back as the whole journal says.
    expect(unpackedSummary(saved.summary)).toEqual(summaryOf(saved.entries))
    expect(getGamification().totalCheckins).toBe(4)
  })

  it('with the whole journal in memory (the Timeline), reads no deletion records either, and adds the check-in where it goes', async () => {
    const other = await otherPhone()
    await signIn('alice')
    await saveCheckIn(tap({ description: 'Made here' }))
    const made = await deleteEntry((await saveCheckIn(voice())).entry!.id)
    expect(made.removed).not.toBeNull()
    await getEntries()
    const reads = wholeReads(['entries', 'deletions'])

    const merged = await mergeBatchIntoJournal({
      ...other,
      gamification: INITIAL_GAMIFICATION_STATE,
    })
    expect(reads).toEqual([])
    expect(merged).toMatchObject({ changed: true, write: { ok: true }, report: { added: 1 } })

    vi.restoreAllMocks()
    const { saved, journal } = await held('alice')
    // What the view holds in memory is what the database holds, in the journal's order.
    expect([...(await getEntries())]).toEqual(saved.entries)
    expect(saved.deletions).toHaveLength(2)
    expect(getGamification()).toEqual(saved.gamification)
    expect(getGamification().totalXP).toBe(gamificationOf(journal, Date.now()).totalXP)
  })

  it('changes nothing when the same records come again', async () => {
    const other = await otherPhone()
    await signIn('alice')
    await saveCheckIn(tap())
    const batch = { ...other, gamification: INITIAL_GAMIFICATION_STATE }
    await mergeBatchIntoJournal(batch)
    const before = await storedJournal('alice')

    const again = await mergeBatchIntoJournal(batch)
    expect(again).toMatchObject({ changed: false, write: { ok: true }, report: { added: 0 } })
    expect((await storedJournal('alice')).rev).toBe(before.rev)
  })

  it("merges the other phone's state alone, its achievements kept", async () => {
    const other = await otherPhone()
    await signIn('alice')
    await saveCheckIn(tap())
    await mergeBatchIntoJournal({ ...other, gamification: INITIAL_GAMIFICATION_STATE })
    const unlockedThere = { id: 'pattern_master', xp: 100, unlockedAt: '2026-01-01T00:00:00.000Z' }
    const state = statedCarry({
      ...other.gamification,
      achievements: [...other.gamification.achievements, unlockedThere as never],
    })

    const merged = await mergeBatchIntoJournal({
      entries: [],
      deletedEntries: [],
      gamification: state,
    })
    expect(merged.changed).toBe(true)
    const { saved, journal } = await held('alice')
    expect(saved.entries).toHaveLength(2)
    const ids = (saved.gamification as typeof state).achievements.map((a) => a.id)
    expect(ids).toContain('pattern_master')
    expect((saved.gamification as typeof state).totalXP).toBe(
      gamificationOf(journal, Date.now()).totalXP,
    )
  })

  it('clears a cached analysis, cached here or by another tab, and with none cached tells no screen', async () => {
    const batch = async () => ({
      ...(await otherPhone()),
      gamification: INITIAL_GAMIFICATION_STATE,
    })
    const first = await batch()
    await signIn('alice')
    setCachedAnalysis('trust', trust)
    await mergeBatchIntoJournal(first)
    expect(getCachedAnalysis('trust')).toBeNull()

    // The next check-in from the other phone finds them cleared: the device store is left as it is.
    const second = await batch()
    await signIn('alice')
    const told = vi.fn()
    const stop = subscribeJournal(told)
    const setItem = vi.spyOn(Storage.prototype, 'setItem')
    const removeItem = vi.spyOn(Storage.prototype, 'removeItem')
    expect(await mergeBatchIntoJournal(second)).toMatchObject({ changed: true })
    expect(told).not.toHaveBeenCalled()
    expect(setItem).not.toHaveBeenCalled()
    expect(removeItem).not.toHaveBeenCalled()
    stop()

    // Another tab cached one meanwhile: the next check-in clears it.
    vi.restoreAllMocks()
    const third = await batch()
    await signIn('alice')
    localStorage.setItem('hara:u:alice:cachedTrust', JSON.stringify(trust))
    localStorage.setItem('hara:u:alice:cachedTrustTime', String(Date.now()))
    expect(getCachedAnalysis('trust')).not.toBeNull()
    await mergeBatchIntoJournal(third)
    expect(getCachedAnalysis('trust')).toBeNull()
    expect(localStorage.getItem('hara:u:alice:cachedTrust')).toBeNull()
  })

  it('writes what a full storage left unsaved when the next check-in from the other phone comes', async () => {
    const batch = await otherPhone()
    await signIn('alice')
    const setItem = quotaExceeded()
    expect(setDailyReminders(true).ok).toBe(false)
    setItem.mockRestore()

    await mergeBatchIntoJournal({ ...batch, gamification: INITIAL_GAMIFICATION_STATE })
    expect(stored('hara:u:alice:dailyReminders')).toBe('true')
  })
})
