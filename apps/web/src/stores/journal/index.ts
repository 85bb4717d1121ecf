/**
 * The journal on the device: the store (plain functions, for event handlers and effects) and
 * the hooks (for rendering). Routes in src/app compose it with the other features.
 */
export * from './journal-store'
export * from './use-journal'
export type { JournalData } from './slices'
export type { StorageProblem, WriteOutcome } from './storage-problems'
export { STORAGE_NAMES, userKey, userPrefix } from './storage-keys'
