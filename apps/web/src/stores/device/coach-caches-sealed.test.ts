import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setActiveUser, setDailyFocus, setPatterns } from '@/stores/device'
import { getPatternsCache } from './coach-caches'
import { setSealKey } from '@/stores/records/database/seal-key'

/**
 * While the lock seals the journal (ADR 0040), the coach's caches hold no plain words in
 * storage: read as someone holding the locked phone would read it. (The draft of a check-in in
 * progress, and caches kept before sealing began: features/app-lock/lib/drafts-follow-lock.test.ts.)
 */

const WORDS = 'Trusting the quiet no about the move'
const USER = 'sealed-caches'

/** Every value of localStorage and sessionStorage, as text. */
function storageText(): string {
  const all: string[] = []
  for (const store of [localStorage, sessionStorage]) {
    for (let index = 0; index < store.length; index++) {
      const key = store.key(index)!
      all.push(`${key}=${store.getItem(key)}`)
    }
  }
  return all.join('\n')
}

const pattern = { title: WORDS, description: WORDS, confidence: 'high' } as never

async function lockKey() {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  setActiveUser(null)
})
afterEach(() => {
  setSealKey(null)
  setActiveUser(null)
})

describe('the coach caches while the lock seals', () => {
  it('without the lock: kept in storage as before', () => {
    setActiveUser(USER)
    setPatterns([pattern])
    expect(storageText()).toContain(WORDS)
  })

  it('while sealing: new ones stay in memory only, and leave with the journal on lock', async () => {
    setActiveUser(USER)
    setSealKey(await lockKey(), USER)
    setPatterns([pattern])
    setDailyFocus(WORDS)
    expect(getPatternsCache()?.patterns).toHaveLength(1)
    expect(storageText()).not.toContain(WORDS)

    // Locked: the journal closes with its caches, the key goes; nothing is left at rest.
    setActiveUser(null)
    setSealKey(null)
    expect(storageText()).not.toContain(WORDS)
  })
})
