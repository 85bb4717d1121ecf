/**
 * The journal's records on the device: the entries and the gamification state in the account's
 * database (database/), the change feed record sync reads, and the hooks that show them. Routes
 * in src/app compose it with the features. Three parts are entries of their own, loaded with the
 * screens that use them rather than with Home: the operations on the whole journal (export,
 * import, the backup, 'Clear all data') in `@/stores/records/whole-journal`, the changes that
 * earn XP (a check-in, an outcome, a delete and its Undo) in `entry-changes`, and an edit of a
 * check-in in `entry-edits`. The phone's settings and caches beside it are in stores/device.
 */
export {
  getJournalRevision,
  getRecordsView,
  openRecords,
  subscribeRecords as subscribeJournalRecords,
} from './database/store'
export { onlyAddedAfter } from './database/view'
export {
  getEntries,
  getGamification,
  getNewestEntries,
  snoozeFollowUp,
  stopFollowUp,
} from './journal'
export { dayPlansToSync, keepDayPlans, useDayPlanOf } from './day-plans'
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
