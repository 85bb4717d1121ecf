import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { useSyncExternalStore } from 'react'

/**
 * How the backup is doing on this phone right now, for Settings. What lasts (on or off, the
 * last success) is in the journal store's `backup` slice; this is the moment's state.
 */
export type BackupStatus =
  | { phase: 'idle' }
  | { phase: 'syncing'; progress?: SyncProgress }
  /** The last try failed; it is tried again later. */
  | { phase: 'failed'; message: string }
  /** This phone has no key for the backup on the server: the passphrase is needed. */
  | { phase: 'locked' }
  /** Another phone deleted the backup this phone was keeping: start a new one, or turn off. */
  | { phase: 'deleted' }

/** How far a long pull (`restore`) or push (`backup`) has come, in records. */
export interface SyncProgress {
  kind: 'restore' | 'backup'
  done: number
  total: number
}

/** 'Restoring 5,500 of 11,000', 'Backing up 4,200 of 11,000': the progress line, now. */
export function progressLine({ kind, ...records }: SyncProgress): string {
  const count = new Intl.NumberFormat(i18n.locales ?? i18n.locale)
  const done = count.format(records.done)
  const total = count.format(records.total)
  return kind === 'restore' ? t`Restoring ${done} of ${total}` : t`Backing up ${done} of ${total}`
}

let status: BackupStatus = { phase: 'idle' }
const listeners = new Set<() => void>()

export function getBackupStatus(): BackupStatus {
  return status
}

export function setBackupStatus(next: BackupStatus): void {
  status = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Hears every change of the status, with the status. */
export function subscribeBackupStatus(listener: (status: BackupStatus) => void): () => void {
  return subscribe(() => listener(status))
}

export function useBackupStatus(): BackupStatus {
  return useSyncExternalStore(subscribe, getBackupStatus, getBackupStatus)
}
