import {
  backupContentSchema,
  backupMetadataSchema,
  type BackupContent,
  type BackupMetadata,
} from '@hara/core'
import { ApiError, apiFetch } from '@/lib/server-calls'

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

function checked<T>(schema: { safeParse(value: unknown): { success: boolean; data?: T } }) {
  return (value: unknown): T => {
    const parsed = schema.safeParse(value)
    if (!parsed.success || parsed.data === undefined) {
      throw new ApiError(0, 'bad_answer', 'The backup could not be read. Please try again.')
    }
    return parsed.data
  }
}

const asMetadata = checked<BackupMetadata>(backupMetadataSchema)
const asContent = checked<BackupContent>(backupContentSchema)

async function orNullWhenMissing<T>(request: Promise<unknown>, read: (v: unknown) => T) {
  try {
    return read(await request)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/** What the server knows about the backup, or null when there is none. */
export function fetchBackupMetadata(): Promise<BackupMetadata | null> {
  return orNullWhenMissing(apiFetch('/api/backup', { cache: 'no-store' }), asMetadata)
}

/** The backup with its ciphertext, or null when there is none. */
export function fetchBackupContent(): Promise<BackupContent | null> {
  return orNullWhenMissing(apiFetch('/api/backup/content', { cache: 'no-store' }), asContent)
}

/**
 * Deletes the backup at `version`, the one this phone has seen; `StaleBackupError` if another
 * phone has uploaded since (the server keeps that one).
 */
export async function deleteBackup(version: number): Promise<void> {
  try {
    await apiFetch('/api/backup', { method: 'DELETE', body: JSON.stringify({ version }) })
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) throw new StaleBackupError()
    throw error
  }
}
