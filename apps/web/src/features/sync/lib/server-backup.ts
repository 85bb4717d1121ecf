import type { BackupMetadata, SyncKey } from '@hara/core'
import { fetchBackupMetadata } from '../api/backup-api'
import { fetchSyncKey } from '../api/sync-api'

/**
 * What the account keeps on the server: synced records (found by their wrapped key), or the
 * whole-journal backup an older version made, read until every phone has moved to records.
 */
export type ServerBackup =
  | { kind: 'records'; key: SyncKey }
  | { kind: 'blob'; meta: BackupMetadata }

/** Records first, else a whole-journal backup, else null. */
export async function findServerBackup(): Promise<ServerBackup | null> {
  const key = await fetchSyncKey()
  if (key) return { kind: 'records', key }
  const meta = await fetchBackupMetadata()
  return meta ? { kind: 'blob', meta } : null
}
