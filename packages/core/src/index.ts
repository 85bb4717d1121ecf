/**
 * @hara/core: the pure domain of Hara.
 *
 * Nothing in this package touches React, Hono, Drizzle, the AI SDK or browser APIs.
 * Time, ids and randomness are passed in as arguments so every rule is testable on plain values.
 */
export { type Instant, parseStoredEpochMs, toEpochMs, toIsoString } from './time/instant'
export {
  addDays,
  type CalendarDay,
  calendarDaySchema,
  daysBetween,
  isCalendarDay,
  localDay,
  MONTH_NAMES,
  parseStoredDay,
  runtimeLocalDay,
  weekdayOf,
  type ZoneSource,
} from './time/calendar-day'
export { formattersByZone, wallClockFormatters } from './time/zone-formatters'
export {
  WEEKDAY_LETTERS,
  WEEKDAY_NAMES,
  weekStats,
  type WeekStats,
  weekStrip,
  type WeekStripDay,
} from './time/week'
export { readJson, type StoredRead, type StoredValueProblem } from './parsing/stored-json'
export {
  type Entry,
  type EntryDraft,
  entrySchema,
  entryTimeMs,
  GUT_STRENGTHS,
  type GutFeeling,
  type GutStrength,
  hasDecision,
  hasOutcome,
  hasText,
  hasWillIgnoreAnswer,
  isHonored,
  isOutcomeByXp,
  newestFirst,
  type OwnVerdict,
  strengthOf,
  type TapDraft,
  type TapEntry,
  type VoiceDraft,
  type VoiceEntry,
  type VoiceLabel,
  type WillIgnore,
} from './journal/entry-schema'
export { legacyEntryId, readStoredEntries, textDigest } from './journal/entry-migration'
export {
  deletedEntriesSchema,
  type DeletedEntry,
  deletedEntryOf,
  deletedEntrySchema,
} from './journal/deleted-entry'
export { compareStandings, revivedEntry, standingOf, type Standing } from './journal/entry-life'
export { statedCarry } from './journal/carried'
export { type Journal } from './journal/journal'
export { canonicalJournalText, mergeJournals, type MergeReport } from './journal/journal-merge'
export { mergeEntries } from './journal/merge-entries'
export { mergeBatch, type JournalAtHand, type MergedBatch } from './journal/batch-merge'
export { gamificationOf, recomputeGamification } from './journal/merged-gamification'
export {
  COUNTED as SUMMARY_COUNTS,
  dueDecisionIds,
  EMPTY_SUMMARY,
  journalBasis,
  type JournalSummary,
  summaryAfter,
  summaryFollowUpReport,
  summaryOf,
} from './journal/journal-summary'
export { dayCountsOf, hasOnThisDay, isJournalDays } from './journal/day-counts'
export { countsOn } from './journal/day-reads'
export {
  addMonths,
  agoText,
  type CalendarCell,
  type CalendarMonth,
  monthGrid,
  type MonthGrid,
  monthOfDay,
  monthsSpan,
  onThisDay,
  type Weekday,
  yearGrid,
} from './journal/calendar'
export {
  journalFileParts,
  type JournalFileProblem,
  journalFileText,
  readJournalFile,
} from './journal/journal-file'
export { journalCsv } from './journal/journal-csv'
export {
  CATEGORY_KEYWORDS,
  entryCategory,
  PERSONAL_CATEGORY,
  VOICE_CATEGORIES,
  type VoiceCategory,
} from './journal/category'
export { tapCategory } from './journal/tap-category'
export {
  editableWords,
  type EntryWords,
  customNoteProblem,
  MAX_CUSTOM_NOTE,
  MAX_CUSTOM_NOTE_WORDS,
  MAX_ENTRY_TEXT,
  outcomeOf,
  type RemovedOutcome,
  withOutcomeRestored,
  withWords,
  type WordsEdit,
} from './journal/entry-words'
export {
  type DetailsEdit,
  editableDetails,
  type EntryDetails,
  withDetails,
} from './journal/entry-details'
export { wasEdited } from './journal/entry-stamps'
export { gamificationAfterEdit, isEarlierAllowed } from './journal/journal-streak'
export { withChangedVerdict } from './journal/own-verdict'
export {
  DEFAULT_BODY_SIGNALS,
  DEFAULT_CATEGORIES,
  DEFAULT_MISSIONS,
  MIN_ENTRIES_FOR_COACHING,
} from './journal/defaults'
export {
  checkInXp,
  LEVEL_NAMES,
  levelInfo,
  type LevelInfo,
  OUTCOME_XP,
} from './gamification/levels'
export { streakShownToday } from './gamification/streak'
export {
  type AchievementDefinition,
  type AchievementId,
  ACHIEVEMENTS,
  type UnlockedAchievement,
} from './gamification/achievements'
export {
  type AchievementProgress,
  type AchievementState,
  progressToward,
  summaryFacts,
} from './gamification/achievement-unlocks'
export {
  CALIBRATION_MIN_JUDGED,
  LONG_GOALS,
  type LongGoalDefinition,
  type LongGoalId,
  longGoalFacts,
  longGoalProgress,
  type LongGoalProgress,
} from './gamification/long-goals'
export {
  type GamificationState,
  gamificationStateSchema,
  INITIAL_GAMIFICATION_STATE,
  readGamificationState,
} from './gamification/gamification-state'
export { type Earned } from './gamification/earned'
export { createEntry, recordCheckIn, type RemovedEntry } from './gamification/gamification'
export { recordOutcome, setOutcome, withoutOutcome } from './gamification/outcome-changes'
export { ANSWER_WORDS, gutAnswerParts } from './journal/answer-words'
export {
  dayPlanOf,
  dayPlanSchema,
  DAY_PLANS_KEPT,
  laterPlans,
  planOfDay,
  type DayPlan,
} from './gamification/day-plan'
export {
  isMissionDone,
  missionGoal,
  missionPath,
  withGoalEntry,
  type MissionGoal,
} from './gamification/mission-progress'
export {
  dueFollowUps,
  FOLLOW_UP_ROWS,
  FOLLOW_UP_SNOOZE_DAYS,
  type FollowUpReport,
  MAX_REPORTED_WAITING,
  snoozeFollowUp,
  stopFollowUp,
} from './follow-up/follow-up'
export { followUpReportSchema } from './follow-up/follow-up-report-schema'
export {
  closingTheLoop,
  type ClosingTheLoop,
  GUT_SHARE_MIN_OUTCOMES,
} from './follow-up/closing-the-loop'
export { trustBand, type TrustBand, trustScore, type TrustScore } from './insights/trust'
export { TRUST_CURVE_WEEKS, type TrustWeek, weeklyTrust } from './insights/trust-curve'
export {
  countOutcome,
  gutVerdict,
  type OutcomeReadingLike,
  type OutcomeValence,
  type OutcomeVerdict,
  ownVerdictOf,
} from './gut/gut-verdict'
export {
  GUT_MIN_JUDGED,
  type GutGrain,
  gutOverTime,
  type GutOverTime,
  type GutPeriod,
  type GutPlace,
  type GutReliability,
} from './gut/gut-over-time'
export {
  GUT_STRENGTH_MIN_JUDGED,
  gutByStrength,
  type GutByStrength,
  type StrengthCalibration,
} from './gut/gut-by-strength'
export {
  type MonthShare,
  strengthByMonth,
  type StrengthByMonth,
  type StrengthTrend,
} from './gut/strength-by-month'
export {
  type AnalysisByKind,
  type AnalysisKind,
  type CachedAnalysis,
  cachedAnalysisSchemas,
  type DailyFocusCache,
  dailyFocusCacheSchema,
  type DailyGuidanceCache,
  dailyGuidanceCacheSchema,
  isInsufficient,
  type Mission,
  type MissionsCache,
  missionsCacheSchema,
  type Pattern,
  type PatternsCache,
  patternsCacheSchema,
  type Signal,
} from './coach/analysis-schemas'
export {
  canAnalyze,
  canAnalyzePatterns,
  canGenerateFocus,
  canGenerateMissions,
  canRequestDailyGuidance,
  isCacheFresh,
  isSameDayCache,
} from './coach/analysis-preconditions'
export {
  COACH_JOURNAL_ENTRIES,
  COACH_MAX_BODY_BYTES,
  COACH_MAX_ITEMS,
  COACH_WINDOW,
} from './coach/limits'
export { type CoachEntry, coachJournal } from './coach/coach-entry'
export {
  type CoachJsonType,
  type CoachRequest,
  type CoachRequestInput,
  coachRequestSchema,
  type CoachStreamType,
  type CoachType,
  isStreamType,
  type SignalItem,
  signalItems,
  type ToneItem,
  toneItems,
  type TrustItem,
  trustItems,
} from './coach/coach-requests'
export {
  type CoachMission,
  type CoachResponse,
  coachResponseSchemas,
  MAX_PATTERNS,
  MISSIONS_PER_DAY,
} from './coach/coach-responses'
export {
  keptPlanWordsSchema,
  planInLanguage,
  planWordsByLanguageSchema,
  planWordsSchema,
  type PlanWords,
  type PlanWordsByLanguage,
} from './coach/plan-words'
export { chunkText, DONE_EVENT, encodeDelta, EventStreamDecoder } from './coach/event-stream'
export {
  DEFAULT_REMINDER_TIME,
  type DueReminder,
  dueReminders,
  isReminderTime,
  reminderTimeSchema,
  timeZoneSchema,
  zonedInstant,
} from './reminders/reminders'
export { FOLLOW_UP_ANCHOR, type PushMessage } from './reminders/push-message'
export {
  BACKUP_IV_BYTES,
  BACKUP_KDF_ITERATIONS,
  BACKUP_MAX_BODY_BYTES,
  BACKUP_OFF,
  BACKUP_PASSPHRASE_MIN_LENGTH,
  BACKUP_SALT_BYTES,
  type BackupDeviceState,
  backupDeviceStateSchema,
  type BackupKdf,
  backupKdfSchema,
} from './backup/backup-contract'
export {
  type BackupCipher,
  backupCipherSchema,
  type BackupContent,
  backupContentSchema,
  backupDeleteSchema,
  type BackupMetadata,
  backupMetadataSchema,
  type BackupUpload,
  backupUploadSchema,
} from './backup/backup-wire'
export {
  decryptText,
  deriveBackupKey,
  encryptText,
  newKdf,
  WrongPassphraseError,
} from './backup/backup-crypto'
export type { WebCrypto, WebCryptoKey } from './crypto/web-crypto'
export {
  changeWithRecords,
  SYNC_BATCH_MAX_BODY_BYTES,
  SYNC_BATCH_MAX_RECORDS,
  SYNC_CHANGE_MAX_RECORD_CHARS,
  SYNC_PAGE_DEFAULT_RECORDS,
  SYNC_PAGE_MAX_BYTES,
  SYNC_PAGE_MAX_RECORDS,
  type SyncChange,
  type SyncCheck,
  syncDeleteSchema,
  type SyncKey,
  syncKeySchema,
  type SyncKeyUpload,
  syncKeyUploadSchema,
  type SyncPage,
  syncPageQuerySchema,
  syncPageSchema,
  type SyncRecord,
  type SyncRecordsResult,
  syncRecordsResultSchema,
  type SyncRecordsUpload,
  syncRecordsUploadSchema,
  type SyncRecordUpload,
  syncRecordUploadSchema,
} from './sync/sync-contract'
export {
  digestOf,
  newVault,
  openRecord,
  recordIdOf,
  rewrapVault,
  sealRecord,
  unlockVault,
  UnreadableRecordError,
  type Vault,
} from './sync/record-crypto'
export {
  GAMIFICATION_NAME,
  nameOf,
  readRecord,
  readRecordText,
  recordText,
  sealedText,
  type RecordContent,
  type VersionedContent,
} from './sync/record-format'
export {
  accessCodeHelpSchema,
  type AccountConfirmation,
  accountConfirmationSchema,
  appLockChallengeSchema,
  appLockCredentialSchema,
  appLockRecoverySchema,
  appLockVerifiedSchema,
  avatarAnswerSchema,
  type Passkey,
  passkeyListSchema,
  passkeyOptionsSchema,
  passkeySignUpSchema,
  pushConfigSchema,
  socialSignInSchema,
  transcriptSchema,
} from './account/server-answers'
export { healthSchema, profileSchema, type Profile } from './account/start-answers'
export {
  ONBOARDING_FOCUSES,
  onboardingChallengeSchema,
  type OnboardingFocus,
  onboardingFocusSchema,
} from './account/onboarding'
export {
  isChallengeOf,
  ONBOARDING_CHALLENGES,
  startingFocus,
  startingMissions,
} from './account/starting-point'
export {
  NICKNAME_MAX,
  NICKNAME_MESSAGES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_RECOMMENDED,
  toNickname,
} from './account/user-rules'
export { nicknameSchema } from './account/nickname-schema'
export { base64ToBytes, bytesToBase64 } from './encoding/base64'
export { type ServerSentEvent, ServerSentEventReader } from './encoding/server-sent-events'
export { sortedJson } from './encoding/sorted-json'
export { encodeWav, toInt16 } from './encoding/wav'
export {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  languageFromPhone,
  LANGUAGES,
} from './i18n/languages'
export { pseudoText } from './i18n/pseudo-text'
