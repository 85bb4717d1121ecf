import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  saveCheckIn,
  setActiveUser,
  setCachedAnalysis,
  setDailyReminders,
  setOnboardingChallenge,
  setOnboardingCompleted,
  setOnboardingFocus,
  todayOnDevice,
} from '.'
import {
  useAchievementBoard,
  useActiveUserId,
  useCachedAnalysis,
  useDailyFocusCache,
  useEntries,
  useGamification,
  useLastDailyGuidance,
  useLevel,
  useMissionsCache,
  useNotificationSettings,
  useOnboardingChoices,
  useOnboardingCompleted,
  usePatternsCache,
  useStorageProblems,
  useStreakToday,
  useTrustScore,
  useWeekStats,
  useWeekStrip,
} from './use-journal'

const draft = {
  mode: 'tap',
  context: 'Health',
  description: 'Skipped the run',
  bodySensation: 'Numb',
  gutFeeling: 'pause',
  willIgnore: 'no',
} as const

/** What another tab does: write storage, then the browser fires `storage` here. */
function writeFromOtherTab(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key)
  else localStorage.setItem(key, value)
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }))
}

beforeEach(() => setActiveUser(null))
afterEach(() => setActiveUser(null))

describe('journal hooks', () => {
  it('show the active user and re-render on a save', () => {
    const { result } = renderHook(() => ({
      user: useActiveUserId(),
      entries: useEntries(),
      gamification: useGamification(),
      streak: useStreakToday(),
      level: useLevel(),
      strip: useWeekStrip(),
      week: useWeekStats(),
      trust: useTrustScore(),
      board: useAchievementBoard(),
    }))
    expect(result.current.user).toBeNull()
    expect(result.current.entries).toEqual([])
    expect(result.current.level).toMatchObject({ level: 1, name: 'The Listener' })

    act(() => setActiveUser('alice'))
    act(() => void saveCheckIn(draft))
    expect(result.current.user).toBe('alice')
    expect(result.current.entries).toHaveLength(1)
    expect(result.current.gamification.totalCheckins).toBe(1)
    expect(result.current.streak).toBe(1)
    expect(result.current.level.totalXP).toBe(45)
    expect(result.current.strip.find((day) => day.isToday)).toMatchObject({
      date: todayOnDevice(),
      hasCheckIn: true,
    })
    expect(result.current.week).toEqual({ checkIns: 1, gutHonored: 1, decisionsMade: 0 })
    expect(result.current.trust).toMatchObject({ percent: 100 })
    expect(result.current.board.unlockedCount).toBe(2)
  })

  it('keep the same values between unrelated changes', () => {
    act(() => setActiveUser('alice'))
    const { result } = renderHook(() => useEntries())
    const first = result.current
    act(() => void setDailyReminders(true))
    expect(result.current).toBe(first)
  })

  it('show a change made in another tab at once', () => {
    act(() => setActiveUser('alice'))
    const { result } = renderHook(() => ({
      entries: useEntries(),
      settings: useNotificationSettings(),
    }))
    let saved = ''
    act(() => {
      saved = JSON.stringify([saveCheckIn(draft).entry])
    })
    // Another tab clears the journal, then adds it back and turns weekly insights on.
    act(() => writeFromOtherTab('hara:u:alice:gutEntries', '[]'))
    expect(result.current.entries).toEqual([])
    act(() => writeFromOtherTab('hara:u:alice:gutEntries', saved))
    expect(result.current.entries).toHaveLength(1)
    act(() => writeFromOtherTab('hara:u:alice:weeklyInsights', 'true'))
    expect(result.current.settings).toEqual({
      dailyReminders: false,
      weeklyInsights: true,
      reminderTime: null,
    })
  })

  it('ignore another user’s keys and follow a storage cleared elsewhere', () => {
    act(() => setActiveUser('alice'))
    act(() => void saveCheckIn(draft))
    const { result } = renderHook(() => useEntries())
    act(() => writeFromOtherTab('hara:u:bob:gutEntries', '[]'))
    expect(result.current).toHaveLength(1)
    act(() => {
      localStorage.clear()
      window.dispatchEvent(new StorageEvent('storage', { key: null }))
    })
    expect(result.current).toEqual([])
  })

  it('expose caches, settings, onboarding and problems', () => {
    localStorage.setItem('hara:u:alice:gutEntries', '{oops')
    act(() => setActiveUser('alice'))
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
