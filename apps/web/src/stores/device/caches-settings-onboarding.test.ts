import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  clearPatterns,
  getOnboardingChallenge,
  getOnboardingFocus,
  setActiveUser,
  setCachedAnalysis,
  setDailyFocus,
  setDailyReminders,
  setDailyGuidance,
  setMissions,
  setOnboardingChallenge,
  setOnboardingCompleted,
  setOnboardingFocus,
  setPatterns,
  setWeeklyInsights,
  todayOnDevice,
} from '@/stores/device'
import {
  clearCachedAnalyses,
  getCachedAnalysis,
  getFreshAnalysis,
  getDailyGuidanceCache,
  getLastDailyGuidance,
  getMissionsCache,
  getPatternsCache,
} from './coach-caches'
import { isOnboardingCompleted } from './onboarding'
import { getDailyReminders } from './settings'
import { saveCheckIn } from '@/stores/records/entry-changes'
import { stored, tap } from '@/test/journal-store'

beforeEach(() => setActiveUser(null))
afterEach(() => {
  vi.restoreAllMocks()
  setActiveUser(null)
})

describe('caches, settings and onboarding', () => {
  it('stores the analyses with their time keys and knows when they are fresh', async () => {
    setActiveUser('alice')
    await saveCheckIn(tap())
    const before = Date.now() - 60_000
    setCachedAnalysis('signals', { signals: [] }, before)
    expect(stored('hara:u:alice:cachedSignalsTime')).toBe(String(before))
    expect(getCachedAnalysis('signals')).toEqual({ value: { signals: [] }, cachedAt: before })
    expect(await getFreshAnalysis('signals')).toBeNull()
    setCachedAnalysis('signals', { signals: [] })
    expect(await getFreshAnalysis('signals')).toEqual({ signals: [] })
    setCachedAnalysis('tone', { insufficient: true })
    expect(await getFreshAnalysis('tone')).toBeNull()
    clearCachedAnalyses()
    expect(getCachedAnalysis('signals')).toBeNull()
  })

  it('keeps focus and missions with their day, patterns with their time', () => {
    setActiveUser('alice')
    setDailyFocus('Notice your breath', '2025-11-03')
    expect(stored('hara:u:alice:cachedFocus')).toBe('Notice your breath')
    expect(stored('hara:u:alice:cachedFocusDate')).toBe('2025-11-03')
    const missions = [{ id: 'm1', title: 'Pause once', category: 'Work' }]
    setMissions(missions)
    expect(getMissionsCache()).toEqual({ missions, date: todayOnDevice() })
    // A day's plan keeps its language and its words in the others beside them (ADR 0082).
    const words = { en: { focus: 'Pause.', missions: ['Pause once'] } }
    setMissions(missions, '2025-11-03', 'shown:x', 'de', words)
    expect(JSON.parse(stored('hara:u:alice:cachedMissionsWords')!)).toEqual({
      language: 'de',
      words,
    })
    setActiveUser(null)
    setActiveUser('alice')
    expect(getMissionsCache()).toEqual({
      missions,
      date: '2025-11-03',
      basis: 'shown:x',
      language: 'de',
      words,
    })
    setMissions(missions)
    expect(stored('hara:u:alice:cachedMissionsWords')).toBeNull()
    const pattern = {
      title: 'Fast yes',
      observation: 'You agree quickly',
      intuitionGuide: 'Pause',
      relatedEntries: [],
      questions: [],
    }
    setPatterns([pattern], 1000)
    expect(getPatternsCache()).toEqual({ patterns: [pattern], cachedAt: 1000 })
    clearPatterns()
    expect(getPatternsCache()).toBeNull()
    setDailyGuidance('### Good to see you', '2025-11-03')
    expect(getLastDailyGuidance()).toBe('2025-11-03')
    expect(getDailyGuidanceCache()).toEqual({ text: '### Good to see you', date: '2025-11-03' })
    expect(stored('hara:u:alice:lastDailyGuidance')).toBe('2025-11-03')
    expect(stored('hara:u:alice:cachedDailyGuidance')).toBe('### Good to see you')
  })

  it('reads a guidance day kept without its text (an older version) as no guidance', () => {
    localStorage.setItem('hara:u:alice:lastDailyGuidance', '2025-11-03')
    setActiveUser('alice')
    expect(getDailyGuidanceCache()).toBeNull()
    expect(getLastDailyGuidance()).toBeNull()
  })

  it("stores the switches as 'true' / 'false'", () => {
    setActiveUser('alice')
    expect(getDailyReminders()).toBe(false)
    setDailyReminders(true)
    setWeeklyInsights(false)
    expect(stored('hara:u:alice:dailyReminders')).toBe('true')
    expect(stored('hara:u:alice:weeklyInsights')).toBe('false')
    expect(getDailyReminders()).toBe(true)
  })

  it('keeps the onboarding flag and choices', () => {
    setActiveUser('alice')
    setOnboardingFocus('career')
    setOnboardingChallenge('  Saying no to my boss ')
    expect(getOnboardingFocus()).toBe('career')
    expect(getOnboardingChallenge()).toBe('Saying no to my boss')
    setOnboardingChallenge('  ')
    expect(getOnboardingChallenge()).toBeNull()
    expect(stored('hara:u:alice:onboardingChallenge')).toBeNull()
    setOnboardingCompleted()
    expect(isOnboardingCompleted()).toBe(true)
  })
})
