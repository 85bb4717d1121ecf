import { addDays, legacyEntryId, localDay } from '@hara/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { draftKey } from '@/lib/device-keys'
import {
  clearAllData,
  clearOutcome,
  deleteEntry,
  undoDelete,
  getCachedAnalysis,
  getDailyFocusCache,
  getEntries,
  getGamification,
  getLastDailyGuidance,
  getPatternsCache,
  getStorageProblems,
  getWeeklyInsights,
  isOnboardingCompleted,
  saveCheckIn,
  setActiveUser,
  setCachedAnalysis,
  setDailyFocus,
  setDailyGuidance,
  setOnboardingCompleted,
  setOutcome,
  setPatterns,
  setWeeklyInsights,
  snoozeFollowUp,
  stopFollowUp,
  todayOnDevice,
} from '.'
import { stored, storedJson, tap, trust, voice } from './test-helpers'

beforeEach(() => setActiveUser(null))
afterEach(() => {
  vi.restoreAllMocks()
  setActiveUser(null)
})

describe('saving a check-in', () => {
  it('appends the entry and updates the gamification state in one step, under the user', () => {
    setActiveUser('alice')
    const { entry, earned, write } = saveCheckIn(tap())
    expect(write).toEqual({ ok: true })
    expect(entry).toMatchObject({ mode: 'tap', xp: 10, day: todayOnDevice() })
    expect(earned.achievements.map((a) => a.id)).toEqual(['first_listen', 'gut_honor'])
    expect(storedJson('hara:u:alice:gutEntries')).toEqual([entry])
    expect(storedJson('hara:u:alice:gamification')).toMatchObject({
      totalXP: 45,
      totalCheckins: 1,
      currentStreak: 1,
      lastCheckInDate: todayOnDevice(),
    })
    expect(getEntries()).toEqual([entry])
    expect(getGamification().achievements).toHaveLength(2)
    expect(stored('gutEntries')).toBeNull()
  })

  it('asks the browser to keep the storage on the first save', async () => {
    const persist = vi.fn().mockResolvedValue(true)
    const persisted = vi.fn().mockResolvedValue(false)
    Object.defineProperty(navigator, 'storage', {
      value: { persist, persisted },
      configurable: true,
    })
    try {
      setActiveUser('alice')
      saveCheckIn(tap())
      saveCheckIn(tap())
      await vi.waitFor(() => expect(persist).toHaveBeenCalledTimes(1))
      expect(persisted).toHaveBeenCalledTimes(1)
    } finally {
      Reflect.deleteProperty(navigator, 'storage')
    }
  })

  it('needs a signed-in user', () => {
    expect(() => saveCheckIn(tap())).toThrow(/active user/)
  })
})

describe('opening a journal', () => {
  // The first Intl formatter a page builds costs tens of milliseconds on a phone, all of it in
  // the start of the app: opening the journal and telling today's day must not build one.
  const older = {
    mode: 'tap',
    timestamp: '2025-11-03T08:00:00.000Z',
    context: 'Work',
    description: 'Old one',
    bodySensation: 'Numb',
    gutFeeling: 'no',
    willIgnore: 'no',
  }

  it("reads a saved journal and today's day without building an Intl formatter", async () => {
    setActiveUser('alice')
    setDailyFocus('Notice the first signal of the day.')
    const { entry } = saveCheckIn(tap())
    setActiveUser(null)
    // A new task, as a new start of the app is: the zone asked for by the save is forgotten.
    await new Promise((resolve) => setTimeout(resolve, 0))
    const formatters = vi.spyOn(Intl, 'DateTimeFormat')
    setActiveUser('alice')
    expect(getEntries()).toEqual([entry])
    expect(getDailyFocusCache()?.date).toBe(todayOnDevice())
    expect(formatters).not.toHaveBeenCalled()
  })

  it("asks the device's zone only for an entry saved before days were stored", () => {
    const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone
    localStorage.setItem('hara:u:alice:gutEntries', JSON.stringify([older]))
    const formatters = vi.spyOn(Intl, 'DateTimeFormat')
    setActiveUser('alice')
    const asked = formatters.mock.calls.length
    const [entry] = getEntries()
    expect(asked).toBeGreaterThan(0)
    expect(entry).toMatchObject({
      timeZone: deviceZone,
      day: localDay(Date.parse(older.timestamp), deviceZone),
    })
  })
})

describe('entries written before ids', () => {
  it('migrates them on read, writes the ids back, and reads the same ids again', () => {
    const older = [
      {
        mode: 'tap',
        timestamp: '2025-11-03T08:00:00.000Z',
        xp: 10,
        context: 'Work',
        description: 'Old one',
        bodySensation: 'Numb',
        gutFeeling: 'no',
        willIgnore: 'no',
        decision: null,
        needsFollowUp: false,
        consequence: null,
        consequenceDate: null,
      },
    ]
    localStorage.setItem('hara:u:alice:gutEntries', JSON.stringify(older))
    setActiveUser('alice')
    const [entry] = getEntries()
    expect(entry?.id).toBe(legacyEntryId(0, older[0]))
    expect(entry).toMatchObject({ timeZone: expect.any(String), day: expect.any(String) })
    expect(storedJson('hara:u:alice:gutEntries')).toEqual([entry])
    expect(getStorageProblems()).toEqual([])

    setActiveUser(null)
    setActiveUser('alice')
    expect(getEntries()[0]?.id).toBe(entry?.id)
    expect(deleteEntry(entry!.id).deleted).toBe(true)
    expect(getEntries()).toEqual([])
  })
})

describe('deleting and outcomes', () => {
  it('deleting an entry removes it and clears the three cached analyses, not XP', () => {
    setActiveUser('alice')
    const { entry } = saveCheckIn(tap())
    setCachedAnalysis('signals', { insufficient: true })
    setCachedAnalysis('trust', trust)
    setCachedAnalysis('tone', { insufficientData: true })
    const xp = getGamification().totalXP
    expect(deleteEntry(entry.id)).toMatchObject({ deleted: true, write: { ok: true } })
    expect(getEntries()).toEqual([])
    expect(getCachedAnalysis('signals')).toBeNull()
    expect(getCachedAnalysis('tone')).toBeNull()
    expect(stored('hara:u:alice:cachedTrust')).toBeNull()
    expect(stored('hara:u:alice:cachedTrustTime')).toBeNull()
    expect(getGamification().totalXP).toBe(xp)
    expect(getGamification().achievements).toHaveLength(2)
  })

  it('undo puts the entry back exactly, outcome included, at its place; XP unchanged', () => {
    setActiveUser('alice')
    saveCheckIn(tap({ description: 'First' }))
    const { entry } = saveCheckIn(tap({ description: 'Second', willIgnore: 'yes' }))
    saveCheckIn(tap({ description: 'Third' }))
    setOutcome(entry.id, 'It went badly')
    const before = { entries: getEntries(), gamification: getGamification() }
    const { removed } = deleteEntry(entry.id)
    expect(removed).toMatchObject({ index: 1, entry: { id: entry.id } })
    // Analyses and patterns made while it was gone left it out.
    setCachedAnalysis('trust', trust)
    setPatterns([])
    expect(undoDelete(removed!)).toEqual({ restored: true, write: { ok: true } })
    expect(getEntries()).toEqual(before.entries)
    expect(getEntries()[1]?.consequence).toBe('It went badly')
    expect(storedJson('hara:u:alice:gutEntries')).toEqual(before.entries)
    expect(getGamification()).toEqual(before.gamification)
    expect(getCachedAnalysis('trust')).toBeNull()
    expect(getPatternsCache()).toBeNull()
    // A second Undo changes nothing.
    expect(undoDelete(removed!).restored).toBe(false)
    expect(getEntries()).toHaveLength(3)
  })

  it('undo keeps patterns that were cached before the delete', () => {
    setActiveUser('alice')
    const { entry } = saveCheckIn(tap())
    setPatterns([], Date.now() - 1000)
    const { removed } = deleteEntry(entry.id)
    undoDelete(removed!)
    expect(getPatternsCache()).not.toBeNull()
  })

  it('logging an outcome sets consequence and date; removing it clears both', () => {
    setActiveUser('alice')
    const { entry } = saveCheckIn(tap())
    expect(setOutcome(entry.id, '  It went well ').changed).toBe(true)
    expect(getEntries()[0]).toMatchObject({
      consequence: 'It went well',
      consequenceDate: expect.any(String),
    })
    expect(setOutcome(entry.id, '   ').changed).toBe(false)
    expect(clearOutcome(entry.id).changed).toBe(true)
    expect(getEntries()[0]).toMatchObject({ consequence: null, consequenceDate: null })
    expect(clearOutcome(entry.id).changed).toBe(false)
    expect((storedJson('hara:u:alice:gutEntries') as object[])[0]).toMatchObject({
      consequence: null,
    })
  })

  it('earns 5 XP per outcome, and Pattern Master and Closing the Loop with the fifth', () => {
    setActiveUser('alice')
    const ids = Array.from({ length: 5 }, () => saveCheckIn(voice()).entry.id)
    const before = getGamification().totalXP
    const results = ids.map((id) => setOutcome(id, 'Fine'))
    expect(results.map((result) => result.earned.outcomeXp)).toEqual([5, 5, 5, 5, 5])
    expect(results[4]?.earned.achievements.map((a) => a.id)).toEqual([
      'pattern_master',
      'closing_the_loop',
    ])
    expect(getGamification().achievements.some((a) => a.id === 'pattern_master')).toBe(true)
    expect(getGamification().totalXP).toBe(before + 25 + 100 + 25)
  })

  it("keeps 'Not yet' and 'Stop asking' in the journal, for tracked decisions only", () => {
    setActiveUser('alice')
    const decided = saveCheckIn(tap({ willIgnore: 'yes', decision: 'Sign the lease' })).entry.id
    const other = saveCheckIn(tap()).entry.id
    expect(snoozeFollowUp(decided)).toEqual({ changed: true, write: { ok: true } })
    expect(getEntries()[0]).toMatchObject({ askAgainOn: addDays(todayOnDevice(), 3) })
    expect(stopFollowUp(decided).changed).toBe(true)
    expect(getEntries()[0]).toMatchObject({ followUpStopped: true })
    expect(snoozeFollowUp(other).changed).toBe(false)
    expect(stopFollowUp(other).changed).toBe(false)
    expect(storedJson('hara:u:alice:gutEntries')).toEqual(getEntries())
  })

  it('clear all data deletes check-ins, XP, caches, recovery copies and drafts; keeps settings', () => {
    localStorage.setItem('hara:u:alice:gutEntries', 'broken')
    sessionStorage.setItem(draftKey('alice', 'tap-check-in'), '{"step":"describe"}')
    sessionStorage.setItem(draftKey('bob', 'tap-check-in'), '{"step":"describe"}')
    setActiveUser('alice')
    saveCheckIn(tap())
    setDailyFocus('Breathe')
    setPatterns([])
    setDailyGuidance('Breathe first')
    setWeeklyInsights(true)
    setOnboardingCompleted()
    expect(clearAllData()).toEqual({ ok: true })
    expect(getEntries()).toEqual([])
    expect(getGamification().totalXP).toBe(0)
    expect(getDailyFocusCache()).toBeNull()
    expect(getPatternsCache()).toBeNull()
    expect(getLastDailyGuidance()).toBeNull()
    expect(getWeeklyInsights()).toBe(true)
    expect(isOnboardingCompleted()).toBe(true)
    expect(Object.keys(localStorage).filter((key) => key.includes(':recovery:'))).toEqual([])
    expect(getStorageProblems()).toEqual([])
    expect(sessionStorage.getItem(draftKey('alice', 'tap-check-in'))).toBeNull()
    expect(sessionStorage.getItem(draftKey('bob', 'tap-check-in'))).not.toBeNull()
  })
})
