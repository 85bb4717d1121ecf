import type { BackupDeviceState } from '@hara/core'
import { commit, read } from './engine'
import type { WriteOutcome } from './storage-problems'

/**
 * What this device remembers about the encrypted backup, per user: whether it is on, the
 * server version it last saw, the parameters of its key (the key itself is in IndexedDB), the
 * last success, and whether the restore offer was declined.
 */

export function getBackupState(): BackupDeviceState {
  return read(['backup']).backup
}

export function setBackupState(patch: Partial<BackupDeviceState>): WriteOutcome {
  return commit(['backup'], { backup: { ...getBackupState(), ...patch } })
}
