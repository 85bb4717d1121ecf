import { t } from '@lingui/core/macro'
import { deriveBackupKey, newKdf, WrongPassphraseError, type MergeReport } from '@hara/core'
import { ApiError } from '@/lib/server-calls'
import { getActiveUserId, getBackupState, setBackupState } from '@/stores/device'
import { getEntries } from '@/stores/records'
import { fetchBackupMetadata } from '../api/backup-api'
import { deleteBlob, deleteMovedBlob, mergeBlob, type MergedBlob } from './blob-move'
import { deleteSyncRecords, fetchSyncKey, SyncKeyConflict } from '../api/sync-api'
import { forgetBackupKey, loadVault } from './key-store'
import { notBroughtIn, restoreAgain } from './not-kept-messages'
import { serverErrorText } from '@/i18n/server-errors'
import { SyncState } from './sync-state'
import { makeVault, openVault } from './vault-setup'
import {
  getBackupStatus,
  progressLine,
  setBackupStatus,
  subscribeBackupStatus,
} from './backup-status'
import { notKeptMessage, notKeptReason, syncBackup, type SyncOutcome } from './backup-sync'
import type { ServerBackup } from './server-backup'
import { untilOnline } from './until-online'
import { toast } from '@/lib/toast'

/**
 * Turning the backup on and off, restoring, and changing the passphrase. The passphrase lives
 * only in these calls: it becomes a non-extractable key that wraps the data key, and the data
 * key is what this phone keeps (ADR 0038).
 */

/**
 * `not-kept`: the phone did not keep what the backup brought (full storage, or other tabs kept
 * writing first); the backup stays on the server and Hara tries again.
 */
/**
 * Why setting up, restoring or changing the passphrase did not work. `unknown`: a passphrase
 * change the server did not answer, even when asked again; it may have happened.
 */
export type SetupFailure = 'wrong-passphrase' | 'failed' | 'not-kept' | 'unknown'

export type SetupOutcome =
  | { ok: true; report: MergeReport | null }
  | { ok: false; reason: SetupFailure; message: string }

/** What a passphrase that does not open the backup is told, in the language spoken now. */
export const wrongPassphrase = () =>
  t`That passphrase doesn't open this backup. Check it and try again.`
const unreachable = () =>
  t`Couldn't reach Hara. Your journal is safe on this phone; Hara will try again.`

export function requireUser(): string {
  const userId = getActiveUserId()
  if (!userId) throw new ApiError(401, 'signed_out', 'Sign in again to use your backup.')
  return userId
}

/**
 * What a failure says. `onConflict` is what to say when another phone changed the backup's key
 * first (each action has its own next step); without it, that is a failure like any other.
 */
export function failed(error: unknown, onConflict?: string): SetupOutcome {
  if (onConflict !== undefined && error instanceof SyncKeyConflict) {
    return { ok: false, reason: 'failed', message: onConflict }
  }
  if (error instanceof WrongPassphraseError) {
    return { ok: false, reason: 'wrong-passphrase', message: wrongPassphrase() }
  }
  const notKept = notKeptMessage(error)
  if (notKept !== null) return { ok: false, reason: 'not-kept', message: notKept }
  return { ok: false, reason: 'failed', message: serverErrorText(error) }
}

const PROGRESS_TOAST = 'backup-progress'

/**
 * The progress line of a restore, where the person started it: the offer on Home goes away as
 * soon as the first check-ins are in, so the line is a toast that stays until the end.
 */
function showProgress(): () => void {
  const stop = subscribeBackupStatus((status) => {
    if (status.phase === 'syncing' && status.progress) {
      toast(progressLine(status.progress), { id: PROGRESS_TOAST, duration: Infinity })
    }
  })
  return () => {
    stop()
    toast.dismiss(PROGRESS_TOAST)
  }
}

/** How many times a pass cut off by the network is taken up again before the form says so. */
const RESUMES = 20

/**
 * Runs passes until one finishes; a pass cut off goes on from its cursor once back online. One
 * the phone did not keep (`refused`) is not run again here: the scheduler tries it later.
 */
async function syncToTheEnd(): Promise<SyncOutcome> {
  let outcome = await syncBackup()
  for (let resumed = 0; outcome === 'failed' && resumed < RESUMES; resumed++) {
    await untilOnline()
    outcome = await syncBackup()
  }
  return outcome
}

function finished(outcome: SyncOutcome, report: MergeReport | null): SetupOutcome {
  if (outcome === 'uploaded' || outcome === 'up-to-date') return { ok: true, report }
  if (outcome === 'locked') return failed(new WrongPassphraseError())
  if (outcome === 'refused') {
    const status = getBackupStatus()
    const message = status.phase === 'failed' ? status.message : notBroughtIn('quota')
    return { ok: false, reason: 'not-kept', message }
  }
  return { ok: false, reason: 'failed', message: unreachable() }
}

/** A first backup: a new data key wrapped by `passphrase`, then every record sent. */
export async function startNewBackup(passphrase: string): Promise<SetupOutcome> {
  try {
    const userId = requireUser()
    const kdf = newKdf(crypto)
    const key = await deriveBackupKey(crypto, passphrase, kdf)
    await makeVault(userId, key, kdf, passphrase)
    setBackupState({ enabled: true, kdf, version: null, syncedDigest: null, restoreDeclined: true })
    // The first records go now, in the background with a progress line in Settings (ten
    // years take a while); if that fails they are sent later, and backup stays on.
    void syncBackup()
    return { ok: true, report: null }
  } catch (error) {
    return failed(error)
  }
}

/**
 * Joins the backup on the server (restore on a new phone, or turning backup on where another
 * phone made it) with `passphrase`: records are pulled and merged by entry id; a whole-journal
 * backup of an older version is merged, moved to records under the same passphrase, and
 * deleted once this phone holds every check-in of it (ADR 0048). A wrong passphrase changes
 * nothing; a restore the phone could not keep says so, and the backup stays on the server.
 */
export async function joinBackup(passphrase: string, found: ServerBackup): Promise<SetupOutcome> {
  try {
    const userId = requireUser()
    const before = (await getEntries()).length
    let blob: MergedBlob | null = null
    if (found.kind === 'records') {
      await openVault(userId, passphrase, found.key)
      setBackupState({ enabled: true, kdf: found.key.kdf, version: null, syncedDigest: null })
    } else {
      blob = await mergeBlob({ passphrase })
      if (!blob) {
        return {
          ok: false,
          reason: 'failed',
          message: t`The backup was deleted from another phone.`,
        }
      }
      await makeVault(userId, blob.key, blob.kdf, passphrase)
      setBackupState({ enabled: true, kdf: blob.kdf, version: null, syncedDigest: null })
    }
    setBackupStatus({ phase: 'syncing' })
    const stopShowing = showProgress()
    const outcome = await syncToTheEnd().finally(stopShowing)
    if (outcome === 'uploaded' || outcome === 'up-to-date') {
      if (blob) await deleteMovedBlob(blob)
      setBackupState({ restoreDeclined: true })
    }
    const added = Math.max(0, (await getEntries()).length - before)
    return finished(outcome, { added, alreadyThere: 0, leftOut: 0, removed: 0 })
  } catch (error) {
    // Stopped before backup was on: the offer stays, and the next try is the person's tap.
    const reason = notKeptReason(error)
    if (reason !== null && !getBackupState().enabled) {
      return { ok: false, reason: 'not-kept', message: restoreAgain(reason) }
    }
    return failed(error)
  }
}

/** Deletes the records and key on the server if they are this phone's key's. */
async function deleteOwnRecords(userId: string): Promise<void> {
  const vault = await loadVault(userId)
  for (let attempt = 0; attempt < 3; attempt++) {
    const key = await fetchSyncKey()
    if (!key || (vault && key.keyId !== vault.keyId)) return
    try {
      await deleteSyncRecords(key.version)
      return
    } catch (error) {
      if (!(error instanceof SyncKeyConflict)) throw error
    }
  }
}

/** Deletes a whole-journal backup left under this phone's key, if one is. */
async function deleteOwnBlob(): Promise<void> {
  const { kdf } = getBackupState()
  const meta = await fetchBackupMetadata()
  if (meta && kdf && meta.kdf.salt === kdf.salt) await deleteBlob(meta.version)
}

/** Stops backing up on this phone, forgets its keys and deletes the records on the server. */
export async function turnOffBackup(): Promise<SetupOutcome> {
  try {
    const userId = requireUser()
    await deleteOwnRecords(userId)
    await deleteOwnBlob()
    await forgetBackupKey(userId)
    const state = await SyncState.open(userId)
    await state.reset().finally(() => state.close())
    setBackupState({ enabled: false, version: null, kdf: null, syncedDigest: null })
    setBackupStatus({ phase: 'idle' })
    return { ok: true, report: null }
  } catch (error) {
    return failed(error)
  }
}

let discarding: Promise<SetupOutcome> | null = null

/**
 * For a forgotten passphrase: deletes the server's backup (records and key, or a whole-journal
 * one) so that a new one can start. A second call while the first runs (a double tap) shares
 * its answer rather than asking again.
 */
export function discardServerBackup(found: ServerBackup): Promise<SetupOutcome> {
  discarding ??= (async (): Promise<SetupOutcome> => {
    try {
      requireUser()
      if (found.kind === 'records') await deleteSyncRecords(found.key.version)
      else await deleteBlob(found.meta.version)
      // A whole-journal backup left beside the records goes too: its passphrase is forgotten.
      const left = await fetchBackupMetadata()
      if (left) await deleteBlob(left.version)
      return { ok: true, report: null }
    } catch (error) {
      return failed(error, t`The backup changed on another phone just now. Go back and try again.`)
    }
  })().finally(() => {
    discarding = null
  })
  return discarding
}
