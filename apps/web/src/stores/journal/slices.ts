import {
  cachedAnalysisSchemas,
  dailyFocusCacheSchema,
  dailyGuidanceCacheSchema,
  INITIAL_GAMIFICATION_STATE,
  isCalendarDay,
  isReminderTime,
  missionsCacheSchema,
  onboardingChallengeSchema,
  onboardingFocusSchema,
  parseStoredDay,
  parseStoredEpochMs,
  patternsCacheSchema,
  readGamificationState,
  readJson,
  readStoredEntries,
  type AnalysisKind,
  type CachedAnalysis,
  type CalendarDay,
  type DailyFocusCache,
  type DailyGuidanceCache,
  type Entry,
  type GamificationState,
  type MissionsCache,
  type OnboardingFocus,
  type PatternsCache,
  type StoredRead,
} from '@hara/core'
import { JOURNAL_NAMES as N, onboardingCompletedName } from '@/lib/device-keys'

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
}

export type SliceName = keyof JournalData

export interface SliceContext {
  userId: string
  timeZone: string
  /** Raw text stored under `name` in the user's namespace, or null. */
  raw: (name: string) => string | null
}

interface Slice<T> {
  /** Storage names this slice owns, in the user's namespace. */
  names: (userId: string) => string[]
  /** Whether an unreadable value is the user's data, to be set aside and reported. */
  recover: boolean
  read: (context: SliceContext) => StoredRead<T>
  /** The text to store under each name; null removes the key. */
  write: (value: T, userId: string) => Record<string, string | null>
}

const ok = <T>(value: T, migrated = false): StoredRead<T> => ({ value, problem: null, migrated })

/** A cache or setting that cannot be read counts as unset; the store rewrites it at once. */
const unset = <T>(value: T): StoredRead<T> => ({ value, problem: null, migrated: true })

interface Schema<T> {
  safeParse: (value: unknown) => { success: true; data: T } | { success: false }
}

/** JSON text as a value, or undefined (which no schema here accepts) when it is not JSON. */
function jsonOf(text: string | null): unknown {
  if (text === null) return undefined
  const json = readJson(text)
  return json.ok ? json.value : undefined
}

/**
 * A cache stored under two names: the value and its date or time. Both are joined and parsed
 * with the core's schema; a half-written or unreadable pair reads as no cache.
 */
function pairedCacheSlice<T>(
  valueName: string,
  stampName: string,
  schema: Schema<T>,
  join: (text: string | null, stamp: string | null, timeZone: string) => unknown,
  split: (cache: T) => [string, string],
): Slice<T | null> {
  return {
    names: () => [valueName, stampName],
    recover: false,
    read: ({ raw, timeZone }) => {
      const text = raw(valueName)
      const stamp = raw(stampName)
      if (text === null && stamp === null) return ok(null)
      const parsed = schema.safeParse(join(text, stamp, timeZone))
      if (!parsed.success) return unset(null)
      // Rewrite an older date or time format once.
      const [, storedStamp] = split(parsed.data)
      return ok(parsed.data, storedStamp !== stamp)
    },
    write: (cache) => {
      if (cache === null) return { [valueName]: null, [stampName]: null }
      const [text, stamp] = split(cache)
      return { [valueName]: text, [stampName]: stamp }
    },
  }
}

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

function booleanSlice(name: string): Slice<boolean> {
  return {
    names: () => [name],
    recover: false,
    read: ({ raw }) => {
      const text = raw(name)
      if (text === null) return ok(false)
      return text === 'true' || text === 'false' ? ok(text === 'true') : unset(false)
    },
    write: (value) => ({ [name]: value ? 'true' : 'false' }),
  }
}

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
}

export const SLICE_NAMES = Object.keys(SLICES) as SliceName[]

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
})

/** The three cached analyses, cleared: whenever the entries change they would mislead. */
export const NO_ANALYSES = { signals: null, trust: null, tone: null } as const

/** Every coach cache, cleared ('Clear all data'). */
export const NO_COACH_CACHES = {
  ...NO_ANALYSES,
  focus: null,
  missions: null,
  patterns: null,
  dailyGuidance: null,
} as const
