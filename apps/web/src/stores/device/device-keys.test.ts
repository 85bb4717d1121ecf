import { INITIAL_GAMIFICATION_STATE, journalFileText } from '@hara/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as DeviceKeys from '@/lib/device-keys'
import { ALL_DEVICE_KEYS, draftKey, journalDatabaseName, type DeviceKeyId } from '@/lib/device-keys'
import * as Device from '.'
import type * as Caches from './coach-caches'
import * as Changes from '@/stores/records/entry-changes'
import type * as Settings from './settings'
import { EMPTY_JOURNAL, SLICES, type SliceName } from './slices'
import { storedJournal, tap, trust } from '@/test/journal-store'
import * as Whole from '@/stores/records/whole-journal'
import * as Records from '@/stores/records'

/** The journal's store as the app sees it: the device's part and the records. */
const Store = { ...Device, ...Records }

/**
 * lib/device-keys lists every key on the device with whether export, the backup and 'Clear all
 * data' include it. These tests fill every key a user can have, then check that each of the
 * three takes exactly the keys whose flags say so, and that changing a flag changes what
 * 'Clear all data' takes (export and the backup hold the journal's records, checked when the
 * app is compiled: whole-journal.ts).
 */

const USER = 'alice'
const listed = Object.entries(ALL_DEVICE_KEYS) as [
  DeviceKeyId,
  (typeof ALL_DEVICE_KEYS)[DeviceKeyId],
][]

/** The area a listed key lives in: null for a database (read with `storedValue`). */
function areaOf(id: DeviceKeyId): Storage | null {
  const key = ALL_DEVICE_KEYS[id]
  if (!('storage' in key) || key.storage === 'localStorage') return localStorage
  return key.storage === 'sessionStorage' ? sessionStorage : null
}

/** The stored keys `id` stands for, for USER: its own, or every key under its pattern's prefix. */
function storedKeys(id: DeviceKeyId): string[] {
  const area = areaOf(id)
  if (!area) return []
  const key = ALL_DEVICE_KEYS[id]
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

/** What the journal's database holds for a listed key of it, as the journal file carries it. */
async function storedValue(id: DeviceKeyId): Promise<unknown> {
  const key = ALL_DEVICE_KEYS[id]
  if (!('objectStore' in key) || !key.key.startsWith('hara-journal:')) return undefined
  const journal = await storedJournal(USER)
  const held = {
    entries: journal.entries,
    deletions: journal.deletions,
    meta: journal.gamification,
  }
  return held[key.objectStore as keyof typeof held]
}

const journalKeys = listed.filter(([, key]) => 'key' in key && key.key.startsWith('hara-journal:'))

const pattern = {
  title: 'Mornings',
  observation: 'Clearer before noon',
  intuitionGuide: 'Decide early',
  relatedEntries: [],
  questions: [],
}

/** Gives USER a value under every key the list names (the backup's key aside). */
async function fillEveryKey(store: typeof Store, changes: typeof Changes) {
  // An older version's unreadable state: moved in, its text kept as a recovery copy.
  localStorage.setItem(`hara:u:${USER}:gamification`, 'not json')
  localStorage.setItem(ALL_DEVICE_KEYS.theme.key, 'light')
  localStorage.setItem(ALL_DEVICE_KEYS.lastSession.key, '{"user":{"id":"alice"}}')
  sessionStorage.setItem(draftKey(USER, 'tap-check-in'), '{"step":"describe"}')
  // The lock's settings, as features/app-lock keeps them (the store never writes them).
  localStorage.setItem(`hara:u:${USER}:appLock`, '{"after":0}')
  // A language chosen offline, as the app keeps it until the account has it.
  localStorage.setItem(`hara:u:${USER}:languageUnsent`, 'de')
  store.setActiveUser(USER)
  await store.openRecords(USER)
  await changes.saveCheckIn(tap())
  await changes.deleteEntry((await changes.saveCheckIn(tap({ description: 'Gone' }))).entry!.id)
  store.setCachedAnalysis('signals', { signals: [] })
  store.setCachedAnalysis('trust', trust)
  store.setCachedAnalysis('tone', { insufficient: true })
  store.setDailyFocus('Notice your breath', undefined, '2:x1')
  store.setMissions([{ id: 'm1', title: 'Pause once', category: 'Work' }], undefined, 'before:1')
  store.setPatterns([pattern], undefined, '2:x1')
  store.setDailyGuidance('Breathe first', undefined, '2:x1')
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
  it('names every key a user has, each of which the store writes', async () => {
    await fillEveryKey(Store, Changes)
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
    // The databases on the device are listed too, and the journal's holds what they name.
    const databases = (await indexedDB.databases()).map((database) => database.name)
    expect(databases).toEqual([journalDatabaseName(USER)])
    for (const [id] of journalKeys) expect(await storedValue(id), id).not.toEqual([])
  })

  it('export and the backup hold what the keys that say so hold, and nothing else', async () => {
    await fillEveryKey(Store, Changes)
    const file = JSON.parse(journalFileText(await Whole.getJournal(), Date.now())) as object
    const held = Object.fromEntries(
      Object.entries(file).filter(
        ([field]) => !['format', 'version', 'exportedAt'].includes(field),
      ),
    )
    for (const [use, journal] of [
      ['export', held],
      ['backup', await Whole.getBackupJournal()],
    ] as const) {
      const flagged = listed.filter(([, key]) => key[use])
      expect(Object.keys(journal).sort(), use).toEqual(flagged.map(([id]) => id).sort())
      for (const [id, key] of flagged) {
        const [name] = 'names' in key ? key.names : []
        const text = name ? localStorage.getItem(Store.userKey(USER, name)) : null
        const value = name ? JSON.parse(text ?? 'null') : await storedValue(id)
        expect(journal[id as keyof typeof journal], id).toEqual(value)
      }
    }
  })

  it("'Clear all data' empties the keys that say clear and leaves the others as they were", async () => {
    await fillEveryKey(Store, Changes)
    const before = snapshot()
    expect(await Whole.clearAllData()).toEqual({ ok: true })
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
    // The journal's records say clear: the database holds an empty journal.
    expect(journalKeys.every(([, key]) => key.clear)).toBe(true)
    expect(await storedJournal(USER)).toMatchObject({
      entries: [],
      deletions: [],
      gamification: INITIAL_GAMIFICATION_STATE,
    })
  })

  it("follows the flags: a key that changes its flags changes what 'Clear all data' takes", async () => {
    vi.doMock('@/lib/device-keys', async (importOriginal) => {
      const actual = await importOriginal<typeof DeviceKeys>()
      const list = actual.ALL_DEVICE_KEYS
      return {
        ...actual,
        ALL_DEVICE_KEYS: {
          ...list,
          tone: { ...list.tone, clear: false },
          dailyReminders: { ...list.dailyReminders, clear: true },
          drafts: { ...list.drafts, clear: false },
        },
      }
    })
    vi.resetModules()
    const store = { ...(await import('.')), ...(await import('@/stores/records')) } as typeof Store
    const changes = (await import('@/stores/records/entry-changes')) as typeof Changes
    const whole = (await import('@/stores/records/whole-journal')) as typeof Whole
    const caches = (await import('./coach-caches')) as typeof Caches
    const settings = (await import('./settings')) as typeof Settings
    await fillEveryKey(store, changes)
    await whole.clearAllData()
    expect(caches.getCachedAnalysis('tone')).not.toBeNull()
    expect(settings.getDailyReminders()).toBe(false)
    expect(caches.getDailyFocusCache()).toBeNull()
    expect(sessionStorage.getItem(draftKey(USER, 'tap-check-in'))).not.toBeNull()
    store.setActiveUser(null)
  })
})
