import {
  countsOn,
  deletedEntryOf,
  EMPTY_SUMMARY,
  INITIAL_GAMIFICATION_STATE,
  type JournalSummary,
} from '@hara/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setActiveUser, todayOnDevice } from '@/stores/device'
import { getJournalRevision } from '@/stores/records'
import { deleteEntry, saveCheckIn, setOutcome, undoDelete } from '../entry-changes'
import { request } from '@/lib/idb'
import { signIn, storedJournal, tap, voice } from '@/test/journal-store'
import { changesSince, clearRecords } from './changes'
import { EMPTY_STATE, stateFrom } from './db'
import { unpackDays } from './packed-days'
import { currentDb, getRecordsView } from './store'

/** The change feed: what another tab reads to catch up with this one. */

beforeEach(() => setActiveUser(null))
afterEach(() => setActiveUser(null))

const idsOf = (records: readonly { id: string }[]) => records.map((record) => record.id).sort()

describe('changesSince', () => {
  it('returns exactly the entries and deletions written after a position', async () => {
    await signIn('alice')
    const a = (await saveCheckIn(tap({ willIgnore: 'yes', decision: 'Sign the lease' }))).entry!
    const b = (await saveCheckIn(voice())).entry!
    const seen = getJournalRevision()
    const db = currentDb()!
    expect(await changesSince(db, seen)).toEqual({ entries: [], deleted: [], unopened: null })

    const c = (await saveCheckIn(tap())).entry!
    await setOutcome(a.id, 'Signed it')
    const { removed } = await deleteEntry(b.id)
    const since = await changesSince(db, seen)
    expect(idsOf(since.entries)).toEqual(idsOf([a, c]))
    expect(since.entries.find((entry) => entry.id === a.id)).toMatchObject({
      consequence: 'Signed it',
    })
    expect(since.deleted).toEqual([deletedEntryOf(b, removed!)])

    // From the start: every entry as it is now, and every deletion.
    const all = await changesSince(db, 0)
    expect(idsOf(all.entries)).toEqual(idsOf([a, c]))
    expect(all.deleted).toEqual([deletedEntryOf(b, removed!)])

    // An undone delete comes back as an entry written after it (one life later), its record
    // gone.
    const afterDelete = getJournalRevision()
    await undoDelete(removed!)
    expect(await changesSince(db, afterDelete)).toEqual({
      entries: [{ ...b, life: 1, revivedAt: expect.any(String) }],
      deleted: [],
      unopened: null,
    })
    expect((await changesSince(db, 0)).deleted).toEqual([])
  })

  it('goes on after a journal is cleared, so a reader sees a new start', async () => {
    await signIn('alice')
    await saveCheckIn(tap())
    const before = getJournalRevision()
    const db = currentDb()!
    const cleared = await clearRecords(db)
    expect(cleared.rev).toBeGreaterThan(before)
    expect(await changesSince(db, 0)).toEqual({ entries: [], deleted: [], unopened: null })
  })
})

describe('a state from an older version', () => {
  it("is rebuilt from the records at the next start: a summary without today's counts", async () => {
    await signIn('alice')
    const decided = (await saveCheckIn(tap({ willIgnore: 'yes', decision: 'Sign the lease' })))
      .entry!
    await setOutcome(decided.id, 'Signed it, glad I did')
    const db = currentDb()!
    // As an older version wrote it: its outcome count under another name.
    const stored = (await new Promise((resolve) => {
      const get = db.transaction('meta').objectStore('meta').get('state')
      get.onsuccess = () => resolve(get.result)
    })) as { summary: Record<string, unknown>; gamification: { totalXP: number } }
    const { loopsClosed, ...rest } = stored.summary
    expect(loopsClosed).toBe(1)
    await new Promise((resolve) => {
      const tx = db.transaction('meta', 'readwrite')
      tx.objectStore('meta').put({ ...stored, summary: { ...rest, outcomesLogged: 1 } })
      tx.oncomplete = resolve
    })
    const xp = stored.gamification.totalXP

    setActiveUser(null)
    await signIn('alice')
    expect(getRecordsView().summary).toMatchObject({ entries: 1, outcomes: 1, loopsClosed: 1 })
    expect(getRecordsView().gamification.totalXP).toBe(xp)
    // And the rebuilt state is what the database holds now.
    expect((await storedJournal('alice')).summary).toMatchObject({ loopsClosed: 1 })
  })

  it("is rebuilt once when its summary has no count of the long goals' honored noes", async () => {
    await signIn('alice')
    await saveCheckIn(tap({ gutFeeling: 'no', willIgnore: 'no' }))
    const db = currentDb()!
    const stored = (await new Promise((resolve) => {
      const get = db.transaction('meta').objectStore('meta').get('state')
      get.onsuccess = () => resolve(get.result)
    })) as { summary: Record<string, unknown> }
    const { honoredNos, ...before } = stored.summary
    expect(honoredNos).toBe(1)
    await new Promise((resolve) => {
      const tx = db.transaction('meta', 'readwrite')
      tx.objectStore('meta').put({ ...stored, summary: before })
      tx.oncomplete = resolve
    })

    setActiveUser(null)
    await signIn('alice')
    expect(getRecordsView().summary.honoredNos).toBe(1)
    expect((await storedJournal('alice')).summary).toMatchObject({ honoredNos: 1 })
  })

  it.each([
    ['has no calendar days (kept since the calendar)', () => undefined],
    ['keeps its days day by day (kept by month since)', (day: string) => ({ [day]: [2, 1, 0, 0] })],
  ])('is rebuilt once when its summary %s', async (_, oldDays) => {
    await signIn('alice')
    await saveCheckIn(tap({ willIgnore: 'no' }))
    await saveCheckIn(tap({ willIgnore: 'yes' }))
    const db = currentDb()!
    const stored = (await new Promise((resolve) => {
      const get = db.transaction('meta').objectStore('meta').get('state')
      get.onsuccess = () => resolve(get.result)
    })) as { summary: JournalSummary; gamification: { totalXP: number } }
    const { days: storedDays, ...rest } = stored.summary
    const days = unpackDays(storedDays) as JournalSummary['days']
    const day = todayOnDevice()
    expect(countsOn(days, day)).toEqual([2, 1, 0, 0])
    await new Promise((resolve) => {
      const tx = db.transaction('meta', 'readwrite')
      tx.objectStore('meta').put({ ...stored, summary: { ...rest, days: oldDays(day) } })
      tx.oncomplete = resolve
    })

    setActiveUser(null)
    await signIn('alice')
    expect(getRecordsView().summary.days).toEqual(days)
    expect(getRecordsView().gamification.totalXP).toBe(stored.gamification.totalXP)
    expect((await storedJournal('alice')).summary).toMatchObject({ days: storedDays })
  })

  it('is read as it is when its days are lists of counts (packed since), and packed once written', async () => {
    await signIn('alice')
    await saveCheckIn(tap({ willIgnore: 'no' }))
    const db = currentDb()!
    const meta = () => db.transaction('meta', 'readwrite').objectStore('meta')
    const stored = (await request(meta().get('state'))) as { summary: JournalSummary }
    const days = unpackDays(stored.summary.days) as JournalSummary['days']
    await request(meta().put({ ...stored, summary: { ...stored.summary, days } }))

    setActiveUser(null)
    await signIn('alice')
    expect(getRecordsView().summary.days).toEqual(days)
    expect(getRecordsView().summary.entries).toBe(1)
    await saveCheckIn(tap({ willIgnore: 'no' }))
    const packed = (await storedJournal('alice')).summary as JournalSummary
    expect(Object.values(packed.days).every((month) => typeof month === 'string')).toBe(true)
    expect(unpackDays(packed.days)).toEqual(getRecordsView().summary.days)
    expect(countsOn(getRecordsView().summary.days, todayOnDevice())[0]).toBe(2)
  })
})

describe('the state a change starts from', () => {
  const record = (rev: number, summary: unknown = EMPTY_SUMMARY) => ({
    name: 'state',
    rev,
    gamification: INITIAL_GAMIFICATION_STATE,
    summary,
  })
  const held = { ...EMPTY_STATE, rev: 7 }

  it("is the tab's own when the stored record is at the tab's position", () => {
    expect(stateFrom(record(7), held)).toBe(held)
  })

  it('is the record, read and checked, once another tab has moved the journal on', () => {
    expect(stateFrom(record(8), held)).toEqual({ ...EMPTY_STATE, rev: 8 })
    expect(stateFrom(record(8, { days: 'not days' }), held)).toMatchObject({
      rev: 8,
      unreadable: true,
    })
    expect(stateFrom(undefined, held)).toEqual(EMPTY_STATE)
  })

  it('is the record when the tab holds none', () => {
    expect(stateFrom(record(7), undefined)).toEqual({ ...EMPTY_STATE, rev: 7 })
  })
})
