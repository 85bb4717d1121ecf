import { t } from '@lingui/core/macro'
import {
  deriveBackupKey,
  newKdf,
  rewrapVault,
  unlockVault,
  type BackupKdf,
  type SyncKey,
  type SyncKeyUpload,
} from '@hara/core'
import { ApiError } from '@/lib/server-calls'
import { fetchSyncKey, putSyncKey, SyncKeyConflict } from '../api/sync-api'
import { loadVault, saveVault } from './key-store'
import { SyncState } from './sync-state'
import { failed, requireUser, type SetupOutcome } from './backup-setup'
import { setBackupState } from '@/stores/device'

/**
 * Changing the backup's passphrase (ADR 0038): the data key is wrapped again under the new
 * passphrase and the envelope replaced, one small request; no record is sealed or sent again.
 * Other phones keep the data key itself, so they go on without asking. When the change is not
 * answered, the key is read back, and the person is told what is true: changed, or not.
 */

const deleted = (): SetupOutcome => ({
  ok: false,
  reason: 'failed',
  message: t`Your backup was deleted on another phone.`,
})

/** Whether `current` opens the account's backup (the first step of a change). */
export async function checkPassphrase(current: string): Promise<SetupOutcome> {
  try {
    requireUser()
    const key = await fetchSyncKey()
    if (!key) return deleted()
    await unlockVault(crypto, await deriveBackupKey(crypto, current, key.kdf), key)
    return { ok: true, report: null }
  } catch (error) {
    return failed(error)
  }
}

/** Said when the change did not happen, and the person might believe it did. */
export const notChanged = () =>
  t`Your passphrase wasn't changed: Hara couldn't reach the server. Your current passphrase still opens your backup. Try again.`
/** Said when the server did not answer whether it took the change, even when asked again. */
export const changeUnknown = () =>
  t`Hara couldn't tell whether your passphrase changed: the server didn't answer. Try your new passphrase on your next phone; if it doesn't open your backup, your current one still does.`

export async function changePassphrase(current: string, next: string): Promise<SetupOutcome> {
  try {
    const userId = requireUser()
    const key = await fetchSyncKey()
    if (!key) return deleted()
    const kdf = newKdf(crypto)
    const upload = await rewrapVault(
      crypto,
      await deriveBackupKey(crypto, current, key.kdf),
      key,
      await deriveBackupKey(crypto, next, kdf),
      kdf,
    )
    const stored = await putSyncKey(upload).catch((error: unknown) => readBack(upload, error))
    if (stored === NOT_TAKEN) return { ok: false, reason: 'failed', message: notChanged() }
    if (stored === UNKNOWN) return { ok: false, reason: 'unknown', message: changeUnknown() }
    if (stored === GONE) return deleted()
    // The server holds the new passphrase's key: it changed, whatever this phone manages to
    // note of it (a full disk). The next pass reads a key version it missed (same keyId).
    await noteChange(userId, kdf, stored).catch(() => undefined)
    return { ok: true, report: null }
  } catch (error) {
    return failed(error, t`The backup changed on another phone just now. Try again.`)
  }
}

/** What this phone keeps of the change: the new salt, and the key it wrote. */
async function noteChange(userId: string, kdf: BackupKdf, stored: SyncKey): Promise<void> {
  setBackupState({ kdf })
  const vault = await loadVault(userId)
  if (vault) await saveVault(userId, { ...vault, salt: kdf.salt })
  const state = await SyncState.open(userId)
  await state.setMeta({ keyVersion: stored.version, envelope: stored }).finally(() => state.close())
}

const NOT_TAKEN = Symbol('not taken')
const UNKNOWN = Symbol('unknown')
const GONE = Symbol('gone')
/** How many times the key is read back when its change was not answered. */
const READ_BACKS = 3

const holds = (key: SyncKey, upload: SyncKeyUpload) =>
  key.keyId === upload.keyId &&
  key.kdf.salt === upload.kdf.salt &&
  key.wrappedKey === upload.wrappedKey

/**
 * The change was not answered (the network, the server restarting, or a 409 that may be the
 * answer to a copy of this very request): the key is read back to tell what is true. Ours: the
 * change happened. Another version: it never will. Still the version it replaces: the key is
 * written again as it is, over that version, so that the change, should it reach the server
 * late, is refused (`sync_key_stale`) and the person's passphrase is the one they were told.
 * A clear refusal (any other 4xx) is rethrown as it was.
 */
async function readBack(
  upload: SyncKeyUpload,
  error: unknown,
): Promise<SyncKey | typeof NOT_TAKEN | typeof UNKNOWN | typeof GONE> {
  const refused =
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 409
  if (refused) throw error
  for (let attempt = 0; attempt < READ_BACKS; attempt++) {
    const key = await fetchSyncKey().catch(() => undefined)
    if (key === undefined) continue
    if (key === null) return GONE
    if (holds(key, upload)) return key
    if (key.version !== upload.baseVersion) {
      if (error instanceof SyncKeyConflict) throw error
      return NOT_TAKEN
    }
    const { version, updatedAt: _at, ...same } = key
    const fenced = await putSyncKey({ ...same, baseVersion: version }).catch(() => null)
    if (fenced) return NOT_TAKEN
  }
  return UNKNOWN
}
