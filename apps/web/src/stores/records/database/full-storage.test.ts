import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  setActiveUser,
  setCachedAnalysis,
  setDailyFocus,
  setPatterns,
  setWeeklyInsights,
} from '@/stores/device'
import { getEntries, getGamification } from '@/stores/records'
import {
  getCachedAnalysis,
  getDailyFocusCache,
  getPatternsCache,
} from '@/stores/device/coach-caches'
import { getUnsavedChanges } from '@/stores/device/engine'
import { getWeeklyInsights } from '@/stores/device/settings'
import { deleteEntry, saveCheckIn, setOutcome } from '../entry-changes'
import {
  refuseWritesForSpace,
  signIn,
  storedJournal,
  tap,
  trust,
  voice,
} from '@/test/journal-store'

/** The phone refuses a change of the journal for space (IndexedDB's QuotaExceededError). */

beforeEach(() => setActiveUser(null))
afterEach(() => {
  vi.restoreAllMocks()
  setActiveUser(null)
})

describe('a full storage', () => {
  it('refuses the check-in whole, frees the caches, tries once more, and reports it', async () => {
    await signIn('alice')
    const first = await saveCheckIn(tap())
    setCachedAnalysis('trust', trust)
    setDailyFocus('Notice your breath')
    setPatterns([])
    setWeeklyInsights(true)
    const before = {
      entries: await getEntries(),
      gamification: getGamification(),
      stored: await storedJournal('alice'),
    }
    const refusal = refuseWritesForSpace()

    const draft = voice({ transcript: 'The words I just said' })
    const { entry, earned, write } = await saveCheckIn(draft)
    expect(write).toMatchObject({
      ok: false,
      reason: 'quota',
      title: "Your phone's storage is full",
    })
    expect(entry).toBeNull()
    expect(earned).toBeNull()
    expect(refusal.refused).toBe(2)
    // Nothing changed, in memory or in the database: no half-written check-in.
    expect(await getEntries()).toEqual(before.entries)
    expect(getGamification()).toEqual(before.gamification)
    expect(await storedJournal('alice')).toEqual(before.stored)
    // What the coach can rebuild went to make room; the settings stayed.
    expect(getCachedAnalysis('trust')).toBeNull()
    expect(getDailyFocusCache()).toBeNull()
    expect(getPatternsCache()).toBeNull()
    expect(getWeeklyInsights()).toBe(true)
    // The store reports it for the app to show; it shows nothing itself.
    expect(getUnsavedChanges()).toMatchObject({
      reason: 'quota',
      title: "Your phone's storage is full",
      attempt: 1,
    })
    expect((await saveCheckIn(draft)).write.ok).toBe(false)
    expect(getUnsavedChanges()?.attempt).toBe(2)

    refusal.restore()
    const saved = await saveCheckIn(draft)
    expect(saved.write).toEqual({ ok: true })
    expect(getUnsavedChanges()).toBeNull()
    expect((await getEntries()).map((e) => e.id)).toEqual([first.entry!.id, saved.entry!.id])
    expect((await storedJournal('alice')).entries).toHaveLength(2)
    expect(getGamification().totalCheckins).toBe(2)
  })

  it('refuses an outcome or a delete the same way, and keeps the entry as it was', async () => {
    await signIn('alice')
    const { entry } = await saveCheckIn(tap({ willIgnore: 'yes', decision: 'Sign the lease' }))
    const before = await storedJournal('alice')
    const refusal = refuseWritesForSpace()
    expect(await setOutcome(entry!.id, 'Signed it')).toMatchObject({
      changed: false,
      write: { ok: false, reason: 'quota' },
    })
    expect(await deleteEntry(entry!.id)).toMatchObject({
      deleted: false,
      write: { ok: false, reason: 'quota' },
    })
    expect(await getEntries()).toEqual([entry])
    expect(await storedJournal('alice')).toEqual(before)
    refusal.restore()
    expect((await setOutcome(entry!.id, 'Signed it')).changed).toBe(true)
  })
})
