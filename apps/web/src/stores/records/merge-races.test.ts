import { INITIAL_GAMIFICATION_STATE, type Entry, type Journal } from '@hara/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setActiveUser } from '@/stores/device'
import { getEntries, getGamification } from '@/stores/records'
import { saveCheckIn } from './entry-changes'
import { anotherTabWinsRaces, signIn, storedJournal, tap } from '@/test/journal-store'
import { getJournal, mergeIntoJournal } from './whole-journal'
import { mergeBatchIntoJournal } from './merge-batch'

/**
 * A merge (an import, a restore: the whole journal; pulled records: a batch) while another
 * tab keeps writing first.
 */

beforeEach(() => setActiveUser(null))
afterEach(() => {
  vi.restoreAllMocks()
  setActiveUser(null)
})

/** Two check-ins made on another phone, as a file or a backup carries them. */
async function elsewhere() {
  await signIn('other-phone')
  await saveCheckIn(tap({ description: 'Made on the other phone' }))
  await saveCheckIn(tap({ description: 'Also made there', willIgnore: 'yes' }))
  const journal = await getJournal()
  setActiveUser(null)
  return journal
}

const wordsOf = (entries: readonly Entry[]) =>
  entries.map((entry) => (entry.mode === 'tap' ? entry.description : entry.transcript)).sort()

const merges: [string, (incoming: Journal) => ReturnType<typeof mergeIntoJournal>][] = [
  ['of the whole journal', mergeIntoJournal],
  // Pulled records come without the other phone's state.
  [
    'of pulled records',
    (incoming) => mergeBatchIntoJournal({ ...incoming, gamification: INITIAL_GAMIFICATION_STATE }),
  ],
]

describe.each(merges)('a merge %s racing another tab', (_, merge) => {
  it('answers busy, and changes nothing, when the other tab wins four times', async () => {
    const incoming = await elsewhere()
    await signIn('alice')
    await saveCheckIn(tap({ description: 'Made here' }))
    const race = await anotherTabWinsRaces('alice', 4)

    const merged = await merge(incoming)
    race.restore()
    expect(race.won).toBe(4)
    expect(merged.write).toEqual({
      ok: false,
      reason: 'busy',
      title: 'Hara is busy in another tab',
      description: expect.stringContaining('nothing was saved here'),
    })
    expect(merged.changed).toBe(false)
    const saved = await storedJournal('alice')
    expect(wordsOf(saved.entries)).not.toContain('Made on the other phone')
    expect(saved.entries).toHaveLength(5)
  })

  it('wins on its fourth try, with what the other tab wrote kept and counted', async () => {
    const incoming = await elsewhere()
    await signIn('alice')
    await saveCheckIn(tap({ description: 'Made here' }))
    const race = await anotherTabWinsRaces('alice', 3)

    const merged = await merge(incoming)
    race.restore()
    expect(merged).toMatchObject({ changed: true, write: { ok: true }, report: { added: 2 } })
    const saved = await storedJournal('alice')
    expect(wordsOf(saved.entries)).toEqual([
      'Also made there',
      'Checked in from another tab (1)',
      'Checked in from another tab (2)',
      'Checked in from another tab (3)',
      'Made here',
      'Made on the other phone',
    ])
    // XP and the summary count all six: nothing the other tab wrote is lost from them.
    expect(saved.summary).toMatchObject({ entries: 6 })
    expect(saved.gamification).toMatchObject({ totalCheckins: 6 })
    expect(getGamification().totalCheckins).toBe(6)
    expect(wordsOf(await getEntries())).toContain('Made on the other phone')
  })
})
