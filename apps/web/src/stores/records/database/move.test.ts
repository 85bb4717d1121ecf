import { legacyEntryId, type Entry } from '@hara/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setActiveUser } from '@/stores/device'
import { getEntries, getGamification } from '@/stores/records'
import { getStorageProblems } from '@/stores/device/engine'
import { saveCheckIn } from '../entry-changes'
import { signIn, storedJournal, tap } from '@/test/journal-store'
import { getJournal } from '../whole-journal'
import { BEFORE_IDS, legacyKeys, writeLegacyJournal, writeLegacyTexts } from '@/test/legacy-journal'

beforeEach(() => setActiveUser(null))
afterEach(() => {
  vi.restoreAllMocks()
  setActiveUser(null)
})

const idsOf = (entries: readonly { id: string }[]) => entries.map((entry) => entry.id).sort()

/** Cuts the next write of the journal off once `puts` of its records are written. */
function cutOffAfter(puts: number) {
  const put = IDBObjectStore.prototype.put
  let done = 0
  const spy = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
    this: IDBObjectStore,
    ...args: Parameters<typeof put>
  ) {
    const written = put.apply(this, args)
    if (++done === puts) {
      const tx = this.transaction
      written.addEventListener('success', () => tx.abort())
      spy.mockRestore()
    }
    return written
  })
}

describe('the move of an older journal from localStorage', () => {
  it('moves every entry, the XP and achievements and the deletions, then removes the old keys', async () => {
    const legacy = writeLegacyJournal('alice')
    await signIn('alice')
    const moved = await getEntries()
    const oldest = moved[0] as Entry
    expect(oldest).toMatchObject({
      id: legacyEntryId(0, BEFORE_IDS),
      description: 'Old one',
      day: expect.any(String),
      timeZone: expect.any(String),
    })
    expect(moved.slice(1)).toEqual(legacy.entries)
    expect(getGamification()).toEqual(legacy.gamification)
    expect(getGamification().totalXP).toBeGreaterThan(0)
    expect(getGamification().achievements.length).toBeGreaterThan(0)
    expect((await getJournal()).deletedEntries).toEqual(legacy.deleted)
    expect(getStorageProblems()).toEqual([])
    expect(legacyKeys('alice')).toEqual([])

    const saved = await storedJournal('alice')
    expect(saved.entries).toEqual(moved)
    expect(saved.deletions).toEqual(legacy.deleted)
    expect(saved.gamification).toEqual(legacy.gamification)
    expect(saved.summary).toMatchObject({ entries: 3, decisions: 1, outcomes: 1, waiting: [] })
    expect(saved.move).toMatchObject({ count: 3 })
  })

  it('moves nothing of another account', async () => {
    writeLegacyJournal('alice')
    await signIn('bob')
    expect(await getEntries()).toEqual([])
    expect(legacyKeys('alice')).toHaveLength(3)
  })

  it('keeps the old keys when the move is cut off, and completes it at the next start', async () => {
    const legacy = writeLegacyJournal('alice')
    cutOffAfter(2)
    await signIn('alice')
    expect(legacyKeys('alice')).toHaveLength(3)
    const cut = await storedJournal('alice')
    expect(cut).toMatchObject({ entries: [], deletions: [], gamification: null, move: null })
    expect(getStorageProblems()).toEqual([
      expect.objectContaining({ title: "Your journal couldn't be moved yet" }),
    ])

    setActiveUser(null)
    await signIn('alice')
    const moved = await getEntries()
    expect(moved).toHaveLength(3)
    expect(idsOf(moved)).toEqual(idsOf([{ id: legacyEntryId(0, BEFORE_IDS) }, ...legacy.entries]))
    expect(getGamification()).toEqual(legacy.gamification)
    expect(getStorageProblems()).toEqual([])
    expect(legacyKeys('alice')).toEqual([])
    expect((await storedJournal('alice')).move).toMatchObject({ count: 3 })
  })

  it('only removes the old keys when it finds them again after a move that was written', async () => {
    const legacy = writeLegacyJournal('alice')
    await signIn('alice')
    const before = await storedJournal('alice')
    // The tab closed between the move's write and the keys' removal.
    setActiveUser(null)
    writeLegacyTexts('alice', legacy.texts)

    await signIn('alice')
    expect(legacyKeys('alice')).toEqual([])
    expect(await storedJournal('alice')).toEqual(before)
    expect(await getEntries()).toHaveLength(3)
    expect(getGamification()).toEqual(legacy.gamification)
  })

  it('merges an old journal found beside the records by id, without doubling', async () => {
    const legacy = writeLegacyJournal('alice')
    cutOffAfter(1)
    await signIn('alice')
    // The move was cut off, and a check-in was saved in the records since.
    const { entry } = await saveCheckIn(tap({ description: 'Saved after' }))
    setActiveUser(null)

    await signIn('alice')
    const moved = await getEntries()
    expect(idsOf(moved)).toEqual(
      idsOf([{ id: legacyEntryId(0, BEFORE_IDS) }, ...legacy.entries, entry!]),
    )
    // Every check-in counted once, the deleted one too.
    expect(getGamification().totalCheckins).toBe(moved.length + legacy.deleted.length)
    expect((await getJournal()).deletedEntries).toEqual(legacy.deleted)
    expect(legacyKeys('alice')).toEqual([])
    expect(getStorageProblems()).toEqual([])
  })
})
