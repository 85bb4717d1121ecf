import {
  canonicalJournalText,
  readJournalFile,
  type BackupMetadata,
  type MergeReport,
} from '@hara/core'
import { ApiError } from '@/lib/server-calls'
import { deviceTimeZone, getActiveUserId, getBackupState, setBackupState } from '@/stores/journal'
import { mergeIntoJournal } from '@/stores/journal/whole-journal'
import {
  deleteBackup,
  fetchBackupContent,
  fetchBackupMetadata,
  StaleBackupError,
} from '../api/backup-api'
import {
  decryptText,
  deriveBackupKey,
  digestText,
  newKdf,
  WrongPassphraseError,
} from './backup-crypto'
import { setBackupStatus } from './backup-status'
import { syncBackup } from './backup-sync'
import { forgetBackupKey, saveBackupKey } from './key-store'

/**
 * Turning the backup on and off, and restoring. The passphrase lives only in these
 * calls: it becomes a non-extractable key, and the key is what this phone keeps.
 */

export type SetupOutcome =
  | { ok: true; report: MergeReport | null }
  | { ok: false; reason: 'wrong-passphrase' | 'failed'; message: string }

export const WRONG_PASSPHRASE = "That passphrase doesn't open this backup. Check it and try again."

function requireUser(): string {
  const userId = getActiveUserId()
  if (!userId) throw new ApiError(401, 'signed_out', 'Sign in again to use your backup.')
  return userId
}

function failed(error: unknown): SetupOutcome {
  if (error instanceof WrongPassphraseError) {
    return { ok: false, reason: 'wrong-passphrase', message: WRONG_PASSPHRASE }
  }
  const message =
    error instanceof ApiError ? error.message : 'Something went wrong. Please try again.'
  return { ok: false, reason: 'failed', message }
}

/** A first backup: a new key from `passphrase`, then the first upload. */
export async function startNewBackup(passphrase: string): Promise<SetupOutcome> {
  try {
    const userId = requireUser()
    const kdf = newKdf()
    const key = await deriveBackupKey(passphrase, kdf)
    await saveBackupKey(userId, { key, salt: kdf.salt })
    setBackupState({ enabled: true, kdf, version: null, syncedDigest: null, restoreDeclined: true })
    // The first upload runs now; if it fails it is retried later, and backup stays on.
    await syncBackup()
    return { ok: true, report: null }
  } catch (error) {
    return failed(error)
  }
}

/**
 * Joins the backup already on the server (restore on a new phone, or turning backup on where
 * another phone made it): opens it with `passphrase`, merges it by entry id, and keeps backing
 * up with the same key. A wrong passphrase changes nothing.
 */
export async function joinBackup(passphrase: string, meta: BackupMetadata): Promise<SetupOutcome> {
  try {
    const userId = requireUser()
    const key = await deriveBackupKey(passphrase, meta.kdf)
    const content = await fetchBackupContent()
    if (!content) {
      return { ok: false, reason: 'failed', message: 'The backup was deleted from another phone.' }
    }
    const read = readJournalFile(
      await decryptText(key, content.cipher, content.ciphertext),
      deviceTimeZone(),
    )
    if (!read.ok) {
      return { ok: false, reason: 'failed', message: "The backup couldn't be read." }
    }
    const merged = await mergeIntoJournal(read.journal)
    await saveBackupKey(userId, { key, salt: content.kdf.salt })
    setBackupState({
      enabled: true,
      kdf: content.kdf,
      version: content.version,
      syncedDigest: await digestText(canonicalJournalText(read.journal)),
      restoreDeclined: true,
    })
    setBackupStatus({ phase: 'idle' })
    void syncBackup()
    return { ok: true, report: merged.report }
  } catch (error) {
    return failed(error)
  }
}

/**
 * Deletes the server's copy if it is this phone's backup: the version it last saw, or a newer
 * one another phone of the same key uploaded since. A backup made again under another
 * passphrase is not this phone's to delete, and stays.
 */
async function deleteOwnBackup(): Promise<void> {
  const { version, kdf } = getBackupState()
  let target = version
  for (let attempt = 0; attempt < 3; attempt++) {
    if (target === null) {
      const meta = await fetchBackupMetadata()
      if (!meta || meta.kdf.salt !== kdf?.salt) return
      target = meta.version
    }
    try {
      await deleteBackup(target)
      return
    } catch (error) {
      if (!(error instanceof StaleBackupError)) throw error
      target = null
    }
  }
}

/** Stops backing up on this phone, forgets its key and deletes the copy on the server. */
export async function turnOffBackup(): Promise<SetupOutcome> {
  try {
    const userId = requireUser()
    await deleteOwnBackup()
    await forgetBackupKey(userId)
    setBackupState({ enabled: false, version: null, kdf: null, syncedDigest: null })
    setBackupStatus({ phase: 'idle' })
    return { ok: true, report: null }
  } catch (error) {
    return failed(error)
  }
}

let discarding: Promise<SetupOutcome> | null = null

/**
 * For a forgotten passphrase: deletes the server's copy so that a new backup can start. A
 * second call while the first runs (a double tap) shares its answer rather than asking again.
 */
export function discardServerBackup(version: number): Promise<SetupOutcome> {
  discarding ??= (async (): Promise<SetupOutcome> => {
    try {
      requireUser()
      await deleteBackup(version)
      return { ok: true, report: null }
    } catch (error) {
      if (error instanceof StaleBackupError) {
        return {
          ok: false,
          reason: 'failed',
          message: 'The backup changed on another phone just now. Go back and try again.',
        }
      }
      return failed(error)
    }
  })().finally(() => {
    discarding = null
  })
  return discarding
}
