import { recordCheckIn, revivedEntry, type Entry, type EntryDraft } from '@hara/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setActiveUser } from '@/stores/device'
import { getEntries, getGamification, getJournalRevision } from '@/stores/records'
import { loadDeletions } from './store'
import { deleteEntry, saveCheckIn } from '../entry-changes'
import { changeOf } from '../journal'
import { fromAnotherTab, signIn, storedJournal, tap, voice } from '@/test/journal-store'
import { clearRecords, writeChange } from './changes'
import { openJournalDb, type JournalDb } from './db'

/** Two tabs of one account share its database; each tells the others what it changed. */

beforeEach(() => setActiveUser(null))
afterEach(() => setActiveUser(null))

const idsOf = (entries: readonly { id: string }[]) => entries.map((entry) => entry.id)
// Check-ins saved in the same millisecond have no order between them: which are shown is the fact.

/** A check-in saved by another tab, through its own connection. */
async function checkInThere(db: JournalDb, draft: EntryDraft): Promise<Entry> {
  const { recorded } = await writeChange(db, [], (state) => {
    const recorded = recordCheckIn(state.gamification, state.summary, draft, {
      id: crypto.randomUUID(),
      now: Date.now(),
      timeZone: 'UTC',
    })
    const { entry, summary } = recorded
    return {
      recorded,
      change: { put: [entry], deleted: [], undeleted: [], gamification: recorded.state, summary },
    }
  })
  return recorded.entry
}

describe('another tab of the same account', () => {
  it('shows a check-in saved there, and a check-in saved here keeps it', async () => {
    await signIn('alice')
    const mine = (await saveCheckIn(tap())).entry!
    expect(await getEntries()).toHaveLength(1)
    const before = getJournalRevision()

    const theirs = await fromAnotherTab('alice', (db) => checkInThere(db, voice()))
    await vi.waitFor(() => expect(getJournalRevision()).toBeGreaterThan(before))
    expect(idsOf(await getEntries())).toEqual(idsOf([mine, theirs]))
    expect(getGamification().totalCheckins).toBe(2)

    const again = (await saveCheckIn(tap())).entry!
    const saved = await storedJournal('alice')
    expect(idsOf(saved.entries)).toEqual(idsOf([mine, theirs, again]))
    expect(saved.summary).toMatchObject({ entries: 3 })
    expect(saved.gamification).toMatchObject({ totalCheckins: 3 })
  })

  it('never overwrites a change written there, even one not heard of yet', async () => {
    await signIn('alice')
    await saveCheckIn(tap())
    const db = await openJournalDb('alice')
    await checkInThere(db, voice())
    db.close()
    await saveCheckIn(tap())
    const saved = await storedJournal('alice')
    expect(saved.entries).toHaveLength(3)
    expect(saved.summary).toMatchObject({ entries: 3 })
    expect(saved.gamification).toMatchObject({ totalCheckins: 3 })
  })

  it('shows a check-in saved there it has not heard of yet once it saves one itself', async () => {
    await signIn('alice')
    const mine = (await saveCheckIn(tap())).entry!
    expect(await getEntries()).toHaveLength(1)
    // Written there, and its word has not arrived: nothing is said on the channel.
    const db = await openJournalDb('alice')
    const theirs = await checkInThere(db, voice())
    db.close()
    const again = (await saveCheckIn(tap())).entry!
    expect(idsOf(await getEntries()).toSorted()).toEqual(idsOf([mine, theirs, again]).toSorted())
    expect(getGamification().totalCheckins).toBe(3)

    // The word, when it comes, finds nothing missing and takes nothing away.
    await fromAnotherTab('alice', async () => undefined, { rev: 2 })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(idsOf(await getEntries()).toSorted()).toEqual(idsOf([mine, theirs, again]).toSorted())
    expect(getGamification().totalCheckins).toBe(3)
  })

  it('drops the deletion record of an Undo made there it has not heard of, once it writes', async () => {
    await signIn('alice')
    const mine = (await saveCheckIn(tap())).entry!
    const removed = (await deleteEntry(mine.id)).removed!
    expect(idsOf(await loadDeletions())).toEqual([mine.id])
    const db = await openJournalDb('alice')
    await writeChange(db, [mine.id], (state) => ({
      change: {
        ...changeOf(state, null, revivedEntry(removed.entry, null, Date.now())),
        undeleted: [mine.id],
      },
    }))
    db.close()
    const again = (await saveCheckIn(tap())).entry!
    expect(idsOf(await getEntries())).toEqual(idsOf([mine, again]))
    expect(await loadDeletions()).toEqual([])
  })

  it('shows an empty journal once it is cleared there', async () => {
    await signIn('alice')
    await saveCheckIn(tap())
    expect(await getEntries()).toHaveLength(1)
    await fromAnotherTab('alice', clearRecords, { cleared: true })
    await vi.waitFor(() => expect(getGamification().totalXP).toBe(0))
    expect(await getEntries()).toEqual([])
  })

  it("leaves this journal alone when another account's tab changes its own", async () => {
    await signIn('alice')
    const mine = (await saveCheckIn(tap())).entry!
    const before = getJournalRevision()
    await fromAnotherTab('bob', (db) => checkInThere(db, voice()))
    await fromAnotherTab('bob', clearRecords, { cleared: true })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(getJournalRevision()).toBe(before)
    expect(await getEntries()).toEqual([mine])
  })

  it('shows a change of the state alone made there: an achievement unlocked earlier', async () => {
    await signIn('alice')
    await saveCheckIn(voice())
    const [unlocked] = getGamification().achievements
    const earlier = { ...unlocked!, unlockedAt: '2026-01-01T08:00:00.000Z' }

    await fromAnotherTab('alice', (db) =>
      writeChange(db, [], (state) => ({
        change: {
          put: [],
          deleted: [],
          undeleted: [],
          gamification: { ...state.gamification, achievements: [earlier] },
          summary: state.summary,
        },
      })),
    )
    await vi.waitFor(() => expect(getGamification().achievements).toEqual([earlier]))
    expect((await storedJournal('alice')).gamification).toMatchObject({ achievements: [earlier] })
  })
})
