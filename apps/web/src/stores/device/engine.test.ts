import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  getOnboardingFocus,
  setActiveUser,
  setCachedAnalysis,
  setDailyReminders,
  setOnboardingCompleted,
  setWeeklyInsights,
} from '@/stores/device'
import { getEntries, getGamification } from '@/stores/records'
import { getCachedAnalysis, getDailyFocusCache } from './coach-caches'
import { getStorageProblems, getUnsavedChanges } from './engine'
import { isOnboardingCompleted } from './onboarding'
import { getDailyReminders, getWeeklyInsights } from './settings'
import { saveCheckIn } from '@/stores/records/entry-changes'
import {
  quotaExceeded,
  signIn,
  stored,
  storedJournal,
  tap,
  trust,
  voice,
} from '@/test/journal-store'
import { clearAllData } from '@/stores/records/whole-journal'

beforeEach(() => setActiveUser(null))
afterEach(() => {
  vi.restoreAllMocks()
  setActiveUser(null)
})

describe('a full storage', () => {
  it('keeps a setting in memory, reports it, and saves it with the next write', () => {
    setActiveUser('alice')
    const setItem = quotaExceeded()
    expect(setDailyReminders(true)).toMatchObject({
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
    expect(setWeeklyInsights(true).ok).toBe(false)
    expect(getUnsavedChanges()?.attempt).toBe(2)
    // Nothing the user chose is lost: it is in memory and shown.
    expect(getDailyReminders()).toBe(true)
    expect(stored('hara:u:alice:dailyReminders')).toBeNull()

    setItem.mockRestore()
    expect(setOnboardingCompleted()).toEqual({ ok: true })
    expect(getUnsavedChanges()).toBeNull()
    expect(stored('hara:u:alice:dailyReminders')).toBe('true')
    expect(stored('hara:u:alice:weeklyInsights')).toBe('true')
  })

  it('puts the first key of a change back when the second one does not fit', () => {
    setActiveUser('alice')
    setCachedAnalysis('trust', trust, 1000)
    const before = stored('hara:u:alice:cachedTrust')
    const realSetItem = Storage.prototype.setItem
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (key.endsWith(':cachedTrustTime')) throw new DOMException('full', 'QuotaExceededError')
      realSetItem.call(this, key, value)
    })
    expect(setCachedAnalysis('trust', { ...trust, recommendation: 'Rest' }, 2000).ok).toBe(false)
    expect(stored('hara:u:alice:cachedTrust')).toBe(before)
    expect(stored('hara:u:alice:cachedTrustTime')).toBe('1000')
    expect(getCachedAnalysis('trust')?.cachedAt).toBe(2000)
  })

  it('reports a browser that lets nothing be saved (private mode)', async () => {
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    await signIn('alice')
    const { entry, write } = await saveCheckIn(tap())
    expect(write).toMatchObject({ ok: false, reason: 'unavailable' })
    expect(entry).toBeNull()
    expect(getUnsavedChanges()).toMatchObject({ reason: 'unavailable', attempt: 1 })
    expect(setDailyReminders(true)).toMatchObject({ ok: false, reason: 'unavailable' })
    expect(await getEntries()).toEqual([])
  })
})

describe('an unreadable value', () => {
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
  it('shows each user their own journal and nothing of the other', async () => {
    setActiveUser('alice')
    await saveCheckIn(tap({ description: "Alice's secret" }))
    setDailyReminders(true)
    setOnboardingCompleted()

    await signIn('bob')
    expect(await getEntries()).toEqual([])
    expect(getGamification().totalXP).toBe(0)
    expect(getDailyReminders()).toBe(false)
    expect(isOnboardingCompleted()).toBe(false)
    await saveCheckIn(voice())

    await signIn('alice')
    expect((await getEntries()).map((entry) => entry.mode)).toEqual(['tap'])
    expect(getGamification().totalCheckins).toBe(1)
    expect(isOnboardingCompleted()).toBe(true)
    expect(stored('hara:u:alice:onboarding_completed_alice')).toBe('true')
    const bobs = await storedJournal('bob')
    expect(bobs.entries).toHaveLength(1)
    expect(JSON.stringify(bobs)).not.toContain("Alice's secret")
  })

  it('shows nothing when nobody is signed in', async () => {
    setActiveUser('alice')
    await saveCheckIn(tap())
    setActiveUser(null)
    expect(await getEntries()).toEqual([])
    expect(getGamification().totalXP).toBe(0)
    expect(isOnboardingCompleted()).toBe(false)
  })

  it('keeps the device-level theme key alone', async () => {
    localStorage.setItem('theme', 'light')
    setActiveUser('alice')
    await saveCheckIn(tap())
    await clearAllData()
    expect(stored('theme')).toBe('light')
  })
})

describe('other tabs', () => {
  it('reads a value another tab wrote, and a change of another value keeps it', () => {
    setActiveUser('alice')
    setDailyReminders(true)
    localStorage.setItem('hara:u:alice:weeklyInsights', 'true')
    setOnboardingCompleted()
    expect(getWeeklyInsights()).toBe(true)
    expect(stored('hara:u:alice:weeklyInsights')).toBe('true')
    expect(stored('hara:u:alice:dailyReminders')).toBe('true')
  })
})
