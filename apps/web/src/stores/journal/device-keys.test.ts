import { journalFileText } from '@hara/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as DeviceKeys from '@/lib/device-keys'
import { DEVICE_KEY_LIST, draftKey, type DeviceKeyId } from '@/lib/device-keys'
import * as Store from '.'
import { EMPTY_JOURNAL, SLICES, type SliceName } from './slices'
import { tap, trust } from './test-helpers'

/**
 * lib/device-keys lists every key on the device with whether export, the backup and 'Clear all
 * data' include it. These tests fill every key a user can have, then check that each of the
 * three takes exactly the keys whose flags say so, and that changing a flag changes what they
 * take.
 */

const USER = 'alice'
const listed = Object.entries(DEVICE_KEY_LIST) as [
  DeviceKeyId,
  (typeof DEVICE_KEY_LIST)[DeviceKeyId],
][]

/** The area a listed key lives in, in jsdom (IndexedDB is not there: its key is kept in memory). */
function areaOf(id: DeviceKeyId): Storage | null {
  const key = DEVICE_KEY_LIST[id]
  if (!('storage' in key) || key.storage === 'localStorage') return localStorage
  return key.storage === 'sessionStorage' ? sessionStorage : null
}

/** The stored keys `id` stands for, for USER: its own, or every key under its pattern's prefix. */
function storedKeys(id: DeviceKeyId): string[] {
  const area = areaOf(id)
  if (!area) return []
  const key = DEVICE_KEY_LIST[id]
  const patterns = 'names' in key ? key.names.map((name) => `hara:u:{userId}:${name}`) : [key.key]
  return patterns.flatMap((pattern) => {
    const resolved = pattern.replaceAll('{userId}', USER)
    const open = resolved.indexOf('{')
    if (open === -1) return area.getItem(resolved) === null ? [] : [resolved]
    return Object.keys(area).filter((stored) => stored.startsWith(resolved.slice(0, open)))
  })
}

function snapshot(): Map<DeviceKeyId, Map<string, string | null>> {
  return new Map(
    listed.map(([id]) => [
      id,
      new Map(storedKeys(id).map((key) => [key, areaOf(id)?.getItem(key) ?? null])),
    ]),
  )
}

const pattern = {
  title: 'Mornings',
  observation: 'Clearer before noon',
  intuitionGuide: 'Decide early',
  relatedEntries: [],
  questions: [],
}

/** Gives USER a value under every key the list names (the backup's key aside). */
function fillEveryKey(store: typeof Store) {
  localStorage.setItem(`hara:u:${USER}:gamification`, 'not json')
  localStorage.setItem(DEVICE_KEY_LIST.theme.key, 'light')
  localStorage.setItem(DEVICE_KEY_LIST.lastSession.key, '{"user":{"id":"alice"}}')
  sessionStorage.setItem(draftKey(USER, 'tap-check-in'), '{"step":"describe"}')
  store.setActiveUser(USER)
  store.saveCheckIn(tap())
  store.deleteEntry(store.saveCheckIn(tap({ description: 'Gone' })).entry.id)
  store.setCachedAnalysis('signals', { signals: [] })
  store.setCachedAnalysis('trust', trust)
  store.setCachedAnalysis('tone', { insufficient: true })
  store.setDailyFocus('Notice your breath')
  store.setMissions([{ id: 'm1', title: 'Pause once', category: 'Work' }])
  store.setPatterns([pattern])
  store.setDailyGuidance('Breathe first')
  store.setBackupState({ enabled: true, restoreDeclined: true })
  store.setDailyReminders(true)
  store.setWeeklyInsights(true)
  store.setReminderTime('07:30')
  store.setOnboardingCompleted()
  store.setOnboardingFocus('career')
  store.setOnboardingChallenge('I overthink every decision')
}

beforeEach(() => {
  Store.setActiveUser(null)
  sessionStorage.clear()
})
afterEach(() => {
  Store.setActiveUser(null)
  sessionStorage.clear()
  vi.doUnmock('@/lib/device-keys')
  vi.resetModules()
})

describe('the list of device keys', () => {
  it('names every key a user has, each of which the store writes', () => {
    fillEveryKey(Store)
    const filled = snapshot()
    const covered = new Set([...filled.values()].flatMap((keys) => [...keys.keys()]))
    const everyKey = [...Object.keys(localStorage), ...Object.keys(sessionStorage)]
    expect(everyKey.filter((key) => !covered.has(key))).toEqual([])
    for (const [id] of listed) {
      if (areaOf(id)) expect(filled.get(id)?.size, id).toBeGreaterThan(0)
    }
    for (const [id, key] of listed) {
      if ('names' in key) expect(filled.get(id)?.size, id).toBe(key.names.length)
    }
  })

  it('export and the backup hold what the keys that say so hold, and nothing else', () => {
    fillEveryKey(Store)
    const file = JSON.parse(journalFileText(Store.getJournal(), Date.now())) as object
    const held = Object.fromEntries(
      Object.entries(file).filter(
        ([field]) => !['format', 'version', 'exportedAt'].includes(field),
      ),
    )
    for (const [use, journal] of [
      ['export', held],
      ['backup', Store.getBackupJournal()],
    ] as const) {
      const flagged = listed.filter(([, key]) => key[use])
      expect(Object.keys(journal).sort(), use).toEqual(flagged.map(([id]) => id).sort())
      for (const [id, key] of flagged) {
        const [name] = 'names' in key ? key.names : []
        const text = localStorage.getItem(DeviceKeys.userKey(USER, name ?? ''))
        expect(journal[id as keyof typeof journal], id).toEqual(JSON.parse(text ?? 'null'))
      }
    }
  })

  it("'Clear all data' empties the keys that say clear and leaves the others as they were", () => {
    fillEveryKey(Store)
    const before = snapshot()
    expect(Store.clearAllData()).toEqual({ ok: true })
    const after = snapshot()
    for (const [id, key] of listed) {
      if (!areaOf(id)) continue
      if (!key.clear) {
        expect(after.get(id), id).toEqual(before.get(id))
        continue
      }
      // A slice goes back to what the store writes for an empty journal; other keys go.
      const empty =
        'names' in key
          ? Object.values(
              SLICES[id as SliceName].write(EMPTY_JOURNAL[id as SliceName] as never, USER),
            )
          : []
      expect([...(after.get(id)?.values() ?? [])], id).toEqual(
        empty.filter((text) => text !== null),
      )
    }
  })

  it('follows the flags: a key that changes its flags changes what export, backup and clear take', async () => {
    vi.doMock('@/lib/device-keys', async (importOriginal) => {
      const actual = await importOriginal<typeof DeviceKeys>()
      const list = actual.DEVICE_KEY_LIST
      return {
        ...actual,
        DEVICE_KEY_LIST: {
          ...list,
          deletedEntries: { ...list.deletedEntries, backup: false },
          focus: { ...list.focus, export: true },
          tone: { ...list.tone, clear: false },
          dailyReminders: { ...list.dailyReminders, clear: true },
          drafts: { ...list.drafts, clear: false },
        },
      }
    })
    vi.resetModules()
    const store = (await import('.')) as typeof Store
    fillEveryKey(store)
    expect(Object.keys(store.getJournal()).sort()).toEqual([
      'deletedEntries',
      'entries',
      'focus',
      'gamification',
    ])
    expect(Object.keys(store.getBackupJournal()).sort()).toEqual(['entries', 'gamification'])
    store.clearAllData()
    expect(store.getCachedAnalysis('tone')).not.toBeNull()
    expect(store.getDailyReminders()).toBe(false)
    expect(store.getDailyFocusCache()).toBeNull()
    expect(sessionStorage.getItem(draftKey(USER, 'tap-check-in'))).not.toBeNull()
    store.setActiveUser(null)
  })
})
