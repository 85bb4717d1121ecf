import {
  backupContentSchema,
  backupMetadataSchema,
  type BackupContent,
  type BackupMetadata,
} from '@hara/core'
import { ApiError, BAD_ANSWER, callApi } from '@/lib/server-calls'
import { api } from '@/lib/typed-clients'

/**
 * `/api/backup`: the whole-journal backup earlier versions wrote. The phone now only reads it,
 * to move it to records, and deletes it (ADR 0038). Answers are checked against the core's
 * contract.
 */

/** A delete that named a version the server no longer has: another phone wrote since. */
export class StaleBackupError extends Error {
  constructor() {
    super('The backup changed on another phone.')
    this.name = 'StaleBackupError'
  }
}

const NO_STORE = { init: { cache: 'no-store' } } as const

/** The answer, or null when there is no backup; an answer of another shape is refused. */
async function orNullWhenMissing<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    if (error instanceof ApiError && error.code === BAD_ANSWER)
      throw new ApiError(
        error.status,
        'backup_unreadable',
        'The backup could not be read. Please try again.',
      )
    throw error
  }
}

/** What the server knows about the backup, or null when there is none. */
export function fetchBackupMetadata(): Promise<BackupMetadata | null> {
  return orNullWhenMissing(
    callApi(() => api.backup.$get(undefined, NO_STORE), backupMetadataSchema),
  )
}

/** The backup with its ciphertext, or null when there is none. */
export function fetchBackupContent(): Promise<BackupContent | null> {
  return orNullWhenMissing(
    callApi(() => api.backup.content.$get(undefined, NO_STORE), backupContentSchema),
  )
}

/**
 * Deletes the backup at `version`, the one this phone has seen; `StaleBackupError` if another
 * phone has uploaded since (the server keeps that one).
 */
export async function deleteBackup(version: number): Promise<void> {
  try {
    await callApi(() => api.backup.$delete({ json: { version } }))
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) throw new StaleBackupError()
    throw error
  }
}
