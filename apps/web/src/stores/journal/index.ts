/**
 * The journal on the device: the storage engine and one small module per part of the journal
 * (plain functions, for event handlers and effects), and the hooks (for rendering). Routes in
 * src/app compose it with the other features.
 */
export {
  getActiveUserId,
  getJournalSnapshot,
  getStorageProblems,
  getUnsavedChanges,
  setActiveUser,
  subscribeJournal,
} from './engine'
export { dayOnDevice, deviceTimeZone, todayOnDevice } from './device-context'
export * from './journal'
export * from './coach-caches'
export * from './settings'
export * from './onboarding'
export * from './backup-state'
export * from './use-journal'
export type { JournalData } from './slices'
export type { StorageProblem, UnsavedChanges, WriteOutcome } from './storage-problems'
export { JOURNAL_NAMES as STORAGE_NAMES, userKey, userPrefix } from '@/lib/device-keys'
