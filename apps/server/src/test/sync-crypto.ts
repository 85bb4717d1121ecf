/**
 * A phone's record sync for the server's tests: the core's protocol (sync/record-crypto.ts,
 * docs/decisions/0035-record-sync.md) run with Node's WebCrypto, under a passphrase, as a phone
 * runs it. The wire format itself is pinned by fixed vectors (modules/sync/wire-vectors.test.ts).
 */
import {
  deriveBackupKey,
  newKdf,
  newVault as newVaultUnder,
  openRecord as openRecordOf,
  recordIdOf,
  rewrapVault,
  sealRecord as sealRecordAs,
  unlockVault as unlockVaultWith,
  type SyncKey,
  type SyncRecord,
  type SyncRecordUpload,
  type Vault,
} from '@hara/core'

/** A new data key: the vault to seal with, and the envelope to PUT. */
export async function newVault(passphrase: string) {
  const kdf = newKdf(crypto)
  const wrapping = await deriveBackupKey(crypto, passphrase, kdf)
  const { vault, envelope } = await newVaultUnder(crypto, wrapping, kdf)
  /** The same key under another passphrase, replacing `version`: a passphrase change. */
  const rewrap = async (next: string, version: number) => {
    const nextKdf = newKdf(crypto)
    const stored: SyncKey = { ...envelope, version, updatedAt: new Date().toISOString() }
    return rewrapVault(
      crypto,
      wrapping,
      stored,
      await deriveBackupKey(crypto, next, nextKdf),
      nextKdf,
    )
  }
  return { vault, envelope, rewrap }
}

/** Unwraps a stored envelope; fails (AES-GCM's tag) with the wrong passphrase. */
export async function unlockVault(passphrase: string, key: SyncKey): Promise<Vault> {
  return unlockVaultWith(crypto, await deriveBackupKey(crypto, passphrase, key.kdf), key)
}

/** Seals `plaintext` as the record of `entryId` (its id the keyed hash of it). */
export async function sealRecord(
  vault: Vault,
  entryId: string,
  plaintext: string,
  replaces: number | null,
): Promise<SyncRecordUpload> {
  return sealRecordAs(crypto, vault, await recordIdOf(crypto, vault, entryId), plaintext, replaces)
}

export const openRecord = (vault: Vault, record: SyncRecord) => openRecordOf(crypto, vault, record)
