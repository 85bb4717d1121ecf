import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setActiveUser, setCachedAnalysis } from '@/stores/device'
import { getEntries, getGamification } from '@/stores/records'
import { getCachedAnalysis } from '@/stores/device/coach-caches'
import {
  clearOutcome,
  editEntryWords,
  saveCheckIn,
  setOutcome,
  undoClearOutcome,
} from './entry-changes'
import { storedJournal, tap } from '@/test/journal-store'

beforeEach(() => setActiveUser('alice'))
afterEach(() => setActiveUser(null))

describe("editing a check-in's words", () => {
  it('rewrites the one record and never what was earned', async () => {
    const { entry } = await saveCheckIn(
      tap({ context: 'Custom', customNote: 'Dog', decision: 'Yes' }),
    )
    const before = getGamification()
    const result = await editEntryWords(entry!.id, {
      description: ' We met the dog at the shelter ',
      customNote: 'Adopting a dog',
      decision: 'Adopt her',
    })
    expect(result).toMatchObject({ changed: true, refused: null, write: { ok: true } })
    const [stored] = (await storedJournal('alice')).entries
    expect(stored).toMatchObject({
      description: 'We met the dog at the shelter',
      customNote: 'Adopting a dog',
      decision: 'Adopt her',
      xp: entry!.xp,
    })
    expect(getGamification()).toEqual(before)
  })

  it('refuses blank words and writes nothing', async () => {
    const { entry } = await saveCheckIn(tap())
    const result = await editEntryWords(entry!.id, { description: '  ' })
    expect(result.changed).toBe(false)
    expect(result.refused).toMatchObject({ field: 'description' })
    expect((await getEntries())[0]).toEqual(entry)
  })
})

describe('removing an outcome, and its Undo', () => {
  it('brings the outcome back as it was, earning nothing again', async () => {
    const { entry } = await saveCheckIn(tap())
    await setOutcome(entry!.id, 'It went well')
    const [logged] = await getEntries()
    const xp = getGamification().totalXP
    const removal = await clearOutcome(entry!.id)
    expect(removal).toMatchObject({ changed: true, removed: { consequence: 'It went well' } })
    expect((await getEntries())[0]?.consequence).toBeNull()

    setCachedAnalysis('tone', { insufficientData: true })
    expect(await undoClearOutcome(entry!.id, removal.removed!)).toMatchObject({ changed: true })
    expect((await getEntries())[0]).toEqual(logged)
    expect(getGamification().totalXP).toBe(xp)
    expect(getCachedAnalysis('tone')).toBeNull()
  })
})
