import { legacyEntryId, type TapDraft, type VoiceDraft } from '@hara/core'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  clearAllData,
  clearCachedAnalyses,
  clearOutcome,
  clearPatterns,
  deleteEntry,
  getCachedAnalysis,
  getDailyFocusCache,
  getDailyReminders,
  getEntries,
  getFreshAnalysis,
  getGamification,
  getLastDailyGuidance,
  getMissionsCache,
  getOnboardingChallenge,
  getOnboardingFocus,
  getPatternsCache,
  getStorageProblems,
  getWeeklyInsights,
  isOnboardingCompleted,
  saveCheckIn,
  setActiveUser,
  setCachedAnalysis,
  setDailyFocus,
  setDailyReminders,
  setLastDailyGuidance,
  setMissions,
  setOnboardingChallenge,
  setOnboardingCompleted,
  setOnboardingFocus,
  setOutcome,
  setPatterns,
  setWeeklyInsights,
  todayOnDevice,
} from './journal-store'

const tap = (overrides: Partial<TapDraft> = {}): TapDraft => ({
  mode: 'tap',
  context: 'Work',
  description: 'Asked to take on a second project',
  bodySensation: 'Tight chest',
  gutFeeling: 'no',
  willIgnore: 'no',
  decision: null,
  ...overrides,
})

const voice = (overrides: Partial<VoiceDraft> = {}): VoiceDraft => ({
  mode: 'voice',
  transcript: 'Something about the offer feels off',
  label: 'unease',
  wantsResponse: false,
  aiInsights: '',
  ...overrides,
})

const stored = (key: string) => localStorage.getItem(key)
const storedJson = (key: string) => JSON.parse(stored(key) ?? 'null') as unknown

function quotaExceeded() {
  return vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  })
}

beforeEach(() => {
  setActiveUser(null)
  vi.spyOn(toast, 'error')
})

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

describe('a full storage', () => {
  it('keeps the entry in memory, says so clearly, and saves it with the next write', () => {
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
    expect(toast.error).toHaveBeenCalledWith(
      "Your phone's storage is full",
      expect.objectContaining({ description: expect.stringContaining("isn't saved yet") }),
    )
    // Nothing the user typed is lost: it is in memory and shown.
    expect(getEntries().map((e) => e.id)).toEqual([first.entry.id, entry.id])
    // Storage still holds the last consistent journal: no half-written check-in.
    expect(stored('hara:u:alice:gutEntries')).toBe(before.entries)
    expect(stored('hara:u:alice:gamification')).toBe(before.state)

    setItem.mockRestore()
    expect(setDailyReminders(true)).toEqual({ ok: true })
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
  it('never crashes, keeps the raw text under a recovery key and tells the user once', () => {
    localStorage.setItem('hara:u:alice:gutEntries', '[{"mode":"tap","timest')
    setActiveUser('alice')
    expect(getEntries()).toEqual([])
    const [problem] = getStorageProblems()
    expect(problem).toMatchObject({ name: 'gutEntries', kind: 'invalid-json' })
    expect(problem?.recoveryKey).toMatch(/^hara:u:alice:recovery:gutEntries:\d+$/)
    expect(stored(problem!.recoveryKey!)).toBe('[{"mode":"tap","timest')
    expect(toast.error).toHaveBeenCalledTimes(1)

    // The readable part replaced the bad text, so the next load is clean and silent.
    setActiveUser(null)
    setActiveUser('alice')
    expect(getStorageProblems()).toEqual([])
    expect(toast.error).toHaveBeenCalledTimes(1)
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
    expect(toast.error).not.toHaveBeenCalled()
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
  const trust = {
    honoredPercentage: 100,
    ignoredPercentage: 0,
    honoredOutcome: 'Good',
    ignoredOutcome: 'None yet',
    recommendation: 'Keep going',
  }

  it('deleting an entry removes it and clears the three cached analyses, not XP', () => {
    setActiveUser('alice')
    const { entry } = saveCheckIn(tap())
    setCachedAnalysis('signals', { insufficient: true })
    setCachedAnalysis('trust', trust)
    setCachedAnalysis('tone', { insufficientData: true })
    const xp = getGamification().totalXP
    expect(deleteEntry(entry.id)).toEqual({ deleted: true, write: { ok: true } })
    expect(getEntries()).toEqual([])
    expect(getCachedAnalysis('signals')).toBeNull()
    expect(getCachedAnalysis('tone')).toBeNull()
    expect(stored('hara:u:alice:cachedTrust')).toBeNull()
    expect(stored('hara:u:alice:cachedTrustTime')).toBeNull()
    expect(getGamification().totalXP).toBe(xp)
    expect(getGamification().achievements).toHaveLength(2)
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

  it('unlocks Pattern Master with the fifth outcome', () => {
    setActiveUser('alice')
    const ids = Array.from({ length: 5 }, () => saveCheckIn(voice()).entry.id)
    const results = ids.map((id) => setOutcome(id, 'Fine'))
    expect(results[4]?.earned.achievements.map((a) => a.id)).toEqual(['pattern_master'])
    expect(getGamification().achievements.some((a) => a.id === 'pattern_master')).toBe(true)
  })

  it('clear all data deletes check-ins, XP, caches and recovery copies; keeps settings', () => {
    localStorage.setItem('hara:u:alice:gutEntries', 'broken')
    setActiveUser('alice')
    saveCheckIn(tap())
    setDailyFocus('Breathe')
    setPatterns([])
    setLastDailyGuidance()
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
  })
})

describe('caches, settings and onboarding', () => {
  it('stores the analyses with their time keys and knows when they are fresh', () => {
    setActiveUser('alice')
    saveCheckIn(tap())
    const before = Date.now() - 60_000
    setCachedAnalysis('signals', { signals: [] }, before)
    expect(stored('hara:u:alice:cachedSignalsTime')).toBe(String(before))
    expect(getCachedAnalysis('signals')).toEqual({ value: { signals: [] }, cachedAt: before })
    expect(getFreshAnalysis('signals')).toBeNull()
    setCachedAnalysis('signals', { signals: [] })
    expect(getFreshAnalysis('signals')).toEqual({ signals: [] })
    setCachedAnalysis('tone', { insufficient: true })
    expect(getFreshAnalysis('tone')).toBeNull()
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
    setLastDailyGuidance('2025-11-03')
    expect(getLastDailyGuidance()).toBe('2025-11-03')
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

  it('reads a value another tab wrote, before changing it', () => {
    setActiveUser('alice')
    const { entry } = saveCheckIn(tap())
    const other = { ...entry, id: '00000000-0000-4000-8000-000000000099' }
    localStorage.setItem('hara:u:alice:gutEntries', JSON.stringify([entry, other]))
    saveCheckIn(voice())
    expect(getEntries().map((e) => e.id)).toEqual([entry.id, other.id, expect.any(String)])
  })
})
