import {
  clearOutcome as clearOutcomeOf,
  deleteEntry as deleteEntryOf,
  isCacheFresh,
  localDay,
  saveCheckIn as saveCheckInOf,
  setOutcome as setOutcomeOf,
  type AnalysisByKind,
  type AnalysisKind,
  type CachedAnalysis,
  type CalendarDay,
  type DailyFocusCache,
  type Earned,
  type Entry,
  type EntryDraft,
  type GamificationState,
  type Mission,
  type MissionsCache,
  type OnboardingFocus,
  type Pattern,
  type PatternsCache,
} from '@hara/core'
import {
  listKeys,
  readRaw,
  removeRaw,
  requestPersistentStorage,
  subscribeToOtherTabs,
  writeRaw,
} from '@/lib/device-storage'
import { deviceTimeZone, newEntryId } from './device-context'
import { EMPTY_JOURNAL, SLICE_NAMES, SLICES, type JournalData, type SliceName } from './slices'
import {
  announceProblem,
  announceWriteFailure,
  UNREADABLE_MESSAGE,
  writeFailed,
  type StorageProblem,
  type WriteOutcome,
} from './storage-problems'
import { recoveryKey, recoveryPrefix, userKey, userPrefix } from './storage-keys'

/**
 * The journal store: the one owner of the journal in device storage (through
 * lib/device-storage, the only module that calls localStorage).
 *
 * - It holds the active user's journal in memory and writes every change through. When a
 *   write fails (storage full, private mode) the change stays in memory, the user is told,
 *   and the next successful write saves it too: nothing typed is lost silently.
 * - A change that spans keys (a check-in writes the entries and the gamification state) is
 *   written together: if one key fails, the keys already written are put back.
 * - Everything read is parsed with the core's schemas. Unreadable journal data is kept under a
 *   recovery key and announced once; valid entries inside a partly bad list are kept.
 * - A change made in another tab shows at once (the storage event). Before every change the
 *   store re-reads the keys it is about to change, so two tabs never overwrite each other's
 *   check-ins. While a change of this tab is still unsaved, this tab's version wins.
 */

let activeUserId: string | null = null
let data: JournalData = EMPTY_JOURNAL
let problems: readonly StorageProblem[] = []
/** The raw text last read or written per full key, to notice changes made elsewhere. */
const lastRaw = new Map<string, string | null>()
/** Slices changed in memory whose write failed. */
const dirty = new Set<SliceName>()
const listeners = new Set<() => void>()
let stopListeningToTabs: (() => void) | null = null
let persistenceRequested = false

function emit(): void {
  listeners.forEach((listener) => listener())
}

function requireUser(): string {
  if (activeUserId === null) {
    throw new Error('The journal has no active user: call setActiveUser after sign-in.')
  }
  return activeUserId
}

/** Today's local calendar day on this device. */
export function todayOnDevice(): CalendarDay {
  return localDay(Date.now(), deviceTimeZone())
}

function namesOf(name: SliceName, userId: string): string[] {
  return SLICES[name].names(userId)
}

function serialize<K extends SliceName>(
  name: K,
  value: JournalData[K],
  userId: string,
): Record<string, string | null> {
  return SLICES[name].write(value, userId)
}

/**
 * Writes the given slices (and any still unsaved) as one change: on the first failure the keys
 * already written get their previous text back and the slices stay marked unsaved.
 */
function writeSlices(userId: string, names: readonly SliceName[], next: JournalData): WriteOutcome {
  const all = new Set<SliceName>([...names, ...dirty])
  const writes: [string, string | null][] = []
  for (const name of all) {
    for (const [storageName, text] of Object.entries(serialize(name, next[name], userId))) {
      writes.push([userKey(userId, storageName), text])
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
        return writeFailed(result.reason)
      }
    }
    done.push([key, before])
  }
  for (const [key, text] of writes) lastRaw.set(key, text)
  all.forEach((name) => dirty.delete(name))
  return { ok: true }
}

function addProblem(problem: StorageProblem): void {
  problems = [...problems.filter((known) => known.id !== problem.id), problem]
  announceProblem(problem)
}

/** Reads one slice from storage, setting aside and reporting what cannot be read. */
function loadSlice<K extends SliceName>(name: K, userId: string): JournalData[K] {
  const slice = SLICES[name]
  const seen = new Map<string, string | null>()
  const raw = (storageName: string) => {
    const text = readRaw(userKey(userId, storageName))
    seen.set(storageName, text)
    return text
  }
  const read = slice.read({ userId, timeZone: deviceTimeZone(), raw })
  for (const storageName of slice.names(userId)) {
    const key = userKey(userId, storageName)
    lastRaw.set(key, seen.has(storageName) ? (seen.get(storageName) ?? null) : readRaw(key))
  }
  const storageName = slice.names(userId)[0] as string
  const original = seen.get(storageName) ?? null
  if (read.problem !== null && slice.recover && original !== null) {
    const keptAt = recoveryKey(userId, storageName, Date.now())
    const kept = writeRaw(keptAt, original).ok
    addProblem({
      id: `${userKey(userId, storageName)}:${original.length}:${original.slice(0, 64)}`,
      name: storageName,
      kind: read.problem,
      recoveryKey: kept ? keptAt : null,
      title: UNREADABLE_MESSAGE.title,
      description: kept ? UNREADABLE_MESSAGE.kept : UNREADABLE_MESSAGE.notKept,
    })
    // Only once the raw text is safe may the readable part replace it.
    if (kept) writeSlices(userId, [name], { ...data, [name]: read.value })
  } else if (read.migrated || read.problem !== null) {
    // An upgrade (new ids, days) is written back once; a failure here is harmless because
    // reading the old text again gives the same result.
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
  persistenceRequested = false
  lastRaw.clear()
  dirty.clear()
  problems = []
  data = EMPTY_JOURNAL
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
function current(names: readonly SliceName[]): JournalData {
  if (syncFromStorage(names)) queueMicrotask(emit)
  return data
}

function commit(names: readonly SliceName[], patch: Partial<JournalData>): WriteOutcome {
  const userId = requireUser()
  data = { ...data, ...patch }
  const outcome = writeSlices(userId, names, data)
  announceWriteFailure(outcome)
  emit()
  return outcome
}

/** Problems met while reading the active user's journal, for the app to show if it wants. */
export function getStorageProblems(): readonly StorageProblem[] {
  return problems
}

// ---------------------------------------------------------------------------------------------
// The journal

export function getEntries(): Entry[] {
  return current(['entries']).entries
}

export function getGamification(): GamificationState {
  return current(['gamification']).gamification
}

export interface SavedCheckIn {
  /** The entry as stored (with id, time, day and XP). */
  entry: Entry
  /** XP and achievements earned, for the celebration. */
  earned: Earned
  /** Whether it reached storage; when not, it is kept in memory and the user was told. */
  write: WriteOutcome
}

/**
 * Saves a check-in in one step: appends the entry and updates totalXP, totalCheckins,
 * currentStreak, lastCheckInDate and the achievements (the core's saveCheckIn), writing both
 * keys together. The first save also asks the browser to keep the journal's storage.
 */
export function saveCheckIn(draft: EntryDraft): SavedCheckIn {
  requireUser()
  const { entries, gamification } = current(['entries', 'gamification'])
  const result = saveCheckInOf(gamification, entries, draft, {
    id: newEntryId(),
    now: Date.now(),
    timeZone: deviceTimeZone(),
  })
  const write = commit(['entries', 'gamification'], {
    entries: result.entries,
    gamification: result.state,
  })
  if (!persistenceRequested) {
    persistenceRequested = true
    void requestPersistentStorage()
  }
  return { entry: result.entry, earned: result.earned, write }
}

const NO_ANALYSES = { signals: null, trust: null, tone: null } as const

/**
 * Deletes an entry and clears the three cached analyses (spec section 4). XP, streak and
 * achievements stay: they are history.
 */
export function deleteEntry(id: string): { deleted: boolean; write: WriteOutcome } {
  requireUser()
  const { entries, gamification } = current(['entries', 'gamification'])
  const result = deleteEntryOf(gamification, entries, id)
  const write = commit(['entries', 'signals', 'trust', 'tone'], {
    entries: result.entries,
    ...NO_ANALYSES,
  })
  return { deleted: result.deleted, write }
}

/**
 * Logs an outcome: sets consequence and consequenceDate, and unlocks what it earns (Pattern
 * Master). The cached analyses are cleared too, since the signals and trust analyses read
 * outcomes and would otherwise keep showing the old picture.
 */
export function setOutcome(
  id: string,
  text: string,
): { changed: boolean; earned: Earned; write: WriteOutcome } {
  requireUser()
  const { entries, gamification } = current(['entries', 'gamification'])
  const result = setOutcomeOf(gamification, entries, id, text, Date.now())
  if (!result.changed) return { changed: false, earned: result.earned, write: { ok: true } }
  const write = commit(['entries', 'gamification', 'signals', 'trust', 'tone'], {
    entries: result.entries,
    gamification: result.state,
    ...NO_ANALYSES,
  })
  return { changed: true, earned: result.earned, write }
}

/** Removes an outcome: clears consequence and consequenceDate (and the cached analyses). */
export function clearOutcome(id: string): { changed: boolean; write: WriteOutcome } {
  requireUser()
  const { entries, gamification } = current(['entries', 'gamification'])
  const result = clearOutcomeOf(gamification, entries, id)
  if (!result.changed) return { changed: false, write: { ok: true } }
  const write = commit(['entries', 'signals', 'trust', 'tone'], {
    entries: result.entries,
    ...NO_ANALYSES,
  })
  return { changed: true, write }
}

/**
 * Settings, 'Clear all data' (spec section 2: "Delete all check-ins"): deletes the entries,
 * the gamification state, every coach cache and the recovery copies. Settings, onboarding and
 * the device's theme stay, so the user is not sent through onboarding again.
 */
export function clearAllData(): WriteOutcome {
  const userId = requireUser()
  const write = commit(
    [
      'entries',
      'gamification',
      'signals',
      'trust',
      'tone',
      'focus',
      'missions',
      'patterns',
      'lastDailyGuidance',
    ],
    {
      entries: EMPTY_JOURNAL.entries,
      gamification: EMPTY_JOURNAL.gamification,
      ...NO_ANALYSES,
      focus: null,
      missions: null,
      patterns: null,
      lastDailyGuidance: null,
    },
  )
  for (const key of listKeys(recoveryPrefix(userId))) removeRaw(key)
  problems = []
  return write
}

// ---------------------------------------------------------------------------------------------
// Coach caches

/** The cached Inner Map analysis of `kind`, fresh or not. */
export function getCachedAnalysis<K extends AnalysisKind>(kind: K): CachedAnalysis<K> | null {
  return current([kind])[kind] as CachedAnalysis<K> | null
}

/**
 * The cached analysis when it can be reused (spec section 7): no entry is newer than it, and
 * for tone at least one voice entry exists. Null means ask the coach again.
 */
export function getFreshAnalysis<K extends AnalysisKind>(kind: K): AnalysisByKind[K] | null {
  const cached = getCachedAnalysis(kind)
  const { entries } = current(['entries'])
  return cached && isCacheFresh(kind, cached.cachedAt, entries) ? cached.value : null
}

export function setCachedAnalysis<K extends AnalysisKind>(
  kind: K,
  value: AnalysisByKind[K],
  cachedAt: number = Date.now(),
): WriteOutcome {
  return commit([kind], { [kind]: { value, cachedAt } })
}

export function clearCachedAnalyses(): WriteOutcome {
  return commit(['signals', 'trust', 'tone'], NO_ANALYSES)
}

export function getDailyFocusCache(): DailyFocusCache | null {
  return current(['focus']).focus
}

/** Caches today's focus text (spec section 3: focus text plus its date). */
export function setDailyFocus(text: string, date: CalendarDay = todayOnDevice()): WriteOutcome {
  return commit(['focus'], { focus: { text, date } })
}

export function getMissionsCache(): MissionsCache | null {
  return current(['missions']).missions
}

export function setMissions(
  missions: Mission[],
  date: CalendarDay = todayOnDevice(),
): WriteOutcome {
  return commit(['missions'], { missions: { missions, date } })
}

export function getPatternsCache(): PatternsCache | null {
  return current(['patterns']).patterns
}

export function setPatterns(patterns: Pattern[], cachedAt: number = Date.now()): WriteOutcome {
  return commit(['patterns'], { patterns: { patterns, cachedAt } })
}

/** 'Retry Analysis' clears the pattern cache (spec section 8). */
export function clearPatterns(): WriteOutcome {
  return commit(['patterns'], { patterns: null })
}

export function getLastDailyGuidance(): CalendarDay | null {
  return current(['lastDailyGuidance']).lastDailyGuidance
}

export function setLastDailyGuidance(day: CalendarDay = todayOnDevice()): WriteOutcome {
  return commit(['lastDailyGuidance'], { lastDailyGuidance: day })
}

// ---------------------------------------------------------------------------------------------
// Settings and onboarding

export function getDailyReminders(): boolean {
  return current(['dailyReminders']).dailyReminders
}

/** Stored as 'true' / 'false' under dailyReminders (spec section 3). */
export function setDailyReminders(enabled: boolean): WriteOutcome {
  return commit(['dailyReminders'], { dailyReminders: enabled })
}

export function getWeeklyInsights(): boolean {
  return current(['weeklyInsights']).weeklyInsights
}

/** Stored as 'true' / 'false' under weeklyInsights (spec section 3). */
export function setWeeklyInsights(enabled: boolean): WriteOutcome {
  return commit(['weeklyInsights'], { weeklyInsights: enabled })
}

export function getReminderTime(): string | null {
  return current(['reminderTime']).reminderTime
}

/** The daily reminder's time (`HH:MM`), kept with the other notification settings. */
export function setReminderTime(time: string): WriteOutcome {
  return commit(['reminderTime'], { reminderTime: time })
}

/** Whether the active user finished onboarding (`onboarding_completed_{userId}`). */
export function isOnboardingCompleted(): boolean {
  return activeUserId !== null && current(['onboardingCompleted']).onboardingCompleted
}

export function setOnboardingCompleted(completed = true): WriteOutcome {
  return commit(['onboardingCompleted'], { onboardingCompleted: completed })
}

export function getOnboardingFocus(): OnboardingFocus | null {
  return current(['onboardingFocus']).onboardingFocus
}

export function setOnboardingFocus(focus: OnboardingFocus | null): WriteOutcome {
  return commit(['onboardingFocus'], { onboardingFocus: focus })
}

export function getOnboardingChallenge(): string | null {
  return current(['onboardingChallenge']).onboardingChallenge
}

export function setOnboardingChallenge(challenge: string | null): WriteOutcome {
  const text = challenge?.trim() ? challenge.trim() : null
  return commit(['onboardingChallenge'], { onboardingChallenge: text })
}
