import type { StoredVault } from './vault-seal'
import type { SyncTransport } from '../api/sync-api'
import type { SyncState } from './sync-state'

/** What one sync pass works with: the account's keys, what it knows, and the server. */
export interface SyncContext {
  vault: StoredVault
  state: SyncState
  transport: SyncTransport
  /** Hears how far a long pull (`restore`) or push (`backup`) has come. */
  progress?: (kind: 'restore' | 'backup', done: number, total: number) => void
}
