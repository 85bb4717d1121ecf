import { listKeys, readRaw, removeRaw, subscribeToOtherTabs, writeRaw } from '@/lib/device-storage'
import { recoveryPrefix, userKey, userPrefix } from '@/lib/device-keys'
import { sealStateFor } from '@/stores/records/database/seal-key'
import {
  forgetRecordProblems,
  getRecordProblems,
  getRefusedChange,
  openRecords,
} from '@/stores/records/database/store'
import { deviceTimeZone } from './device-context'
import {
  ANALYSES,
  EMPTY_JOURNAL,
  namesOf,
  SLICE_NAMES,
  SLICES,
  type JournalData,
  type SliceName,
} from './slices'
import {
  writeFailed,
  type StorageProblem,
  type UnsavedChanges,
  type WriteOutcome,
} from './storage-problems'

/**
 * The journal's storage engine: the one owner of the journal in device storage (through
 * lib/device-storage, the only module that calls localStorage). The modules beside it
 * (coach caches, settings, onboarding, the backup's state) read and change their slices through
 * `read` and `commit`; they never touch storage themselves. The journal itself (entries,
 * deletion records, the gamification state) is not here: records/ keeps it in the account's
 * database, and `setActiveUser` opens that too.
 *
 * - It holds the active user's journal in memory and writes every change through. When a
 *   write fails (storage full, private mode) the change stays in memory, the failure is kept
 *   as `UnsavedChanges` for the app to show, and the next successful write saves it too:
 *   nothing typed is lost silently.
 * - A change that spans keys (a check-in writes the entries and the gamification state) is
 *   written together: if one key fails, the keys already written are put back.
 * - Everything read is parsed with the core's schemas. Unreadable journal data is kept under a
 *   recovery key and reported as a `StorageProblem`; valid entries inside a partly bad list
 *   are kept.
 * - A change made in another tab shows at once (the storage event). Before every change the
 *   engine re-reads the keys it is about to change, so two tabs never overwrite each other's
 *   check-ins. While a change of this tab is still unsaved, this tab's version wins.
 *
 * It shows nothing itself: problems are values the app reads (`getStorageProblems`,
 * `getUnsavedChanges`) and shows in its own way.
 */

let activeUserId: string | null = null
let data: JournalData = EMPTY_JOURNAL
let unsaved: UnsavedChanges | null = null
/** The raw text last read or written per full key, to notice changes made elsewhere. */
const lastRaw = new Map<string, string | null>()
/** Slices changed in memory whose write failed. */
const dirty = new Set<SliceName>()
const listeners = new Set<() => void>()
let stopListeningToTabs: (() => void) | null = null

function emit(): void {
  listeners.forEach((listener) => listener())
}

/**
 * The coach's caches quote the person's outcomes and patterns: while the lock seals the journal
 * (ADR 0040) they are kept in memory only, never at rest, and leave with the journal when Hara
 * locks. (What was kept before sealing began, and a check-in in progress, the lock's own
 * features/app-lock/lib/drafts-follow-lock.ts takes out of storage.)
 */
const COACH_CACHES: readonly SliceName[] = [
  ...ANALYSES,
  'focus',
  'missions',
  'patterns',
  'dailyGuidance',
]
const sealedNow = (userId: string) => sealStateFor(userId)?.sealing === true

/** The active user's id; throws when nobody is signed in (a bug in the caller). */
export function requireUser(): string {
  if (activeUserId === null) {
    throw new Error('The journal has no active user: call setActiveUser after sign-in.')
  }
  return activeUserId
}

/**
 * Writes the given slices (and any still unsaved) as one change: on the first failure the keys
 * already written get their previous text back and the slices stay marked unsaved.
 */
function writeSlices(userId: string, names: readonly SliceName[], next: JournalData): WriteOutcome {
  const all = new Set<SliceName>([...names, ...dirty])
  const writes: [string, string | null][] = []
  const memoryOnly = sealedNow(userId)
  for (const name of all) {
    const texts = sliceTexts(name, next, userId)
    const removed = memoryOnly && COACH_CACHES.includes(name)
    for (const [storageName, text] of Object.entries(texts)) {
      writes.push([userKey(userId, storageName), removed ? null : text])
    }
  }
  const done: [string, string | null][] = []
  for (const [key, text] of writes) {
    const before = readRaw(key)
    if (text === null) {
      removeRaw(key)
    } else {
      const result = writeRaw(key, text)
      if (!result.ok) {
        for (const [writtenKey, previous] of done.reverse()) {
          if (previous === null) removeRaw(writtenKey)
          else writeRaw(writtenKey, previous)
        }
        all.forEach((name) => dirty.add(name))
        const { ok, ...failure } = writeFailed(result.reason)
        unsaved = { ...failure, attempt: (unsaved?.attempt ?? 0) + 1 }
        return { ok, ...failure }
      }
    }
    done.push([key, before])
  }
  for (const [key, text] of writes) lastRaw.set(key, text)
  all.forEach((name) => dirty.delete(name))
  if (dirty.size === 0) unsaved = null
  return { ok: true }
}

/** Reads one slice from storage; what cannot be read counts as unset (slice-kinds.ts). */
/** The stored texts of one slice of `data` (a generic, so the slice and its value agree). */
function sliceTexts<K extends SliceName>(name: K, data: JournalData, userId: string) {
  return SLICES[name].write(data[name], userId)
}

function loadSlice<K extends SliceName>(name: K, userId: string): JournalData[K] {
  const slice = SLICES[name]
  const seen = new Map<string, string | null>()
  const raw = (storageName: string) => {
    const text = readRaw(userKey(userId, storageName))
    seen.set(storageName, text)
    return text
  }
  const read = slice.read({ userId, timeZone: deviceTimeZone, raw })
  const names = namesOf(name, userId)
  for (const storageName of names) {
    const key = userKey(userId, storageName)
    lastRaw.set(key, seen.has(storageName) ? (seen.get(storageName) ?? null) : readRaw(key))
  }
  if (read.migrated || read.problem !== null) {
    // An upgrade (a newer date format) or an unreadable cache is written back once; a failure
    // here is harmless because reading the old text again gives the same result.
    writeSlices(userId, [name], { ...data, [name]: read.value })
  }
  return read.value
}

/**
 * Re-reads the slices whose stored text changed since this tab last saw it (another tab wrote
 * it). Slices with unsaved changes keep this tab's version. Returns whether anything changed.
 */
function syncFromStorage(names: readonly SliceName[] = SLICE_NAMES): boolean {
  const userId = activeUserId
  if (userId === null) return false
  let changed = false
  for (const name of names) {
    if (dirty.has(name)) continue
    const stale = namesOf(name, userId).some((storageName) => {
      const key = userKey(userId, storageName)
      return readRaw(key) !== (lastRaw.get(key) ?? null)
    })
    if (!stale) continue
    data = { ...data, [name]: loadSlice(name, userId) }
    changed = true
  }
  return changed
}

function onOtherTab(key: string | null): void {
  const userId = activeUserId
  if (userId === null) return
  if (key !== null && !key.startsWith(userPrefix(userId))) return
  if (syncFromStorage()) emit()
}

/**
 * Sets whose journal the store shows: the app calls it once the session resolves, with the
 * signed-in user's id, and with null after sign-out. Setting the same user again does nothing.
 */
export function setActiveUser(userId: string | null): void {
  const next = userId === '' ? null : userId
  if (next === activeUserId) return
  activeUserId = next
  lastRaw.clear()
  dirty.clear()
  unsaved = null
  data = EMPTY_JOURNAL
  void openRecords(next)
  if (next !== null) {
    const loaded = { ...EMPTY_JOURNAL }
    for (const name of SLICE_NAMES) {
      ;(loaded as Record<SliceName, unknown>)[name] = loadSlice(name, next)
    }
    data = loaded
  }
  emit()
}

export function getActiveUserId(): string | null {
  return activeUserId
}

/** Subscribes to every change of the store, including changes made in other tabs. */
export function subscribeJournal(listener: () => void): () => void {
  listeners.add(listener)
  stopListeningToTabs ??= subscribeToOtherTabs(onOtherTab)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && stopListeningToTabs) {
      stopListeningToTabs()
      stopListeningToTabs = null
    }
  }
}

/** The active user's journal as the hooks see it; the same object until something changes. */
export function getJournalSnapshot(): JournalData {
  return data
}

/** Values read outside React: fresh from storage first (another tab may have written). */
export function read(names: readonly SliceName[]): JournalData {
  if (syncFromStorage(names)) queueMicrotask(emit)
  return data
}

/**
 * Changes slices of the active user's journal and writes them through as one change. A
 * failed write keeps the change in memory and is reported (`getUnsavedChanges`). The first
 * change of the entries also asks the browser to keep the journal's storage.
 */
export function commit(names: readonly SliceName[], patch: Partial<JournalData>): WriteOutcome {
  const userId = requireUser()
  data = { ...data, ...patch }
  const outcome = writeSlices(userId, names, data)
  emit()
  return outcome
}

/** Journal data that could not be read in full, for the app to show. */
export function getStorageProblems(): readonly StorageProblem[] {
  return getRecordProblems()
}

/** Changes kept only in memory because storage refused them; null when all is saved. */
export function getUnsavedChanges(): UnsavedChanges | null {
  return unsaved ?? getRefusedChange()
}

/** Forgets the active user's recovery copies and the problems they were kept for. */
export function removeRecoveryCopies(): void {
  const userId = requireUser()
  for (const key of listKeys(recoveryPrefix(userId))) removeRaw(key)
  forgetRecordProblems()
  emit()
}
