import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  clearAllData,
  getCachedAnalysis,
  getDailyFocusCache,
  getDailyReminders,
  getEntries,
  getGamification,
  getOnboardingFocus,
  getStorageProblems,
  getUnsavedChanges,
  isOnboardingCompleted,
  saveCheckIn,
  setActiveUser,
  setDailyReminders,
  setOnboardingCompleted,
} from '.'
import { quotaExceeded, stored, storedJson, tap, voice } from './test-helpers'

beforeEach(() => setActiveUser(null))
afterEach(() => {
  vi.restoreAllMocks()
  setActiveUser(null)
})

describe('a full storage', () => {
  it('keeps the entry in memory, reports it, and saves it with the next write', () => {
    setActiveUser('alice')
    const first = saveCheckIn(tap())
    const before = {
      entries: stored('hara:u:alice:gutEntries'),
      state: stored('hara:u:alice:gamification'),
    }
    const setItem = quotaExceeded()

    const { entry, write } = saveCheckIn(voice())
    expect(write).toMatchObject({
      ok: false,
      reason: 'quota',
      title: "Your phone's storage is full",
    })
    // The store reports it for the app to show; it shows nothing itself.
    expect(getUnsavedChanges()).toMatchObject({
      reason: 'quota',
      title: "Your phone's storage is full",
      description: expect.stringContaining("isn't saved yet"),
      attempt: 1,
    })
    expect(setDailyReminders(true).ok).toBe(false)
    expect(getUnsavedChanges()?.attempt).toBe(2)
    // Nothing the user typed is lost: it is in memory and shown.
    expect(getEntries().map((e) => e.id)).toEqual([first.entry.id, entry.id])
    // Storage still holds the last consistent journal: no half-written check-in.
    expect(stored('hara:u:alice:gutEntries')).toBe(before.entries)
    expect(stored('hara:u:alice:gamification')).toBe(before.state)

    setItem.mockRestore()
    expect(setDailyReminders(true)).toEqual({ ok: true })
    expect(getUnsavedChanges()).toBeNull()
    expect((storedJson('hara:u:alice:gutEntries') as { id: string }[]).map((e) => e.id)).toEqual([
      first.entry.id,
      entry.id,
    ])
    expect(storedJson('hara:u:alice:gamification')).toMatchObject({ totalCheckins: 2 })
  })

  it('rolls back the first key when the second one does not fit', () => {
    setActiveUser('alice')
    saveCheckIn(tap())
    const before = stored('hara:u:alice:gutEntries')
    const realSetItem = Storage.prototype.setItem
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (key.endsWith(':gamification')) throw new DOMException('full', 'QuotaExceededError')
      realSetItem.call(this, key, value)
    })
    expect(saveCheckIn(tap()).write.ok).toBe(false)
    expect(stored('hara:u:alice:gutEntries')).toBe(before)
    expect(getEntries()).toHaveLength(2)
  })

  it('reports a storage that refuses every write (private mode)', () => {
    setActiveUser('alice')
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(saveCheckIn(tap()).write).toMatchObject({ ok: false, reason: 'unavailable' })
    expect(getEntries()).toHaveLength(1)
  })
})

describe('a corrupt journal', () => {
  it('never crashes, keeps the raw text under a recovery key and reports it', () => {
    localStorage.setItem('hara:u:alice:gutEntries', '[{"mode":"tap","timest')
    setActiveUser('alice')
    expect(getEntries()).toEqual([])
    const [problem] = getStorageProblems()
    expect(problem).toMatchObject({ name: 'gutEntries', kind: 'invalid-json' })
    expect(problem?.recoveryKey).toMatch(/^hara:u:alice:recovery:gutEntries:\d+$/)
    expect(stored(problem!.recoveryKey!)).toBe('[{"mode":"tap","timest')

    // The readable part replaced the bad text, so the next load is clean and silent.
    setActiveUser(null)
    setActiveUser('alice')
    expect(getStorageProblems()).toEqual([])
    expect(saveCheckIn(tap()).write.ok).toBe(true)
  })

  it('keeps the valid entries of a partly bad list', () => {
    setActiveUser('alice')
    const { entry } = saveCheckIn(tap())
    const text = JSON.stringify([entry, { mode: 'tap', nonsense: true }, 'x'])
    localStorage.setItem('hara:u:alice:gutEntries', text)
    setActiveUser(null)
    setActiveUser('alice')
    expect(getEntries()).toEqual([entry])
    expect(getStorageProblems()[0]).toMatchObject({ kind: 'partly-invalid' })
    expect(stored(getStorageProblems()[0]!.recoveryKey!)).toBe(text)
    expect(storedJson('hara:u:alice:gutEntries')).toEqual([entry])
  })

  it('keeps the readable fields of a bad gamification state', () => {
    localStorage.setItem('hara:u:alice:gamification', '{"totalXP":120,"totalCheckins":"lots"}')
    setActiveUser('alice')
    expect(getGamification()).toMatchObject({ totalXP: 120, totalCheckins: 0 })
    expect(getStorageProblems()[0]).toMatchObject({ name: 'gamification' })
  })

  it('leaves the bad text in place when not even a copy fits', () => {
    localStorage.setItem('hara:u:alice:gutEntries', 'not json')
    quotaExceeded()
    setActiveUser('alice')
    expect(getEntries()).toEqual([])
    expect(getStorageProblems()[0]).toMatchObject({ recoveryKey: null })
    expect(stored('hara:u:alice:gutEntries')).toBe('not json')
  })

  it('treats an unreadable cache or setting as unset, quietly', () => {
    localStorage.setItem('hara:u:alice:cachedTrust', '{"honoredPercentage":')
    localStorage.setItem('hara:u:alice:cachedTrustTime', '123')
    localStorage.setItem('hara:u:alice:dailyReminders', 'yes please')
    localStorage.setItem('hara:u:alice:onboardingFocus', 'health')
    localStorage.setItem('hara:u:alice:cachedFocus', 'Breathe')
    localStorage.setItem('hara:u:alice:cachedFocusDate', 'Mon Nov 03 2025')
    setActiveUser('alice')
    expect(getCachedAnalysis('trust')).toBeNull()
    expect(getDailyReminders()).toBe(false)
    expect(getOnboardingFocus()).toBeNull()
    expect(getDailyFocusCache()).toEqual({ text: 'Breathe', date: '2025-11-03' })
    expect(getStorageProblems()).toEqual([])
    expect(stored('hara:u:alice:cachedTrust')).toBeNull()
    expect(stored('hara:u:alice:cachedFocusDate')).toBe('2025-11-03')
  })
})

describe('two users on one device', () => {
  it('shows each user their own journal and nothing of the other', () => {
    setActiveUser('alice')
    saveCheckIn(tap({ description: "Alice's secret" }))
    setDailyReminders(true)
    setOnboardingCompleted()

    setActiveUser('bob')
    expect(getEntries()).toEqual([])
    expect(getGamification().totalXP).toBe(0)
    expect(getDailyReminders()).toBe(false)
    expect(isOnboardingCompleted()).toBe(false)
    saveCheckIn(voice())

    setActiveUser('alice')
    expect(getEntries().map((entry) => entry.mode)).toEqual(['tap'])
    expect(isOnboardingCompleted()).toBe(true)
    expect(stored('hara:u:alice:onboarding_completed_alice')).toBe('true')
    expect(JSON.stringify(storedJson('hara:u:bob:gutEntries'))).not.toContain("Alice's secret")
  })

  it('shows nothing when nobody is signed in', () => {
    setActiveUser('alice')
    saveCheckIn(tap())
    setActiveUser(null)
    expect(getEntries()).toEqual([])
    expect(isOnboardingCompleted()).toBe(false)
  })

  it('keeps the device-level theme key alone', () => {
    localStorage.setItem('theme', 'light')
    setActiveUser('alice')
    saveCheckIn(tap())
    clearAllData()
    expect(stored('theme')).toBe('light')
  })
})

describe('other tabs', () => {
  it('reads a value another tab wrote, before changing it', () => {
    setActiveUser('alice')
    const { entry } = saveCheckIn(tap())
    const other = { ...entry, id: '00000000-0000-4000-8000-000000000099' }
    localStorage.setItem('hara:u:alice:gutEntries', JSON.stringify([entry, other]))
    saveCheckIn(voice())
    expect(getEntries().map((e) => e.id)).toEqual([entry.id, other.id, expect.any(String)])
  })
})
