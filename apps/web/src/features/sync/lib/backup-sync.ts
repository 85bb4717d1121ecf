import { t } from '@lingui/core/macro'
import { toIsoString, WrongPassphraseError, type SyncChange } from '@hara/core'
import { afterNextFrame } from '@/lib/pacing'
import { ApiError } from '@/lib/server-calls'
import { serverErrorText } from '@/i18n/server-errors'
import { getActiveUserId, getBackupState, setBackupState } from '@/stores/device'
import { fetchBackupMetadata } from '../api/backup-api'
import type { WriteFailure } from '@/stores/device/storage-problems'
import { httpTransport, SyncKeyConflict } from '../api/sync-api'
import { SyncKeyGone, SyncKeyReplaced } from './key-check'
import { keysLockedAway, loadBackupKey, loadVault } from './key-store'
import type { StoredVault } from './vault-seal'
import { notBroughtIn } from './not-kept-messages'
import { JournalWriteRefused } from './record-apply'
import { pull, takeArrived } from './record-pull'
import { push } from './record-push'
import type { SyncContext } from './sync-context'
import { SyncState } from './sync-state'
import { makeVault } from './vault-setup'
import { BlobNotHeld, deleteMovedBlob, mergeBlob } from './blob-move'
import { getBackupStatus, setBackupStatus } from './backup-status'

/**
 * One pass of record sync (ADR 0038): bring in the records other phones changed since the
 * cursor, then send this phone's changed records, each naming the version it replaces. A
 * record another phone changed first is merged and sent again (up to four times).
 *
 * A phone that still keeps the whole-journal backup's key moves it to records on its first
 * pass: the blob is merged, a data key is made and wrapped by that same key (and kept, and the
 * older key deleted), everything is sent as records, and the blob is deleted once this phone
 * holds every check-in of it (ADR 0048). While Hara is locked no pass runs.
 *
 * Never throws: the outcome is returned and shown in Settings. Check-ins never wait for it.
 */

/**
 * `refused`: this phone did not keep what came in (its storage is full or unavailable, or other
 * tabs kept writing first); nothing of it counts as here, and it is tried again later.
 */
export type SyncOutcome =
  | 'off'
  | 'up-to-date'
  | 'uploaded'
  | 'locked'
  | 'deleted'
  | 'failed'
  | 'refused'

const MAX_ATTEMPTS = 4

/** Someone else signed in on this phone during the pass: it stops where it is. */
export class SignedOutDuringSync extends Error {}

/**
 * What a pass may skip (ADR 0063). `arrived`: a change that rode its event, taken first as it
 * is. `announced`: what the live stream has said, when the pass may push without pulling first
 * while the stream is open and nothing beyond the cursor was announced. Without these a pass
 * pulls first, as it always did.
 */
export interface PassOptions {
  arrived?: SyncChange
  announced?: () => { open: boolean; seq: number }
}

let running: Promise<SyncOutcome> | null = null
/** What the pass once more after the running one may skip; null: none asked for. */
let again: PassOptions | null = null

/**
 * What one more pass may skip, for all who asked for it: a pull only when none of them needed
 * one, and the latest change that rode its event (an earlier one it skips pulls instead).
 */
export function joinedOptions(earlier: PassOptions | null, later: PassOptions): PassOptions {
  if (earlier === null) return later
  if (!earlier.announced || !later.announced) return {}
  return { announced: later.announced, arrived: later.arrived ?? earlier.arrived }
}

/**
 * Runs a pass, or joins the one running, which then runs once more for the latest change:
 * pulling first unless every call that joined it may skip the pull (`joinedOptions`), as a
 * check-in saved here, or this phone's own change told back by the live stream, may.
 */
export function syncBackup(options: PassOptions = {}): Promise<SyncOutcome> {
  if (running) {
    again = joinedOptions(again, options)
    return running
  }
  running = (async () => {
    let outcome: SyncOutcome
    let next: PassOptions | null = options
    do {
      again = null
      outcome = await syncOnce(next)
      // Called again meanwhile (a change, a new key just made): once more, with what is now.
      next = again
    } while (next !== null && outcome !== 'off')
    return outcome
  })().finally(() => {
    running = null
    again = null
  })
  return running
}

/** One pass with this phone's keys and sync state; resolves to whether anything was sent. */
export async function runPass(
  userId: string,
  vault: StoredVault,
  options: PassOptions = {},
): Promise<boolean> {
  const state = await SyncState.shared(userId)
  const ctx: SyncContext = {
    vault,
    state,
    transport: httpTransport,
    progress: (kind, done, total) => {
      if (getActiveUserId() !== userId) throw new SignedOutDuringSync()
      setBackupStatus({ phase: 'syncing', progress: { kind, done, total } })
    },
  }
  return passWith(ctx, userId, options)
}

/**
 * Takes a change that rode its event, pulls (unless nothing beyond the cursor was announced
 * on an open stream), then pushes until nothing conflicts.
 */
export async function passWith(
  ctx: SyncContext,
  userId: string,
  { arrived, announced }: PassOptions,
): Promise<boolean> {
  const took = arrived ? await takeArrived(ctx, arrived) : false
  // What it brought shows first: the rest of the pass (what to pull or push) after that frame.
  if (took) await afterNextFrame()
  const said = announced?.()
  const quiet = said?.open === true && said.seq <= (await ctx.state.meta()).cursor
  if (!(quiet && (took || !arrived))) await pull(ctx)
  let sent = 0
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (getActiveUserId() !== userId) throw new SignedOutDuringSync()
    const pushed = await push(ctx)
    sent += pushed.sent
    if (pushed.conflicts === 0) return sent > 0
  }
  throw new ApiError(409, 'sync_conflicts', 'Other phones kept changing the backup.')
}

/** The whole-journal backup's key still kept here: moved to records with it. */
async function moveWithKeptKey(userId: string) {
  const kdf = getBackupState().kdf
  const kept = await loadBackupKey(userId)
  if (!kept || !kdf || kept.salt !== kdf.salt) return null
  // A blob under another key (made again elsewhere) is not this key's to open: ask instead.
  const found = await fetchBackupMetadata()
  if (found && found.kdf.salt !== kept.salt) return null
  // A merge the phone refused throws here, before the vault is made: the next pass moves again.
  const blob = found ? await mergeBlob({ key: kept.key }) : null
  const vault = await makeVault(userId, kept.key, kdf)
  setBackupState({ version: null })
  return { vault, blob }
}

async function syncOnce(options: PassOptions): Promise<SyncOutcome> {
  const userId = getActiveUserId()
  const state = userId ? getBackupState() : null
  if (!userId || !state?.enabled) return 'off'
  // 'Backing up…' from the tap itself, so that a second tap while the key loads is ignored
  // rather than joining this pass (and showing a second 'Backed up'). Locked stays locked.
  const waiting = getBackupStatus().phase
  if (waiting !== 'locked' && waiting !== 'deleted') setBackupStatus({ phase: 'syncing' })
  try {
    let vault = await loadVault(userId)
    let blob: Awaited<ReturnType<typeof mergeBlob>> = null
    if (!vault && keysLockedAway(userId)) {
      // Locked: the keys are sealed away until the unlock, whose pass goes on from here. Never
      // made again from the older key, which would leave them plain (ADR 0040).
      setBackupStatus({ phase: 'idle' })
      return 'off'
    }
    if (!vault) {
      const moved = await moveWithKeptKey(userId)
      if (!moved) {
        setBackupStatus({ phase: 'locked' })
        return 'locked'
      }
      ;({ vault, blob } = moved)
    }
    setBackupStatus({ phase: 'syncing' })
    const sent = await runPass(userId, vault, options)
    if (blob) await deleteMovedBlob(blob)
    setBackupState({ lastSuccessAt: toIsoString(Date.now()) })
    setBackupStatus({ phase: 'idle' })
    return sent ? 'uploaded' : 'up-to-date'
  } catch (error) {
    return failedWith(error)
  }
}

/** Why this phone did not write what came in, when that is why a pass or a restore stopped. */
export function notKeptReason(error: unknown): WriteFailure | null {
  if (error instanceof JournalWriteRefused) return error.write.reason
  const name = (error as { name?: unknown } | null)?.name
  return name === 'QuotaExceededError' ? 'quota' : null
}

/**
 * What to say when this phone did not keep what came in (not written, or the whole-journal
 * backup not all here); null for any other failure.
 */
export function notKeptMessage(error: unknown): string | null {
  if (error instanceof BlobNotHeld) return error.message
  const reason = notKeptReason(error)
  return reason === null ? null : notBroughtIn(reason)
}

function failedWith(error: unknown): SyncOutcome {
  const notKept = notKeptMessage(error)
  if (notKept !== null) {
    setBackupStatus({ phase: 'failed', message: notKept })
    return 'refused'
  }
  if (error instanceof SignedOutDuringSync) {
    // 'Back up now' must not stay busy for whoever signed in meanwhile.
    setBackupStatus({ phase: 'idle' })
    return 'off'
  }
  if (
    error instanceof SyncKeyReplaced ||
    error instanceof SyncKeyConflict ||
    error instanceof WrongPassphraseError
  ) {
    setBackupStatus({ phase: 'locked' })
    return 'locked'
  }
  if (error instanceof SyncKeyGone) {
    setBackupStatus({ phase: 'deleted' })
    return 'deleted'
  }
  const message =
    error instanceof ApiError && error.status !== 0 && error.status < 500
      ? serverErrorText(error)
      : t`Couldn't reach Hara. Your journal is safe on this phone; Hara will try again.`
  setBackupStatus({ phase: 'failed', message })
  return 'failed'
}
