import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { draftPrefix } from '@/lib/device-keys'
import { readDraft, writeDraft } from '@/lib/session-draft'
import { setSealKey } from '@/stores/records/database/seal-key'
import './drafts-follow-lock'

/**
 * A check-in in progress and the coach's caches while the lock seals (ADR 0040): no plain
 * words in either storage.
 */

const WORDS = 'Halfway through the words about the move'
const USER = 'draft-user'
const draftKey = `${draftPrefix(USER)}tap`
const read = () => readDraft(draftKey, (value) => value)
const inSession = () => JSON.stringify({ ...sessionStorage })
const key = () =>
  crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])

beforeEach(() => {
  sessionStorage.clear()
  localStorage.clear()
})
afterEach(() => setSealKey(null))

describe('the draft of a check-in while the lock seals', () => {
  it('is kept in sessionStorage without the lock', () => {
    writeDraft(draftKey, { description: WORDS })
    expect(inSession()).toContain(WORDS)
  })

  it('leaves sessionStorage when sealing starts, stays in memory while unlocked, and goes on lock', async () => {
    writeDraft(draftKey, { description: WORDS })
    setSealKey(await key(), USER)
    expect(inSession()).not.toContain(WORDS)

    writeDraft(draftKey, { description: WORDS })
    expect(read()).toEqual({ description: WORDS })
    expect(inSession()).not.toContain(WORDS)

    setSealKey(null)
    expect(read()).toBeUndefined()
    expect(inSession()).not.toContain(WORDS)
  })

  it("removes the coach's caches kept before sealing began", async () => {
    localStorage.setItem(`hara:u:${USER}:cachedPatterns`, JSON.stringify([{ title: WORDS }]))
    localStorage.setItem(`hara:u:${USER}:cachedFocus`, WORDS)
    localStorage.setItem(`hara:u:${USER}:onboardingFocus`, 'kept')
    setSealKey(await key(), USER)
    expect(JSON.stringify({ ...localStorage })).not.toContain(WORDS)
    expect(localStorage.getItem(`hara:u:${USER}:onboardingFocus`)).toBe('kept')
  })
})
