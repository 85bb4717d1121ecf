/**
 * The journal on the device: its records in the account's database (records/), the small
 * values beside them in localStorage (engine, slices), one module per part (plain functions,
 * for event handlers and effects), and the hooks (for rendering). Routes in src/app compose it
 * with the other features. The operations on the whole journal (export, import, the backup,
 * 'Clear all data') are a second entry, `@/stores/journal/whole-journal`, and the changes that
 * earn XP (a check-in, an outcome, a delete and its Undo) a third, `entry-changes`: each is
 * loaded with the screens that use it, not with Home.
 */
export {
  getActiveUserId,
  getJournalSnapshot,
  getStorageProblems,
  getUnsavedChanges,
  setActiveUser,
  subscribeJournal,
} from './engine'
export {
  getJournalRevision,
  openRecords,
  setFreeSpace,
  subscribeRecords as subscribeJournalRecords,
} from './records/store'
export { dayOnDevice, deviceTimeZone, todayOnDevice } from './device-context'
import './free-space'
export * from './journal'
export * from './coach-caches'
export * from './settings'
export * from './onboarding'
export * from './backup-state'
export * from './use-journal'
export * from './use-records'
export type { JournalData } from './slices'
export type { StorageProblem, UnsavedChanges, WriteOutcome } from './storage-problems'
export { JOURNAL_NAMES as STORAGE_NAMES, userKey, userPrefix } from '@/lib/device-keys'
