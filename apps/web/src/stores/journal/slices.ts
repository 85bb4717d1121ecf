import {
  BACKUP_OFF,
  backupDeviceStateSchema,
  cachedAnalysisSchemas,
  deletedEntriesSchema,
  dailyFocusCacheSchema,
  dailyGuidanceCacheSchema,
  INITIAL_GAMIFICATION_STATE,
  isReminderTime,
  missionsCacheSchema,
  onboardingChallengeSchema,
  onboardingFocusSchema,
  parseStoredDay,
  parseStoredEpochMs,
  patternsCacheSchema,
  readGamificationState,
  readStoredEntries,
  type AnalysisKind,
  type BackupDeviceState,
  type CachedAnalysis,
  type DailyFocusCache,
  type DailyGuidanceCache,
  type DeletedEntry,
  type Entry,
  type GamificationState,
  type MissionsCache,
  type OnboardingFocus,
  type PatternsCache,
} from '@hara/core'
import {
  DEVICE_KEY_LIST,
  JOURNAL_NAMES as N,
  onboardingCompletedName,
  type KeyUses,
} from '@/lib/device-keys'
import {
  booleanSlice,
  jsonOf,
  jsonSlice,
  ok,
  pairedCacheSlice,
  unset,
  type Schema,
  type Slice,
} from './slice-kinds'

/**
 * Each piece of the journal ("slice") with the storage names it owns, how it is read (always
 * through the core's schemas) and how it is written. Reading never throws.
 *
 * Only the journal itself (entries and the gamification state) is treated as the user's data:
 * when it cannot be read in full the raw text is set aside under a recovery key and the user is
 * told. Everything else is a cache the coach can rebuild, a setting or an onboarding answer;
 * an unreadable value there reads as "not set" and is removed quietly.
 */

/** Everything the store holds for the active user. */
export interface JournalData {
  entries: Entry[]
  gamification: GamificationState
  signals: CachedAnalysis<'signals'> | null
  trust: CachedAnalysis<'trust'> | null
  tone: CachedAnalysis<'tone'> | null
  focus: DailyFocusCache | null
  missions: MissionsCache | null
  patterns: PatternsCache | null
  /** Today's daily guidance: its text and day (`lastDailyGuidance`). */
  dailyGuidance: DailyGuidanceCache | null
  /** Settings, stored as 'true' / 'false'; both off until switched on. */
  dailyReminders: boolean
  weeklyInsights: boolean
  /** The daily reminder's time, `HH:MM`; null until chosen (the server's default applies). */
  reminderTime: string | null
  onboardingCompleted: boolean
  onboardingFocus: OnboardingFocus | null
  onboardingChallenge: string | null
  /** Entries deleted on this device, so a merge never brings them back. */
  deletedEntries: DeletedEntry[]
  /** The encrypted backup on this device: on or off, version, key parameters, last success. */
  backup: BackupDeviceState
}

export type SliceName = keyof JournalData

function analysisSlice<K extends AnalysisKind>(
  kind: K,
  valueName: string,
  timeName: string,
): Slice<CachedAnalysis<K> | null> {
  return pairedCacheSlice(
    valueName,
    timeName,
    cachedAnalysisSchemas[kind] as unknown as Schema<CachedAnalysis<K>>,
    (text, time) => ({ value: jsonOf(text), cachedAt: parseStoredEpochMs(time) }),
    (cache) => [JSON.stringify(cache.value), String(cache.cachedAt)],
  )
}

const NO_DELETED_ENTRIES = Object.freeze([]) as unknown as DeletedEntry[]

export const SLICES: { [K in SliceName]: Slice<JournalData[K]> } = {
  entries: {
    names: () => [N.entries],
    recover: true,
    read: ({ raw, timeZone }) => readStoredEntries(raw(N.entries), timeZone),
    write: (entries) => ({ [N.entries]: JSON.stringify(entries) }),
  },
  gamification: {
    names: () => [N.gamification],
    recover: true,
    read: ({ raw, timeZone }) => readGamificationState(raw(N.gamification), timeZone),
    write: (state) => ({ [N.gamification]: JSON.stringify(state) }),
  },
  signals: analysisSlice('signals', N.cachedSignals, N.cachedSignalsTime),
  trust: analysisSlice('trust', N.cachedTrust, N.cachedTrustTime),
  tone: analysisSlice('tone', N.cachedTone, N.cachedToneTime),
  focus: pairedCacheSlice<DailyFocusCache>(
    N.cachedFocus,
    N.cachedFocusDate,
    dailyFocusCacheSchema,
    (text, date, timeZone) => ({ text, date: parseStoredDay(date, timeZone) }),
    (cache) => [cache.text, cache.date],
  ),
  missions: pairedCacheSlice<MissionsCache>(
    N.cachedMissions,
    N.cachedMissionsDate,
    missionsCacheSchema,
    (text, date, timeZone) => ({ missions: jsonOf(text), date: parseStoredDay(date, timeZone) }),
    (cache) => [JSON.stringify(cache.missions), cache.date],
  ),
  patterns: pairedCacheSlice<PatternsCache>(
    N.cachedPatterns,
    N.cachedPatternsTime,
    patternsCacheSchema,
    (text, time) => ({ patterns: jsonOf(text), cachedAt: parseStoredEpochMs(time) }),
    (cache) => [JSON.stringify(cache.patterns), String(cache.cachedAt)],
  ),
  dailyGuidance: pairedCacheSlice<DailyGuidanceCache>(
    N.cachedDailyGuidance,
    N.lastDailyGuidance,
    dailyGuidanceCacheSchema,
    (text, date, timeZone) => ({ text, date: parseStoredDay(date, timeZone) }),
    (cache) => [cache.text, cache.date],
  ),
  dailyReminders: booleanSlice(N.dailyReminders),
  weeklyInsights: booleanSlice(N.weeklyInsights),
  reminderTime: {
    names: () => [N.reminderTime],
    recover: false,
    read: ({ raw }) => {
      const text = raw(N.reminderTime)
      if (text === null) return ok(null)
      return isReminderTime(text) ? ok(text) : unset(null)
    },
    write: (time) => ({ [N.reminderTime]: time }),
  },
  onboardingCompleted: {
    names: (userId) => [onboardingCompletedName(userId)],
    recover: false,
    read: ({ raw, userId }) => ok(raw(onboardingCompletedName(userId)) === 'true'),
    write: (done, userId) => ({ [onboardingCompletedName(userId)]: done ? 'true' : null }),
  },
  onboardingFocus: {
    names: () => [N.onboardingFocus],
    recover: false,
    read: ({ raw }) => {
      const text = raw(N.onboardingFocus)
      if (text === null) return ok(null)
      const parsed = onboardingFocusSchema.safeParse(text)
      return parsed.success ? ok(parsed.data) : unset(null)
    },
    write: (focus) => ({ [N.onboardingFocus]: focus }),
  },
  onboardingChallenge: {
    names: () => [N.onboardingChallenge],
    recover: false,
    read: ({ raw }) => {
      const text = raw(N.onboardingChallenge)
      if (text === null) return ok(null)
      const parsed = onboardingChallengeSchema.safeParse(text)
      return parsed.success ? ok(parsed.data, parsed.data !== text) : unset(null)
    },
    write: (challenge) => ({ [N.onboardingChallenge]: challenge }),
  },
  deletedEntries: jsonSlice(N.deletedEntries, deletedEntriesSchema, NO_DELETED_ENTRIES),
  backup: jsonSlice(N.backup, backupDeviceStateSchema, BACKUP_OFF),
}

export const SLICE_NAMES = Object.keys(SLICES) as SliceName[]

type ListedKey = (typeof DEVICE_KEY_LIST)[keyof typeof DEVICE_KEY_LIST]
type SliceKey = Extract<ListedKey, { slice: string }>

/** The slices whose keys `use` includes (lib/device-keys): `SlicesFor<'export'>` is the file. */
export type SlicesFor<U extends keyof KeyUses> = Extract<SliceKey, Record<U, true>>['slice']

/** Every slice the list names is one of the store's. */
const _listedSlicesExist: SliceKey['slice'] extends SliceName ? true : never = true

/** The slices whose keys `use` includes, in the list's order. */
export function slicesFor<U extends keyof KeyUses>(use: U): SlicesFor<U>[] {
  const found = new Set<SlicesFor<U>>()
  for (const key of Object.values(DEVICE_KEY_LIST) as readonly ListedKey[]) {
    if ('slice' in key && key[use]) found.add(key.slice as SlicesFor<U>)
  }
  return [...found]
}

/** The data of a user with nothing stored, and of "nobody signed in". */
export const EMPTY_JOURNAL: JournalData = Object.freeze({
  entries: Object.freeze([]) as unknown as Entry[],
  gamification: INITIAL_GAMIFICATION_STATE,
  signals: null,
  trust: null,
  tone: null,
  focus: null,
  missions: null,
  patterns: null,
  dailyGuidance: null,
  dailyReminders: false,
  weeklyInsights: false,
  reminderTime: null,
  onboardingCompleted: false,
  onboardingFocus: null,
  onboardingChallenge: null,
  deletedEntries: NO_DELETED_ENTRIES,
  backup: BACKUP_OFF,
})

/** The three cached analyses; cleared whenever the entries change, since they would mislead. */
export const ANALYSES = ['signals', 'trust', 'tone'] as const satisfies SliceName[]
export const NO_ANALYSES = { signals: null, trust: null, tone: null } as const
