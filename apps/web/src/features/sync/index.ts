/**
 * Record sync's one door: all the rest of the app may ask of the backup (ADR 0062). The person
 * calls it "backup", and so do the names here; the room is named for what it does, keeping the
 * journal's records in step through the server: the keys, the pass and when it runs, the pull,
 * the push and the live stream. Its screens, `features/backup`, reach it only through this file
 * (`doors` in eslint.config.js).
 *
 * Outside the backup's screens the door is opened with `import()`, so that record sync loads
 * only when it is on or asked for, and the first screen carries none of it.
 */

/** Start: runs the backup's passes while it is on, and returns its stop. */
export { startBackupScheduler as startBackup } from './lib/backup-scheduler'
/** Sync now: one pass, what arrived pulled and what changed here pushed ('Back up now'). */
export { syncBackup as backUpNow, type SyncOutcome } from './lib/backup-sync'
/** Status: how the backup is doing on this phone right now, for Settings. */
export {
  getBackupStatus,
  progressLine,
  useBackupStatus,
  type BackupStatus,
  type SyncProgress,
} from './lib/backup-status'
/** Turning it on (a new backup, or restoring the one kept on the server) and off. */
export {
  discardServerBackup,
  joinBackup as restoreBackup,
  startNewBackup,
  turnOffBackup,
  type SetupOutcome,
} from './lib/backup-setup'
export { findServerBackup, type ServerBackup } from './lib/server-backup'
export { changePassphrase, checkPassphrase } from './lib/passphrase-change'
/** The keys on this phone: they follow the lock, and leave with a deleted account. */
export { forgetBackupKey, keepNoOpenKeysWhileLocked, keysFollowLock } from './lib/key-store'
/** The check-ins not on the server yet, for the quiet mark on their cards. */
export { watchNotOnServer } from './lib/not-on-server'
