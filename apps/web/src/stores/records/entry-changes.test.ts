import { addDays } from '@hara/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { draftKey } from '@/lib/device-keys'
import {
  setActiveUser,
  setCachedAnalysis,
  setDailyFocus,
  setDailyGuidance,
  setOnboardingCompleted,
  setPatterns,
  setWeeklyInsights,
  todayOnDevice,
} from '@/stores/device'
import { getEntries, getGamification, snoozeFollowUp, stopFollowUp } from '@/stores/records'
import {
  getCachedAnalysis,
  getDailyFocusCache,
  getLastDailyGuidance,
  getPatternsCache,
} from '@/stores/device/coach-caches'
import { getStorageProblems } from '@/stores/device/engine'
import { isOnboardingCompleted } from '@/stores/device/onboarding'
import { getWeeklyInsights } from '@/stores/device/settings'
import { clearOutcome, deleteEntry, saveCheckIn, setOutcome, undoDelete } from './entry-changes'
import { signIn, stored, storedJournal, tap, trust } from '@/test/journal-store'
import { countIntlMade } from '@/test/intl-made'
import { readyDeviceZone } from '@/stores/device/device-context'
import { clearAllData } from './whole-journal'

beforeEach(() => setActiveUser(null))
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  setActiveUser(null)
})

// First in the file: the zone's formatters are kept once made, and a test before would make them.
describe('what a save asks of the device', () => {
  it('makes no date formatter in the tap once the zone is readied, as a check-in flow does', async () => {
    setActiveUser('alice')
    const formatters = countIntlMade('DateTimeFormat')
    try {
      // The zone and its calendar: Intl formatters, made here and kept.
      readyDeviceZone()
      expect(formatters.made()).toBeGreaterThan(0)
      formatters.reset()
      expect((await saveCheckIn(tap())).write.ok).toBe(true)
      expect(formatters.made()).toBe(0)
    } finally {
      formatters.restore()
    }
  })
})

/** Check-ins a minute apart, as in life, so their order is their time. */
function aMinuteApart() {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-02T09:00:00Z'))
  return () => vi.setSystemTime(Date.now() + 60_000)
}

describe('deleting and outcomes', () => {
  it('deleting an entry removes it and clears the three cached analyses, not XP', async () => {
    setActiveUser('alice')
    const { entry } = await saveCheckIn(tap())
    setCachedAnalysis('signals', { insufficient: true })
    setCachedAnalysis('trust', trust)
    setCachedAnalysis('tone', { insufficientData: true })
    const xp = getGamification().totalXP
    expect(await deleteEntry(entry!.id)).toMatchObject({ deleted: true, write: { ok: true } })
    expect(await getEntries()).toEqual([])
    expect((await storedJournal('alice')).entries).toEqual([])
    expect(getCachedAnalysis('signals')).toBeNull()
    expect(getCachedAnalysis('tone')).toBeNull()
    expect(stored('hara:u:alice:cachedTrust')).toBeNull()
    expect(stored('hara:u:alice:cachedTrustTime')).toBeNull()
    expect(getGamification().totalXP).toBe(xp)
    expect(getGamification().achievements).toHaveLength(2)
    expect((await deleteEntry(entry!.id)).deleted).toBe(false)
  })

  it('undo puts the entry back, outcome included, at its place, one life later; XP unchanged', async () => {
    const later = aMinuteApart()
    setActiveUser('alice')
    await saveCheckIn(tap({ description: 'First' }))
    later()
    const { entry } = await saveCheckIn(tap({ description: 'Second', willIgnore: 'yes' }))
    later()
    await saveCheckIn(tap({ description: 'Third' }))
    await setOutcome(entry!.id, 'It went badly')
    const before = { entries: await getEntries(), gamification: getGamification() }
    const { removed } = await deleteEntry(entry!.id)
    expect(removed).toMatchObject({ entry: { id: entry!.id, consequence: 'It went badly' } })
    // Analyses and patterns made while it was gone left it out.
    setCachedAnalysis('trust', trust)
    setPatterns([])
    expect(await undoDelete(removed!)).toEqual({ restored: true, write: { ok: true } })
    // One life after its deletion, so every phone that took the deletion takes the Undo.
    // Stamped when it came back, so a delete made later on another phone wins over it.
    const revived = before.entries.map((item) =>
      item.id === entry!.id ? { ...item, life: 1, revivedAt: new Date().toISOString() } : item,
    )
    expect(await getEntries()).toEqual(revived)
    expect((await getEntries())[1]?.consequence).toBe('It went badly')
    const saved = await storedJournal('alice')
    expect(saved.entries).toEqual(revived)
    expect(saved.deletions).toEqual([])
    expect(getGamification()).toEqual(before.gamification)
    expect(getCachedAnalysis('trust')).toBeNull()
    expect(getPatternsCache()).toBeNull()
    // A second Undo changes nothing.
    expect((await undoDelete(removed!)).restored).toBe(false)
    expect(await getEntries()).toHaveLength(3)
  })

  it('undo keeps patterns that were cached before the delete', async () => {
    setActiveUser('alice')
    const { entry } = await saveCheckIn(tap())
    setPatterns([], Date.now() - 1000)
    const { removed } = await deleteEntry(entry!.id)
    await undoDelete(removed!)
    expect(getPatternsCache()).not.toBeNull()
  })

  it('an outcome logged or removed clears the patterns with the other analyses', async () => {
    setActiveUser('alice')
    const { entry } = await saveCheckIn(tap({ willIgnore: 'yes', decision: 'Sign the lease' }))
    setPatterns([], Date.now())
    await setOutcome(entry!.id, 'Signed it')
    expect(getPatternsCache()).toBeNull()
    setPatterns([], Date.now())
    await clearOutcome(entry!.id)
    expect(getPatternsCache()).toBeNull()
  })

  it('logging an outcome sets consequence and date; removing it clears both', async () => {
    setActiveUser('alice')
    const { entry } = await saveCheckIn(tap({ willIgnore: 'yes', decision: 'Sign the lease' }))
    expect((await setOutcome(entry!.id, '  It went well ')).changed).toBe(true)
    expect((await getEntries())[0]).toMatchObject({
      consequence: 'It went well',
      consequenceDate: expect.any(String),
    })
    expect((await setOutcome(entry!.id, '   ')).changed).toBe(false)
    expect((await clearOutcome(entry!.id)).changed).toBe(true)
    expect((await getEntries())[0]).toMatchObject({ consequence: null, consequenceDate: null })
    expect((await clearOutcome(entry!.id)).changed).toBe(false)
    const saved = await storedJournal('alice')
    expect(saved.entries[0]).toMatchObject({ consequence: null, consequenceDate: null })
    expect(saved.summary).toMatchObject({ outcomes: 0, loopsClosed: 1 })
  })

  it('earns 5 XP per outcome, and Pattern Master and Closing the Loop with the fifth decision', async () => {
    setActiveUser('alice')
    const ids: string[] = []
    for (let i = 0; i < 5; i++) {
      ids.push((await saveCheckIn(tap({ willIgnore: 'yes', decision: `Decision ${i}` }))).entry!.id)
    }
    const before = getGamification().totalXP
    const results = []
    for (const id of ids) results.push(await setOutcome(id, 'Fine'))
    expect(results.map((result) => result.earned?.outcomeXp)).toEqual([5, 5, 5, 5, 5])
    expect(results[4]?.earned?.achievements.map((a) => a.id)).toEqual([
      'pattern_master',
      'closing_the_loop',
    ])
    expect(getGamification().achievements.some((a) => a.id === 'pattern_master')).toBe(true)
    expect(getGamification().totalXP).toBe(before + 25 + 100 + 25)
    expect((await storedJournal('alice')).gamification).toEqual(getGamification())
  })

  it("keeps 'Not yet' and 'Stop asking' in the journal, for tracked decisions only", async () => {
    setActiveUser('alice')
    const decided = (await saveCheckIn(tap({ willIgnore: 'yes', decision: 'Sign the lease' })))
      .entry!.id
    const other = (await saveCheckIn(tap())).entry!.id
    const byId = async (id: string) => (await getEntries()).find((entry) => entry.id === id)
    expect(await snoozeFollowUp(decided)).toEqual({ changed: true, write: { ok: true } })
    expect(await byId(decided)).toMatchObject({ askAgainOn: addDays(todayOnDevice(), 3) })
    expect((await stopFollowUp(decided)).changed).toBe(true)
    expect(await byId(decided)).toMatchObject({ followUpStopped: true })
    expect((await snoozeFollowUp(other)).changed).toBe(false)
    expect((await stopFollowUp(other)).changed).toBe(false)
    const saved = await storedJournal('alice')
    expect(saved.entries).toEqual(await getEntries())
    expect(saved.summary).toMatchObject({ decisions: 1, waiting: [] })
  })

  it('clear all data deletes check-ins, XP, caches, recovery copies and drafts; keeps settings', async () => {
    localStorage.setItem('hara:u:alice:gutEntries', 'broken')
    sessionStorage.setItem(draftKey('alice', 'tap-check-in'), '{"step":"describe"}')
    sessionStorage.setItem(draftKey('bob', 'tap-check-in'), '{"step":"describe"}')
    await signIn('alice')
    expect(getStorageProblems()).toHaveLength(1)
    const { entry } = await saveCheckIn(tap())
    await deleteEntry((await saveCheckIn(tap())).entry!.id)
    setDailyFocus('Breathe')
    setPatterns([])
    setDailyGuidance('Breathe first')
    setWeeklyInsights(true)
    setOnboardingCompleted()
    expect(await clearAllData()).toEqual({ ok: true })
    expect(await getEntries()).toEqual([])
    expect(getGamification().totalXP).toBe(0)
    const saved = await storedJournal('alice')
    expect(saved).toMatchObject({ entries: [], deletions: [], gamification: { totalXP: 0 } })
    expect(JSON.stringify(saved)).not.toContain(entry!.id)
    expect(getDailyFocusCache()).toBeNull()
    expect(getPatternsCache()).toBeNull()
    expect(getLastDailyGuidance()).toBeNull()
    expect(getWeeklyInsights()).toBe(true)
    expect(isOnboardingCompleted()).toBe(true)
    expect(Object.keys(localStorage).filter((key) => key.includes(':recovery:'))).toEqual([])
    expect(getStorageProblems()).toEqual([])
    expect(sessionStorage.getItem(draftKey('alice', 'tap-check-in'))).toBeNull()
    expect(sessionStorage.getItem(draftKey('bob', 'tap-check-in'))).not.toBeNull()
    sessionStorage.clear()
  })
})
