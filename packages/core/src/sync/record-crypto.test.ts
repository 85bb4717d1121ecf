import { describe, expect, it } from 'vitest'
import { bytesOf, deriveBackupKey, newKdf, WrongPassphraseError } from '../backup/backup-crypto'
import type { WebCrypto } from '../crypto/web-crypto'
import { utf8Text } from '../encoding/utf8'
import {
  newVault as newVaultWith,
  openRecord as openRecordWith,
  recordIdOf as recordIdOfWith,
  rewrapVault as rewrapVaultWith,
  sealRecord as sealRecordWith,
  unlockVault as unlockVaultWith,
  UnreadableRecordError,
  type Vault,
} from './record-crypto'
import {
  syncKeyUploadSchema,
  syncRecordUploadSchema,
  type SyncKey,
  type SyncRecord,
} from './sync-contract'

// The platform's WebCrypto, which the core only ever takes as an argument.
const webCrypto = (globalThis as unknown as { crypto: WebCrypto }).crypto
type Key = Awaited<ReturnType<typeof deriveBackupKey>>
type Kdf = ReturnType<typeof newKdf>
const deriveKey = (passphrase: string, kdf: Kdf) => deriveBackupKey(webCrypto, passphrase, kdf)
const newVault = (wrapping: Key, kdf: Kdf) => newVaultWith(webCrypto, wrapping, kdf)
const unlockVault = (wrapping: Key, key: SyncKey) => unlockVaultWith(webCrypto, wrapping, key)
const rewrapVault = (current: Key, key: SyncKey, next: Key, nextKdf: Kdf) =>
  rewrapVaultWith(webCrypto, current, key, next, nextKdf)
const recordIdOf = (vault: Vault, name: string) => recordIdOfWith(webCrypto, vault, name)
const sealRecord = (vault: Vault, id: string, text: string, replaces: number | null) =>
  sealRecordWith(webCrypto, vault, id, text, replaces)
const openRecord = (vault: Vault, record: Pick<SyncRecord, 'id' | 'iv' | 'ciphertext'>) =>
  openRecordWith(webCrypto, vault, record)

const PASSPHRASE = 'quiet river at dawn 42'
const ENTRY_ID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f'

/** A new data key under `passphrase`, and its envelope as the server would store it. */
async function made(passphrase = PASSPHRASE) {
  const kdf = newKdf(webCrypto)
  const { vault, envelope } = await newVault(await deriveKey(passphrase, kdf), kdf)
  const { baseVersion: _base, ...rest } = envelope
  const stored: SyncKey = { ...rest, version: 1, updatedAt: '2026-11-25T10:00:00.000Z' }
  return { vault, envelope, stored }
}

// Each passphrase key takes 600,000 rounds of PBKDF2: seconds on a busy machine.
describe('record sync crypto', { timeout: 30_000 }, () => {
  it('wraps a random data key the server accepts, and opens it again only with the passphrase', async () => {
    const { vault, envelope, stored } = await made()
    expect(syncKeyUploadSchema.safeParse(envelope).success).toBe(true)
    // Readable out only for the lock to seal them at rest (key-store.test.ts: never kept so).
    expect(vault.dataKey.extractable).toBe(true)
    const record = await sealRecord(vault, await recordIdOf(vault, ENTRY_ID), 'Private words', null)

    const again = await unlockVault(await deriveKey(PASSPHRASE, stored.kdf), stored)
    expect(await openRecord(again, record)).toBe('Private words')
    await expect(
      unlockVault(await deriveKey('not the passphrase 1', stored.kdf), stored),
    ).rejects.toBeInstanceOf(WrongPassphraseError)
  })

  it('seals each record under a fresh IV, and the server cannot read or move it', async () => {
    const { vault } = await made()
    const id = await recordIdOf(vault, ENTRY_ID)
    const first = await sealRecord(vault, id, '{"description":"Private words"}', null)
    const second = await sealRecord(vault, id, '{"description":"Private words"}', 7)
    expect(syncRecordUploadSchema.safeParse(first).success).toBe(true)
    expect(second.replaces).toBe(7)
    expect(first.iv).not.toBe(second.iv)
    expect(first.ciphertext).not.toBe(second.ciphertext)
    expect(utf8Text(bytesOf(first.ciphertext))).not.toContain('Private')

    // Moved under another record's id, it no longer opens: the id is its additional data.
    const other = await recordIdOf(vault, '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d')
    await expect(openRecord(vault, { ...first, id: other })).rejects.toBeInstanceOf(
      UnreadableRecordError,
    )
  })

  it('refuses a record sealed under another data key', async () => {
    const { vault } = await made()
    const { vault: stranger } = await made()
    const id = await recordIdOf(vault, ENTRY_ID)
    const record = await sealRecord(vault, id, 'Private words', null)
    await expect(openRecord(stranger, record)).rejects.toBeInstanceOf(UnreadableRecordError)
  })

  it('names records by a keyed hash: the same entry the same id under one key, never its id in clear', async () => {
    const { vault } = await made()
    const { vault: stranger } = await made()
    const id = await recordIdOf(vault, ENTRY_ID)
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await recordIdOf(vault, ENTRY_ID)).toBe(id)
    expect(await recordIdOf(stranger, ENTRY_ID)).not.toBe(id)
    expect(id).not.toContain(ENTRY_ID.slice(0, 8))
  })

  it('a new passphrase wraps the same data key: records sealed before still open, the old passphrase no longer does', async () => {
    const { vault, stored } = await made()
    const record = await sealRecord(vault, await recordIdOf(vault, ENTRY_ID), 'Kept', null)
    const nextKdf = newKdf(webCrypto)
    const upload = await rewrapVault(
      await deriveKey(PASSPHRASE, stored.kdf),
      stored,
      await deriveKey('a new river at dusk 77', nextKdf),
      nextKdf,
    )
    expect(upload.keyId).toBe(stored.keyId)
    expect(upload.baseVersion).toBe(1)
    const { baseVersion: _base, ...rest } = upload
    const rewrapped: SyncKey = { ...rest, version: 2, updatedAt: stored.updatedAt }
    const opened = await unlockVault(await deriveKey('a new river at dusk 77', nextKdf), rewrapped)
    expect(await openRecord(opened, record)).toBe('Kept')
    await expect(
      unlockVault(await deriveKey(PASSPHRASE, nextKdf), rewrapped),
    ).rejects.toBeInstanceOf(WrongPassphraseError)
  })
})
