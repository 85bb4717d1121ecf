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

/** 'Restoring 5,500 of 11,000', 'Backing up 4,200 of 11,000': the progress line. */
export function progressLine({ kind, done, total }: SyncProgress): string {
  const count = (n: number) => n.toLocaleString('en-US')
  return `${kind === 'restore' ? 'Restoring' : 'Backing up'} ${count(done)} of ${count(total)}`
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
