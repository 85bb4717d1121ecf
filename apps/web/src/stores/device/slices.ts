import {
  BACKUP_OFF,
  backupDeviceStateSchema,
  cachedAnalysisSchemas,
  dailyFocusCacheSchema,
  dailyGuidanceCacheSchema,
  isReminderTime,
  missionsCacheSchema,
  onboardingChallengeSchema,
  onboardingFocusSchema,
  parseStoredDay,
  parseStoredEpochMs,
  patternsCacheSchema,
  type AnalysisKind,
  type BackupDeviceState,
  type CachedAnalysis,
  type DailyFocusCache,
  type DailyGuidanceCache,
  type MissionsCache,
  type OnboardingFocus,
  type PatternsCache,
} from '@hara/core'
import { ALL_DEVICE_KEYS, onboardingCompletedName, type KeyUses } from '@/lib/device-keys'
import {
  booleanSlice,
  jsonOf,
  jsonSlice,
  ok,
  pairedCacheSlice,
  withBasis,
  withPlanWords,
  textSlice,
  unset,
  type Schema,
  type Slice,
} from './slice-kinds'

/**
 * Each piece of the journal ("slice") with the storage names it owns (lib/device-keys lists
 * them, with what export, the backup and 'Clear all data' do with each), how it is read (always
 * through the core's schemas) and how it is written. Reading never throws.
 *
 * The journal itself (entries, deletion records, the gamification state) is not a slice: it is
 * kept one record per entry in the account's database (records/). Everything here is a cache
 * the coach can rebuild, a setting or an onboarding answer; an unreadable value reads as "not
 * set" and is removed quietly.
 */

/** Everything the store holds for the active user. */
export interface JournalData {
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

const [FOCUS, FOCUS_DATE, FOCUS_BASIS] = ALL_DEVICE_KEYS.focus.names
const [MISSIONS, MISSIONS_DATE, MISSIONS_BASIS, MISSIONS_WORDS] = ALL_DEVICE_KEYS.missions.names
const [GUIDANCE, GUIDANCE_DATE, GUIDANCE_BASIS] = ALL_DEVICE_KEYS.dailyGuidance.names
const [PATTERNS, PATTERNS_TIME, PATTERNS_BASIS] = ALL_DEVICE_KEYS.patterns.names

export const SLICES: { [K in SliceName]: Slice<JournalData[K]> } = {
  signals: analysisSlice('signals', ...ALL_DEVICE_KEYS.signals.names),
  trust: analysisSlice('trust', ...ALL_DEVICE_KEYS.trust.names),
  tone: analysisSlice('tone', ...ALL_DEVICE_KEYS.tone.names),
  focus: withBasis(
    pairedCacheSlice<DailyFocusCache>(
      FOCUS,
      FOCUS_DATE,
      dailyFocusCacheSchema,
      (text, date, timeZone) => ({ text, date: parseStoredDay(date, timeZone) }),
      (cache) => [cache.text, cache.date],
    ),
    FOCUS_BASIS,
  ),
  missions: withPlanWords(
    withBasis(
      pairedCacheSlice<MissionsCache>(
        MISSIONS,
        MISSIONS_DATE,
        missionsCacheSchema,
        (text, date, timeZone) => ({
          missions: jsonOf(text),
          date: parseStoredDay(date, timeZone),
        }),
        (cache) => [JSON.stringify(cache.missions), cache.date],
      ),
      MISSIONS_BASIS,
    ),
    MISSIONS_WORDS,
  ),
  patterns: withBasis(
    pairedCacheSlice<PatternsCache>(
      PATTERNS,
      PATTERNS_TIME,
      patternsCacheSchema,
      (text, time) => ({ patterns: jsonOf(text), cachedAt: parseStoredEpochMs(time) }),
      (cache) => [JSON.stringify(cache.patterns), String(cache.cachedAt)],
    ),
    PATTERNS_BASIS,
  ),
  dailyGuidance: withBasis(
    pairedCacheSlice<DailyGuidanceCache>(
      GUIDANCE,
      GUIDANCE_DATE,
      dailyGuidanceCacheSchema,
      (text, date, timeZone) => ({ text, date: parseStoredDay(date, timeZone) }),
      (cache) => [cache.text, cache.date],
    ),
    GUIDANCE_BASIS,
  ),
  dailyReminders: booleanSlice(...ALL_DEVICE_KEYS.dailyReminders.names),
  weeklyInsights: booleanSlice(...ALL_DEVICE_KEYS.weeklyInsights.names),
  reminderTime: textSlice(...ALL_DEVICE_KEYS.reminderTime.names, (text) =>
    isReminderTime(text) ? ok(text) : unset(null),
  ),
  onboardingCompleted: {
    read: ({ raw, userId }) => ok(raw(onboardingCompletedName(userId)) === 'true'),
    write: (done, userId) => ({ [onboardingCompletedName(userId)]: done ? 'true' : null }),
  },
  onboardingFocus: textSlice(...ALL_DEVICE_KEYS.onboardingFocus.names, (text) => {
    const parsed = onboardingFocusSchema.safeParse(text)
    return parsed.success ? ok(parsed.data) : unset(null)
  }),
  onboardingChallenge: textSlice(...ALL_DEVICE_KEYS.onboardingChallenge.names, (text) => {
    const parsed = onboardingChallengeSchema.safeParse(text)
    return parsed.success ? ok(parsed.data, parsed.data !== text) : unset(null)
  }),
  backup: jsonSlice(...ALL_DEVICE_KEYS.backup.names, backupDeviceStateSchema, BACKUP_OFF),
}

export const SLICE_NAMES = Object.keys(SLICES) as SliceName[]

/** The storage names a slice owns, in the user's namespace: those lib/device-keys lists for it. */
export function namesOf(slice: SliceName, userId: string): readonly string[] {
  return ALL_DEVICE_KEYS[slice].names.map((name) => name.replace('{userId}', userId))
}

type Listed = typeof ALL_DEVICE_KEYS
type SliceKey = {
  [K in keyof Listed]: Listed[K] extends { names: unknown } ? K : never
}[keyof Listed]

/** The slices whose keys `use` includes (lib/device-keys): `SlicesFor<'export'>` is the file. */
export type SlicesFor<U extends keyof KeyUses> = {
  [K in SliceKey]: Listed[K][U] extends true ? K : never
}[SliceKey]

/** The list names every slice of the store, and nothing else, as slices. */
const _listNamesEverySlice: [SliceKey, SliceName] extends [SliceName, SliceKey] ? true : never =
  true

/** The slices whose keys `use` includes, in the list's order. */
export function slicesFor<U extends keyof KeyUses>(use: U): SlicesFor<U>[] {
  return Object.entries(ALL_DEVICE_KEYS).flatMap(([id, key]) =>
    'names' in key && key[use] ? [id] : [],
  ) as SlicesFor<U>[]
}

/** The data of a user with nothing stored, and of "nobody signed in". */
export const EMPTY_JOURNAL: JournalData = Object.freeze({
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
  backup: BACKUP_OFF,
})

/** The three cached analyses; cleared whenever the entries change, since they would mislead. */
export const ANALYSES = ['signals', 'trust', 'tone'] as const satisfies SliceName[]
export const NO_ANALYSES = { signals: null, trust: null, tone: null } as const
/**
 * The analyses that read outcomes, patterns among them (their counts of decisions waiting for an
 * outcome, their judgements): an outcome logged, edited or removed leaves none of them true, so
 * all are asked again, and every screen counts the same outcomes.
 */
export const OUTCOME_ANALYSES = [...ANALYSES, 'patterns'] as const satisfies SliceName[]
export const NO_OUTCOME_ANALYSES = { ...NO_ANALYSES, patterns: null } as const
