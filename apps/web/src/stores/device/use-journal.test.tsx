import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  setActiveUser,
  setCachedAnalysis,
  setDailyReminders,
  setOnboardingChallenge,
  setOnboardingCompleted,
  setOnboardingFocus,
} from '@/stores/device'
import { signIn } from '@/test/journal-store'
import {
  useCachedAnalysis,
  useDailyFocusCache,
  useLastDailyGuidance,
  useMissionsCache,
  useNotificationSettings,
  useOnboardingChoices,
  useOnboardingCompleted,
  usePatternsCache,
  useStorageProblems,
} from './use-journal'

/** What another tab does: write storage, then the browser fires `storage` here. */
function writeFromOtherTab(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key)
  else localStorage.setItem(key, value)
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }))
}

beforeEach(() => setActiveUser(null))
afterEach(() => setActiveUser(null))

describe('journal hooks', () => {
  it('show a value changed in another tab at once', () => {
    act(() => setActiveUser('alice'))
    const { result } = renderHook(() => useNotificationSettings())
    act(() => writeFromOtherTab('hara:u:alice:weeklyInsights', 'true'))
    expect(result.current).toEqual({
      dailyReminders: false,
      weeklyInsights: true,
      reminderTime: null,
    })
  })

  it('ignore another user’s keys and follow a storage cleared elsewhere', () => {
    act(() => setActiveUser('alice'))
    setDailyReminders(true)
    const { result } = renderHook(() => useNotificationSettings())
    act(() => writeFromOtherTab('hara:u:bob:dailyReminders', 'false'))
    expect(result.current.dailyReminders).toBe(true)
    act(() => {
      localStorage.clear()
      window.dispatchEvent(new StorageEvent('storage', { key: null }))
    })
    expect(result.current.dailyReminders).toBe(false)
  })

  it('expose caches, settings, onboarding and problems', async () => {
    localStorage.setItem('hara:u:alice:gutEntries', '{oops')
    await act(() => signIn('alice'))
    const { result } = renderHook(() => ({
      tone: useCachedAnalysis('tone'),
      focus: useDailyFocusCache(),
      missions: useMissionsCache(),
      patterns: usePatternsCache(),
      guidance: useLastDailyGuidance(),
      completed: useOnboardingCompleted(),
      choices: useOnboardingChoices(),
      problems: useStorageProblems(),
    }))
    expect(result.current).toMatchObject({
      tone: null,
      focus: null,
      missions: null,
      patterns: null,
      guidance: null,
      completed: false,
      choices: { focus: null, challenge: null },
    })
    expect(result.current.problems).toHaveLength(1)
    act(() => {
      setCachedAnalysis('tone', { insufficient: true }, 5)
      setOnboardingCompleted()
      setOnboardingFocus('financial')
      setOnboardingChallenge('Impulse buys')
    })
    expect(result.current.tone).toEqual({ value: { insufficient: true }, cachedAt: 5 })
    expect(result.current.completed).toBe(true)
    expect(result.current.choices).toEqual({ focus: 'financial', challenge: 'Impulse buys' })
  })
})
