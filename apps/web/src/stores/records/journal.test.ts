import { legacyEntryId, localDay } from '@hara/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setActiveUser, setDailyFocus, todayOnDevice } from '@/stores/device'
import { getEntries, getGamification } from '@/stores/records'
import { getDailyFocusCache } from '@/stores/device/coach-caches'
import { getStorageProblems } from '@/stores/device/engine'
import { deleteEntry, saveCheckIn } from './entry-changes'
import { signIn, storedJournal, tap } from '@/test/journal-store'

beforeEach(() => setActiveUser(null))
afterEach(() => {
  vi.restoreAllMocks()
  setActiveUser(null)
})

describe('saving a check-in', () => {
  it('adds the entry and updates the gamification state in one step, under the user', async () => {
    setActiveUser('alice')
    const { entry, earned, write } = await saveCheckIn(tap())
    expect(write).toEqual({ ok: true })
    expect(entry).toMatchObject({ mode: 'tap', xp: 10, day: todayOnDevice() })
    expect(earned?.achievements.map((a) => a.id)).toEqual(['first_listen', 'gut_honor'])
    const saved = await storedJournal('alice')
    expect(saved.entries).toEqual([entry])
    expect(saved.gamification).toMatchObject({
      totalXP: 45,
      totalCheckins: 1,
      currentStreak: 1,
      lastCheckInDate: todayOnDevice(),
    })
    expect(saved.summary).toMatchObject({ entries: 1, honored: 1 })
    expect(await getEntries()).toEqual([entry])
    expect(getGamification().achievements).toHaveLength(2)
    // Another account's journal and localStorage hold none of it.
    expect((await storedJournal('bob')).entries).toEqual([])
    expect(Object.keys(localStorage).filter((key) => key.includes('gutEntries'))).toEqual([])
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
      await saveCheckIn(tap())
      await saveCheckIn(tap())
      await vi.waitFor(() => expect(persist).toHaveBeenCalledTimes(1))
      expect(persisted).toHaveBeenCalledTimes(1)
    } finally {
      Reflect.deleteProperty(navigator, 'storage')
    }
  })

  it('needs a signed-in user', async () => {
    await expect(saveCheckIn(tap())).rejects.toThrow(/active user/)
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

  // As on a new start of the app, the zone a save asked for is not known yet (the app forgets it
  // each time it is shown again, device-context.ts).
  const forgetZone = () => {
    const shown = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible')
    document.dispatchEvent(new Event('visibilitychange'))
    shown.mockRestore()
  }

  it("reads a saved journal and today's day without building an Intl formatter", async () => {
    setActiveUser('alice')
    setDailyFocus('Notice the first signal of the day.')
    const { entry } = await saveCheckIn(tap())
    setActiveUser(null)
    forgetZone()
    const formatters = vi.spyOn(Intl, 'DateTimeFormat')
    await signIn('alice')
    expect(await getEntries()).toEqual([entry])
    expect(getGamification().totalCheckins).toBe(1)
    expect(getDailyFocusCache()?.date).toBe(todayOnDevice())
    expect(formatters).not.toHaveBeenCalled()
  })

  it("asks the device's zone only for an entry saved before days were stored", async () => {
    const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone
    localStorage.setItem('hara:u:alice:gutEntries', JSON.stringify([older]))
    forgetZone()
    const formatters = vi.spyOn(Intl, 'DateTimeFormat')
    await signIn('alice')
    const asked = formatters.mock.calls.length
    const [entry] = await getEntries()
    expect(asked).toBeGreaterThan(0)
    expect(entry).toMatchObject({
      timeZone: deviceZone,
      day: localDay(Date.parse(older.timestamp), deviceZone),
    })
  })
})

describe('entries written before ids', () => {
  it('gives them ids when moved in, keeps them, and reads the same ids again', async () => {
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
    await signIn('alice')
    const [entry] = await getEntries()
    expect(entry?.id).toBe(legacyEntryId(0, older[0]))
    expect(entry).toMatchObject({ timeZone: expect.any(String), day: expect.any(String) })
    expect((await storedJournal('alice')).entries).toEqual([entry])
    expect(getStorageProblems()).toEqual([])

    setActiveUser(null)
    await signIn('alice')
    expect((await getEntries())[0]?.id).toBe(entry?.id)
    expect((await deleteEntry(entry!.id)).deleted).toBe(true)
    expect(await getEntries()).toEqual([])
  })
})
