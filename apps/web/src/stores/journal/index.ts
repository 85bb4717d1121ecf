/**
 * The journal on the device: its records in the account's database (records/), the small
 * values beside them in localStorage (engine, slices), one module per part (plain functions,
 * for event handlers and effects), and the hooks (for rendering). Routes in src/app compose it
 * with the other features. The operations on the whole journal (export, import, the backup,
 * 'Clear all data') are a second entry, `@/stores/journal/whole-journal`, and the changes that
 * earn XP (a check-in, an outcome, a delete and its Undo) a third, `entry-changes`: each is
 * loaded with the screens that use it, not with Home.
 */
export { getActiveUserId, getJournalSnapshot, setActiveUser, subscribeJournal } from './engine'
export {
  getJournalRevision,
  openRecords,
  subscribeRecords as subscribeJournalRecords,
} from './records/store'
export { dayOnDevice, deviceTimeZone, todayOnDevice } from './device-context'
import './free-space'
export { getEntries, getGamification, snoozeFollowUp, stopFollowUp } from './journal'
export {
  clearPatterns,
  setCachedAnalysis,
  setDailyFocus,
  setDailyGuidance,
  setMissions,
  setPatterns,
} from './coach-caches'
export { setDailyReminders, setReminderTime, setWeeklyInsights } from './settings'
export {
  getOnboardingChallenge,
  getOnboardingFocus,
  setOnboardingChallenge,
  setOnboardingCompleted,
  setOnboardingFocus,
} from './onboarding'
export { getBackupState, setBackupState } from './backup-state'
export {
  useActiveUserId,
  useBackupState,
  useCachedAnalysis,
  useDailyFocusCache,
  useDailyGuidanceCache,
  useMissionsCache,
  useNotificationSettings,
  useOnboardingChoices,
  useOnboardingCompleted,
  usePatternsCache,
  useStorageProblems,
  useUnsavedChanges,
} from './use-journal'
export {
  useDueFollowUps,
  useEntries,
  useEntriesBefore,
  useEntriesById,
  useFirstCheckInAt,
  useFollowUpReport,
  useGamification,
  useJournalReady,
  useJournalSummary,
  useLevel,
  useRecentEntries,
  useStreakToday,
  useTimelineEntries,
  useTrustScore,
  useWeekStats,
  useWeekStrip,
} from './use-records'
export { JOURNAL_NAMES as STORAGE_NAMES, userKey, userPrefix } from '@/lib/device-keys'
