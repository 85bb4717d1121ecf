import {
  analysisSchemas,
  INITIAL_GAMIFICATION_STATE,
  isCalendarDay,
  missionsSchema,
  onboardingChallengeSchema,
  onboardingFocusSchema,
  parseStoredDay,
  parseStoredEpochMs,
  patternsSchema,
  readGamificationState,
  readJson,
  readStoredEntries,
  type AnalysisByKind,
  type AnalysisKind,
  type CalendarDay,
  type Entry,
  type GamificationState,
  type Mission,
  type OnboardingFocus,
  type Pattern,
  type StoredRead,
} from '@hara/core'
import { onboardingCompletedName, STORAGE_NAMES as N } from './storage-keys'

/**
 * Each piece of the journal ("slice") with the storage names it owns, how it is read (always
 * through the core's schemas) and how it is written. Reading never throws.
 *
 * Only the journal itself (entries and the gamification state) is treated as the user's data:
 * when it cannot be read in full the raw text is set aside under a recovery key and the user is
 * told. Everything else is a cache the coach can rebuild, a setting or an onboarding answer;
 * an unreadable value there reads as "not set" and is removed quietly.
 */

/** An Inner Map analysis and when it was cached (epoch ms). */
export interface CachedAnalysis<K extends AnalysisKind = AnalysisKind> {
  value: AnalysisByKind[K]
  cachedAt: number
}

/** Today's focus text and the local day it was made for. */
export interface DailyFocusCache {
  text: string
  date: CalendarDay
}

/** The daily missions and the local day they were made for. */
export interface MissionsCache {
  missions: Mission[]
  date: CalendarDay
}

/** The pattern analysis and when it was cached (epoch ms). */
export interface PatternsCache {
  patterns: Pattern[]
  cachedAt: number
}

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
  lastDailyGuidance: CalendarDay | null
  /** Settings, stored as 'true' / 'false'; both off until switched on. */
  dailyReminders: boolean
  weeklyInsights: boolean
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

/** A cache or setting that cannot be read counts as unset and is removed on the next write. */
const unset = <T>(value: T): StoredRead<T> => ({ value, problem: null, migrated: true })

interface Schema<T> {
  safeParse: (value: unknown) => { success: true; data: T } | { success: false }
}

function parseJsonWith<T>(text: string, schema: Schema<T>): T | null {
  const json = readJson(text)
  if (!json.ok) return null
  const parsed = schema.safeParse(json.value)
  return parsed.success ? parsed.data : null
}

function analysisSlice<K extends AnalysisKind>(
  kind: K,
  valueName: string,
  timeName: string,
): Slice<CachedAnalysis<K> | null> {
  return {
    names: () => [valueName, timeName],
    recover: false,
    read: ({ raw }) => {
      const text = raw(valueName)
      const time = raw(timeName)
      if (text === null && time === null) return ok(null)
      const schema = analysisSchemas[kind] as unknown as Schema<AnalysisByKind[K]>
      const value = text === null ? null : parseJsonWith(text, schema)
      const cachedAt = parseStoredEpochMs(time)
      if (value === null || cachedAt === null) return unset(null)
      return ok({ value, cachedAt })
    },
    write: (cache) => ({
      [valueName]: cache ? JSON.stringify(cache.value) : null,
      [timeName]: cache ? String(cache.cachedAt) : null,
    }),
  }
}

function booleanSlice(name: string | ((userId: string) => string)): Slice<boolean> {
  const nameFor = (userId: string) => (typeof name === 'string' ? name : name(userId))
  return {
    names: (userId) => [nameFor(userId)],
    recover: false,
    read: ({ raw, userId }) => {
      const text = raw(nameFor(userId))
      if (text === null) return ok(false)
      return text === 'true' || text === 'false' ? ok(text === 'true') : unset(false)
    },
    write: (value, userId) => ({ [nameFor(userId)]: value ? 'true' : 'false' }),
  }
}

function dayCacheSlice<T, V>(
  valueName: string,
  dateName: string,
  parse: (text: string) => V | null,
  build: (value: V, date: CalendarDay) => T,
  unbuild: (cache: T) => { text: string; date: CalendarDay },
): Slice<T | null> {
  return {
    names: () => [valueName, dateName],
    recover: false,
    read: ({ raw, timeZone }) => {
      const text = raw(valueName)
      const dateText = raw(dateName)
      if (text === null && dateText === null) return ok(null)
      const value = text === null ? null : parse(text)
      const date = parseStoredDay(dateText, timeZone)
      if (value === null || date === null) return unset(null)
      return ok(build(value, date), date !== dateText)
    },
    write: (cache) => {
      if (cache === null) return { [valueName]: null, [dateName]: null }
      const { text, date } = unbuild(cache)
      return { [valueName]: text, [dateName]: date }
    },
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
  focus: dayCacheSlice(
    N.cachedFocus,
    N.cachedFocusDate,
    (text) => (text.trim() === '' ? null : text),
    (text, date): DailyFocusCache => ({ text, date }),
    (cache) => ({ text: cache.text, date: cache.date }),
  ),
  missions: dayCacheSlice(
    N.cachedMissions,
    N.cachedMissionsDate,
    (text) => parseJsonWith(text, missionsSchema),
    (missions, date): MissionsCache => ({ missions, date }),
    (cache) => ({ text: JSON.stringify(cache.missions), date: cache.date }),
  ),
  patterns: {
    names: () => [N.cachedPatterns, N.cachedPatternsTime],
    recover: false,
    read: ({ raw }) => {
      const text = raw(N.cachedPatterns)
      const time = raw(N.cachedPatternsTime)
      if (text === null && time === null) return ok(null)
      const patterns = text === null ? null : parseJsonWith(text, patternsSchema)
      const cachedAt = parseStoredEpochMs(time)
      if (patterns === null || cachedAt === null) return unset(null)
      return ok({ patterns, cachedAt })
    },
    write: (cache) => ({
      [N.cachedPatterns]: cache ? JSON.stringify(cache.patterns) : null,
      [N.cachedPatternsTime]: cache ? String(cache.cachedAt) : null,
    }),
  },
  lastDailyGuidance: {
    names: () => [N.lastDailyGuidance],
    recover: false,
    read: ({ raw, timeZone }) => {
      const text = raw(N.lastDailyGuidance)
      if (text === null) return ok(null)
      const day = parseStoredDay(text, timeZone)
      return day === null ? unset(null) : ok(day, !isCalendarDay(text))
    },
    write: (day) => ({ [N.lastDailyGuidance]: day }),
  },
  dailyReminders: booleanSlice(N.dailyReminders),
  weeklyInsights: booleanSlice(N.weeklyInsights),
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
  lastDailyGuidance: null,
  dailyReminders: false,
  weeklyInsights: false,
  onboardingCompleted: false,
  onboardingFocus: null,
  onboardingChallenge: null,
})
