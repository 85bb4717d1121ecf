import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setActiveUser } from '@/stores/device'
import { removeRecoveryCopies } from '@/stores/device/engine'
import { sealJournal, setSealKey, unsealJournal } from '../journal-seal'
import { signIn } from '@/test/journal-store'
import { writeLegacyTexts } from '@/test/legacy-journal'

/**
 * Journal text an older version kept that could not be read is set aside as a recovery copy,
 * never dropped. It holds the person's words, so it follows the lock (ADR 0040): sealed with the
 * journal, never plain in storage while Hara is locked, and plain again when the lock goes.
 */

const WORDS = 'Told nobody about the second offer'
const UNREADABLE = `[{"mode":"tap","description":"${WORDS}","timest`

const newKey = () =>
  crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])

/** Every value of localStorage, as the page's script reads it. */
const inStorage = () => JSON.stringify({ ...localStorage })

/** The recovery copies of `userId`, as stored. */
const copies = (userId: string) =>
  Object.keys(localStorage)
    .filter((key) => key.startsWith(`hara:u:${userId}:recovery:`))
    .map((key) => localStorage.getItem(key))

beforeEach(() => setActiveUser(null))
afterEach(() => {
  setActiveUser(null)
  setSealKey(null)
})

describe('a recovery copy of unreadable journal text', () => {
  it('is sealed with the journal, stays sealed while locked, and is plain again when the lock goes', async () => {
    writeLegacyTexts('copy-a', { gutEntries: UNREADABLE })
    await signIn('copy-a')
    expect(copies('copy-a')).toEqual([UNREADABLE])

    const key = await newKey()
    await sealJournal(key, 'copy-a')
    expect(copies('copy-a')).toHaveLength(1)
    expect(inStorage()).not.toContain(WORDS)

    // Locked, then opened again by a later start.
    setSealKey(null)
    await signIn(null)
    expect(inStorage()).not.toContain(WORDS)
    setSealKey(key, 'copy-a')
    await signIn('copy-a')

    // The lock turned off: the copy is as it was set aside.
    await unsealJournal(key, 'copy-a')
    expect(copies('copy-a')).toEqual([UNREADABLE])
  })

  it('is set aside sealed when the journal is already sealed', async () => {
    const key = await newKey()
    setSealKey(key, 'copy-b')
    writeLegacyTexts('copy-b', { gutEntries: UNREADABLE })
    await signIn('copy-b')
    expect(copies('copy-b')).toHaveLength(1)
    expect(inStorage()).not.toContain(WORDS)

    await unsealJournal(key, 'copy-b')
    expect(copies('copy-b')).toEqual([UNREADABLE])
  })

  it('sealed, still goes with Clear all data', async () => {
    writeLegacyTexts('copy-c', { gutEntries: UNREADABLE })
    await signIn('copy-c')
    await sealJournal(await newKey(), 'copy-c')
    removeRecoveryCopies()
    expect(copies('copy-c')).toEqual([])
  })
})
