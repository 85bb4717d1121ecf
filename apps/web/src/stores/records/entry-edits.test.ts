import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setActiveUser } from '@/stores/device'
import { getGamification } from '@/stores/records'
import { saveCheckIn } from './entry-changes'
import { editEntryDetails } from './entry-edits'
import { storedJournal, tap } from '@/test/journal-store'

const DAY = 86_400_000

beforeEach(() => setActiveUser('alice'))
afterEach(() => {
  setActiveUser(null)
  vi.useRealTimers()
})

describe("editing a check-in's answers and time", () => {
  it('rewrites the one record, earning and taking no XP', async () => {
    const { entry } = await saveCheckIn(tap({ willIgnore: 'no', gutFeeling: 'yes' }))
    const before = getGamification()
    const result = await editEntryDetails(entry!.id, {
      context: 'Health',
      bodySensation: 'Stomach',
      gutFeeling: 'no',
      willIgnore: 'yes',
    })
    expect(result).toMatchObject({ changed: true, refused: null, write: { ok: true } })
    const [stored] = (await storedJournal('alice')).entries
    expect(stored).toMatchObject({
      context: 'Health',
      bodySensation: 'Stomach',
      gutFeeling: 'no',
      willIgnore: 'yes',
      xp: 10,
    })
    expect(stored?.detailsEditedAt).toBeDefined()
    expect(getGamification().totalXP).toBe(before.totalXP)
  })

  it('refuses a time in the future and writes nothing', async () => {
    const { entry } = await saveCheckIn(tap())
    const result = await editEntryDetails(entry!.id, { happenedAt: Date.now() + 3_600_000 })
    expect(result).toMatchObject({ changed: false, refused: { field: 'happenedAt' } })
    expect((await storedJournal('alice')).entries[0]).toEqual(entry)
  })

  it('moves a check-in to its day, and the streak counts that day', async () => {
    const now = Date.now()
    const { entry: older } = await saveCheckIn(tap(), now - DAY)
    const { entry: today } = await saveCheckIn(tap())
    expect(getGamification().currentStreak).toBe(2)
    // Yesterday's check-in really happened three days ago: the run of two days is broken.
    await editEntryDetails(older!.id, { happenedAt: now - 3 * DAY })
    expect(getGamification()).toMatchObject({ currentStreak: 1, lastCheckInDate: today!.day })
    const moved = (await storedJournal('alice')).entries.find((e) => e.id === older!.id)
    expect(moved?.timestamp).toBe(new Date(now - 3 * DAY).toISOString())
  })
})

describe("'It happened earlier'", () => {
  it('saves a check-in for yesterday that joins the streak to today', async () => {
    const now = Date.now()
    await saveCheckIn(tap())
    expect(getGamification().currentStreak).toBe(1)
    const { entry, earned } = await saveCheckIn(tap({ willIgnore: 'no' }), now - DAY)
    expect(entry?.timestamp).toBe(new Date(now - DAY).toISOString())
    expect(earned?.checkInXp).toBe(10)
    expect(getGamification().currentStreak).toBe(2)
  })
})
