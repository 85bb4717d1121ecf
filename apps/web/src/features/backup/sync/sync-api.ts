import {
  SYNC_PAGE_MAX_RECORDS,
  type SyncCheck,
  type SyncKey,
  type SyncKeyUpload,
  type SyncPage,
  type SyncRecordsResult,
  type SyncRecordUpload,
} from '@hara/core'
import { ApiError, apiFetch } from '@/lib/server-calls'

/**
 * `/api/sync` (ADR 0035): the wrapped data key, the records by cursor, and the batches of
 * changed records. Nothing here reads or writes the journal.
 */

/** The server's key is not the one this phone wrote against (`sync_key_stale`, `_changed`). */
export class SyncKeyConflict extends Error {
  constructor(readonly code: string) {
    super('The sync key changed on another phone.')
    this.name = 'SyncKeyConflict'
  }
}

function keyConflicts<T>(request: Promise<T>): Promise<T> {
  return request.catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 409) throw new SyncKeyConflict(error.code)
    throw error
  })
}

/** The stored envelope, or null when sync is not set up for the account. */
export async function fetchSyncKey(): Promise<SyncKey | null> {
  try {
    return await apiFetch<SyncKey>('/api/sync/key', { cache: 'no-store' })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

export function putSyncKey(upload: SyncKeyUpload): Promise<SyncKey> {
  return keyConflicts(
    apiFetch<SyncKey>('/api/sync/key', { method: 'PUT', body: JSON.stringify(upload) }),
  )
}

/** Deletes the key and every record, while `keyVersion` is the stored key's. */
export async function deleteSyncRecords(keyVersion: number): Promise<void> {
  await keyConflicts(
    apiFetch('/api/sync', { method: 'DELETE', body: JSON.stringify({ keyVersion }) }),
  )
}

/**
 * One page of records changed after `since`; with `check`, the page's `held` says whether the
 * server still holds that record at that version or a later one (ADR 0044).
 */
export function fetchRecordPage(
  since: number,
  limit = SYNC_PAGE_MAX_RECORDS,
  check: SyncCheck | null = null,
): Promise<SyncPage> {
  const query = new URLSearchParams({ since: String(since), limit: String(limit) })
  if (check) {
    query.set('check', check.id)
    query.set('checkSeq', String(check.seq))
    if (check.iv) query.set('checkIv', check.iv)
  }
  return apiFetch<SyncPage>(`/api/sync/records?${query}`, { cache: 'no-store' })
}

/** One batch of sealed records, each compare-and-set against the version it replaces. */
export function putRecords(keyId: string, records: SyncRecordUpload[]): Promise<SyncRecordsResult> {
  return keyConflicts(
    apiFetch<SyncRecordsResult>('/api/sync/records', {
      method: 'PUT',
      body: JSON.stringify({ keyId, records }),
    }),
  )
}

/** What the sync engine asks of the server: these routes, or a stand-in in unit tests. */
export interface SyncTransport {
  fetchRecordPage: typeof fetchRecordPage
  putRecords: typeof putRecords
  fetchSyncKey: typeof fetchSyncKey
  putSyncKey: typeof putSyncKey
}

export const httpTransport: SyncTransport = {
  fetchRecordPage,
  putRecords,
  fetchSyncKey,
  putSyncKey,
}
