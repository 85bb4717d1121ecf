import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setActiveUser } from '@/stores/device'
import { getEntries, getGamification } from '@/stores/records'
import { getStorageProblems } from '@/stores/device/engine'
import { saveCheckIn } from '../entry-changes'
import { quotaExceeded, signIn, stored, storedJournal, tap } from '@/test/journal-store'
import { legacyKeys, writeLegacyJournal, writeLegacyTexts } from '@/test/legacy-journal'

/** An older journal that cannot be read in full: what is read moves, the rest is kept aside. */

beforeEach(() => setActiveUser(null))
afterEach(() => {
  vi.restoreAllMocks()
  setActiveUser(null)
})

/** The recovery copies of `name` kept for alice, with their text. */
function recoveryCopies(name: string): [string, string | null][] {
  const prefix = `hara:u:alice:recovery:${name}:`
  return Object.keys(localStorage)
    .filter((key) => key.startsWith(prefix))
    .map((key) => [key, stored(key)])
}

describe('an older journal that cannot be read in full', () => {
  it('keeps the list with an unreadable item aside, moves the rest and reports it', async () => {
    const legacy = writeLegacyJournal('alice')
    const readable = JSON.parse(legacy.texts.gutEntries) as unknown[]
    const text = JSON.stringify([...readable, { mode: 'tap', nonsense: true }, 'x'])
    writeLegacyTexts('alice', { gutEntries: text })
    await signIn('alice')

    expect(recoveryCopies('gutEntries')).toEqual([
      [expect.stringMatching(/^hara:u:alice:recovery:gutEntries:\d+$/), text],
    ])
    expect(getStorageProblems()).toEqual([
      expect.objectContaining({
        name: 'gutEntries',
        title: 'Some saved check-ins could not be read',
        description: expect.stringContaining('kept a copy'),
      }),
    ])
    expect(await getEntries()).toHaveLength(3)
    expect((await storedJournal('alice')).move).toMatchObject({ count: 3 })
    expect(legacyKeys('alice')).toEqual([])
  })

  it('never crashes on a list that is not JSON, and is silent once it is kept aside', async () => {
    writeLegacyTexts('alice', { gutEntries: '[{"mode":"tap","timest' })
    await signIn('alice')
    expect(await getEntries()).toEqual([])
    expect(getStorageProblems()).toHaveLength(1)
    expect(recoveryCopies('gutEntries').map(([, text]) => text)).toEqual(['[{"mode":"tap","timest'])
    expect(legacyKeys('alice')).toEqual([])

    setActiveUser(null)
    await signIn('alice')
    expect(getStorageProblems()).toEqual([])
    expect((await saveCheckIn(tap())).write.ok).toBe(true)
  })

  it('keeps the readable fields of a bad gamification state, and its text aside', async () => {
    const text = '{"totalXP":120,"totalCheckins":"lots"}'
    writeLegacyTexts('alice', { gamification: text })
    await signIn('alice')
    expect(getGamification()).toMatchObject({ totalXP: 120, totalCheckins: 0 })
    expect((await storedJournal('alice')).gamification).toMatchObject({ totalXP: 120 })
    expect(recoveryCopies('gamification').map(([, kept]) => kept)).toEqual([text])
    expect(legacyKeys('alice')).toEqual([])
  })

  it('leaves the old journal where it is when not even a copy fits', async () => {
    writeLegacyTexts('alice', { gutEntries: 'not json' })
    quotaExceeded()
    await signIn('alice')
    expect(await getEntries()).toEqual([])
    expect(getStorageProblems()).toEqual([
      expect.objectContaining({ title: "Your journal couldn't be moved yet" }),
    ])
    expect(stored('hara:u:alice:gutEntries')).toBe('not json')
    expect(await storedJournal('alice')).toMatchObject({ entries: [], move: null })
  })
})
