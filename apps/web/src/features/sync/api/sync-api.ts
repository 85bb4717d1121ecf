import {
  SYNC_PAGE_MAX_RECORDS,
  syncKeySchema,
  syncPageSchema,
  syncRecordsResultSchema,
  type SyncCheck,
  type SyncKey,
  type SyncKeyUpload,
  type SyncPage,
  type SyncRecordsResult,
  type SyncRecordUpload,
} from '@hara/core'
import { ApiError, callApi } from '@/lib/server-calls'
import { api } from '@/lib/typed-clients'

/**
 * `/api/sync` (ADR 0035): the wrapped data key, the records by cursor, and the batches of
 * changed records, each answer checked against the core's contract. Nothing here reads or
 * writes the journal.
 */

const NO_STORE = { init: { cache: 'no-store' } } as const

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
    return await callApi(() => api.sync.key.$get(undefined, NO_STORE), syncKeySchema)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

export function putSyncKey(upload: SyncKeyUpload): Promise<SyncKey> {
  return keyConflicts(callApi(() => api.sync.key.$put({ json: upload }), syncKeySchema))
}

/** Deletes the key and every record, while `keyVersion` is the stored key's. */
export async function deleteSyncRecords(keyVersion: number): Promise<void> {
  await keyConflicts(callApi(() => api.sync.$delete({ json: { keyVersion } })))
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
  const query = {
    since: String(since),
    limit: String(limit),
    ...(check && { check: check.id, checkSeq: String(check.seq), checkIv: check.iv }),
  }
  return callApi(() => api.sync.records.$get({ query }, NO_STORE), syncPageSchema)
}

/** One batch of sealed records, each compare-and-set against the version it replaces. */
export function putRecords(keyId: string, records: SyncRecordUpload[]): Promise<SyncRecordsResult> {
  return keyConflicts(
    callApi(() => api.sync.records.$put({ json: { keyId, records } }), syncRecordsResultSchema),
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
