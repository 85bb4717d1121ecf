/**
 * What the phone keeps beside the journal's records (stores/records), in localStorage through
 * one engine: the active user, the settings, the onboarding's choices, the coach's caches, the
 * backup's state, and what went wrong with storage; and the phone's own context (its time zone,
 * its day, new ids). One module per part (plain functions, for event handlers and effects), and
 * the hooks (for rendering). Setting the active user opens that user's records too.
 */
export { getActiveUserId, getJournalSnapshot, setActiveUser, subscribeJournal } from './engine'
export { dayOnDevice, deviceTimeZone, startOfDayOnDevice, todayOnDevice } from './device-context'
import './free-space'
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
export { JOURNAL_NAMES as STORAGE_NAMES, userKey, userPrefix } from '@/lib/device-keys'
