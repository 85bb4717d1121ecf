import { deriveBackupKey, newVault, unlockVault, type BackupKdf, type SyncKey } from '@hara/core'
import { saveVault } from './key-store'
import type { StoredVault } from './vault-seal'
import { fetchSyncKey, putSyncKey, SyncKeyConflict } from '../api/sync-api'
import { SyncState } from './sync-state'

/**
 * Making or opening the account's data key, and keeping it on this phone. Either way this
 * phone starts afresh: its cursor at 0 and nothing noted as sent, so the first pass brings in
 * every record and sends only what the server does not have yet.
 */

async function keep(userId: string, vault: StoredVault, key: SyncKey): Promise<StoredVault> {
  await saveVault(userId, vault)
  const state = await SyncState.open(userId)
  try {
    await state.reset({ keyId: key.keyId, keyVersion: key.version, envelope: key })
  } finally {
    state.close()
  }
  return vault
}

/** Opens the stored envelope with `passphrase`; `WrongPassphraseError` if it does not. */
export async function openVault(
  userId: string,
  passphrase: string,
  key: SyncKey,
): Promise<StoredVault> {
  const wrapping = await deriveBackupKey(crypto, passphrase, key.kdf)
  const vault = await unlockVault(crypto, wrapping, key)
  return keep(userId, { ...vault, salt: key.kdf.salt }, key)
}

/**
 * A new data key wrapped by `wrapping` (the passphrase's key, made with `kdf`), stored as the
 * account's key. When another phone stored one first, that one is opened instead, if
 * `wrapping` opens it (the same passphrase and salt); otherwise `SyncKeyConflict`.
 */
export async function makeVault(
  userId: string,
  wrapping: CryptoKey,
  kdf: BackupKdf,
  passphrase?: string,
): Promise<StoredVault> {
  const made = await newVault(crypto, wrapping, kdf)
  try {
    const key = await putSyncKey(made.envelope)
    return keep(userId, { ...made.vault, salt: kdf.salt }, key)
  } catch (error) {
    if (!(error instanceof SyncKeyConflict)) throw error
    const existing = await fetchSyncKey()
    if (!existing) throw error
    if (passphrase !== undefined) return openVault(userId, passphrase, existing)
    if (existing.kdf.salt !== kdf.salt) throw error
    const vault = await unlockVault(crypto, wrapping, existing)
    return keep(userId, { ...vault, salt: kdf.salt }, existing)
  }
}
