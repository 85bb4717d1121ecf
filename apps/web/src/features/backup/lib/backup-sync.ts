import { canonicalJournalText, journalFileText, readJournalFile, toIsoString } from '@hara/core'
import { ApiError } from '@/lib/server-calls'
import { deviceTimeZone, getActiveUserId, getBackupState, setBackupState } from '@/stores/journal'
import { getBackupJournal, mergeIntoJournal } from '@/stores/journal/whole-journal'
import {
  fetchBackupContent,
  fetchBackupMetadata,
  StaleBackupError,
  uploadBackup,
} from '../api/backup-api'
import { decryptText, digestText, encryptText, WrongPassphraseError } from './backup-crypto'
import { getBackupStatus, setBackupStatus } from './backup-status'
import { loadBackupKey, type StoredKey } from './key-store'

/**
 * One pass of the backup: bring in what other phones uploaded, then upload this
 * phone's journal if the server does not have it yet.
 *
 * - The server's version is compared with the one this phone last saw. When another phone
 *   uploaded since, its backup is downloaded, decrypted and merged by entry id first.
 * - An upload names the version it replaces; if another phone got in first (409), the pass
 *   starts again from the download, so no phone overwrites another's check-ins.
 * - A digest of the journal as the server has it avoids sending an unchanged journal.
 *
 * Never throws: the outcome is returned and shown in Settings. Check-ins never wait for it.
 */

export type SyncOutcome = 'off' | 'up-to-date' | 'uploaded' | 'locked' | 'deleted' | 'failed'

const MAX_ATTEMPTS = 4

export class BackupKeyMismatch extends Error {}
/** The backup this phone kept was deleted on another phone; this one never brings it back. */
class BackupDeletedElsewhere extends Error {}

let running: Promise<SyncOutcome> | null = null
let again = false

/** Runs a pass, or joins the one running (which then runs once more for the latest change). */
export function syncBackup(): Promise<SyncOutcome> {
  if (running) {
    again = true
    return running
  }
  running = (async () => {
    let outcome: SyncOutcome
    do {
      again = false
      outcome = await syncOnce()
    } while (again && (outcome === 'uploaded' || outcome === 'up-to-date'))
    return outcome
  })().finally(() => {
    running = null
  })
  return running
}

async function syncOnce(): Promise<SyncOutcome> {
  const userId = getActiveUserId()
  const state = userId ? getBackupState() : null
  if (!userId || !state?.enabled || !state.kdf) return 'off'
  // 'Backing up…' from the tap itself, so that a second tap while the key loads is ignored
  // rather than joining this pass (and showing a second 'Backed up'). Locked stays locked.
  const waiting = getBackupStatus().phase
  if (waiting !== 'locked' && waiting !== 'deleted') setBackupStatus({ phase: 'syncing' })
  const stored = await loadBackupKey(userId)
  if (!stored || stored.salt !== state.kdf.salt) {
    setBackupStatus({ phase: 'locked' })
    return 'locked'
  }
  setBackupStatus({ phase: 'syncing' })
  try {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      if (getActiveUserId() !== userId) {
        // Someone else signed in meanwhile: 'Back up now' must not stay busy for them.
        setBackupStatus({ phase: 'idle' })
        return 'off'
      }
      try {
        const outcome = await pass(stored)
        setBackupState({ lastSuccessAt: toIsoString(Date.now()) })
        setBackupStatus({ phase: 'idle' })
        return outcome
      } catch (error) {
        if (!(error instanceof StaleBackupError)) throw error
      }
    }
    throw new ApiError(409, 'backup_stale', 'Other phones kept changing the backup.')
  } catch (error) {
    if (error instanceof BackupKeyMismatch || error instanceof WrongPassphraseError) {
      setBackupStatus({ phase: 'locked' })
      return 'locked'
    }
    if (error instanceof BackupDeletedElsewhere) {
      setBackupStatus({ phase: 'deleted' })
      return 'deleted'
    }
    const message =
      error instanceof ApiError && error.status !== 0 && error.status < 500
        ? error.message
        : "Couldn't reach Hara. Your journal is safe on this phone; Hara will try again."
    setBackupStatus({ phase: 'failed', message })
    return 'failed'
  }
}

async function pass({ key, salt }: StoredKey): Promise<'up-to-date' | 'uploaded'> {
  const state = getBackupState()
  const meta = await fetchBackupMetadata()
  // The server has none, yet this phone had uploaded or merged one: another phone deleted it.
  // Uploading again would undo that person's choice, so this phone asks instead.
  if (!meta && state.version !== null) throw new BackupDeletedElsewhere()
  let serverDigest = meta && meta.version === state.version ? state.syncedDigest : null

  if (meta && meta.version !== state.version) {
    if (meta.kdf.salt !== salt) throw new BackupKeyMismatch()
    const content = await fetchBackupContent()
    if (content) {
      const read = readJournalFile(
        await decryptText(key, content.cipher, content.ciphertext),
        deviceTimeZone(),
      )
      if (!read.ok) throw new ApiError(0, 'backup_damaged', "The backup couldn't be read.")
      await mergeIntoJournal(read.journal)
      serverDigest = await digestText(canonicalJournalText(read.journal))
    }
  }

  const journal = await getBackupJournal()
  const digest = await digestText(canonicalJournalText(journal))
  if (meta && digest === serverDigest) {
    setBackupState({ version: meta.version, syncedDigest: digest })
    return 'up-to-date'
  }
  const sealed = await encryptText(key, journalFileText(journal, Date.now()))
  const kdf = getBackupState().kdf ?? meta?.kdf
  if (!kdf) throw new BackupKeyMismatch()
  const saved = await uploadBackup({ baseVersion: meta?.version ?? null, kdf, ...sealed })
  setBackupState({ version: saved.version, syncedDigest: digest })
  return 'uploaded'
}
