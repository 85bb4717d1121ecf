// Record sync (ADR 0038): what the backup and the app use of it. The rest of the folder is its own.
export {
  deleteSyncRecords,
  fetchSyncKey,
  httpTransport,
  putSyncKey,
  SyncKeyConflict,
  type SyncTransport,
} from './api/sync-api'
export { SyncKeyGone, SyncKeyReplaced } from './lib/key-check'
export {
  forgetBackupKey,
  loadBackupKey,
  loadVault,
  saveBackupKey,
  saveVault,
  type StoredVault,
} from './lib/key-store'
export { NOT_BROUGHT_IN, RESTORE_AGAIN } from './lib/not-kept-messages'
export { JournalWriteRefused } from './lib/record-apply'
export { pull } from './lib/record-pull'
export { push } from './lib/record-push'
export type { SyncContext } from './lib/sync-context'
export { listenForChanges } from './lib/sync-events'
export { SyncState } from './lib/sync-state'
export { makeVault, openVault } from './lib/vault-setup'
