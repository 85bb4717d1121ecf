import { putSyncKey, fetchSyncKey, SyncKeyConflict } from '../sync/sync-api'
import { rewrapVault, unlockVault } from '../sync/sync-crypto'
import { SyncState } from '../sync/sync-state'
import { deriveBackupKey, newKdf } from './backup-crypto'
import { failed, requireUser, type SetupOutcome } from './backup-setup'
import { setBackupState } from '@/stores/journal'
import { loadVault, saveVault } from './key-store'

/**
 * Changing the backup's passphrase (ADR 0038): the data key is wrapped again under the new
 * passphrase and the envelope replaced, one small request; no record is sealed or sent again.
 * Other phones keep the data key itself, so they go on without asking.
 */

const DELETED: SetupOutcome = {
  ok: false,
  reason: 'failed',
  message: 'Your backup was deleted on another phone.',
}

/** Whether `current` opens the account's backup (the first step of a change). */
export async function checkPassphrase(current: string): Promise<SetupOutcome> {
  try {
    requireUser()
    const key = await fetchSyncKey()
    if (!key) return DELETED
    await unlockVault(await deriveBackupKey(current, key.kdf), key)
    return { ok: true, report: null }
  } catch (error) {
    return failed(error)
  }
}

export async function changePassphrase(current: string, next: string): Promise<SetupOutcome> {
  try {
    const userId = requireUser()
    const key = await fetchSyncKey()
    if (!key) return DELETED
    const kdf = newKdf()
    const upload = await rewrapVault(
      await deriveBackupKey(current, key.kdf),
      key,
      await deriveBackupKey(next, kdf),
      kdf,
    )
    const stored = await putSyncKey(upload)
    const vault = await loadVault(userId)
    if (vault) await saveVault(userId, { ...vault, salt: kdf.salt })
    const state = await SyncState.open(userId)
    await state.setMeta({ keyVersion: stored.version }).finally(() => state.close())
    setBackupState({ kdf })
    return { ok: true, report: null }
  } catch (error) {
    if (error instanceof SyncKeyConflict) {
      return {
        ok: false,
        reason: 'failed',
        message: 'The backup changed on another phone just now. Try again.',
      }
    }
    return failed(error)
  }
}
