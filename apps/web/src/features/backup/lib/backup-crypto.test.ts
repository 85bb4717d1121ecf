import { backupCipherSchema, backupKdfSchema } from '@hara/core'
import { describe, expect, it } from 'vitest'
import {
  decryptText,
  deriveBackupKey,
  encryptText,
  fromBase64,
  newKdf,
  toBase64,
  WrongPassphraseError,
} from './backup-crypto'

const JOURNAL = JSON.stringify({ entries: [{ transcript: 'zanzibar marmalade quartet' }] })

describe('backup crypto', () => {
  it('makes parameters the server accepts: 600,000 iterations, a 16-byte random salt', () => {
    const kdf = newKdf()
    expect(backupKdfSchema.safeParse(kdf).success).toBe(true)
    expect(kdf.iterations).toBeGreaterThanOrEqual(600_000)
    expect(newKdf().salt).not.toBe(kdf.salt)
  })

  it('opens what it sealed with the same passphrase, and a fresh IV each time', async () => {
    const kdf = newKdf()
    const key = await deriveBackupKey('quiet river at dawn 42', kdf)
    expect(key.extractable).toBe(false)
    const first = await encryptText(key, JOURNAL)
    const second = await encryptText(key, JOURNAL)
    expect(backupCipherSchema.safeParse(first.cipher).success).toBe(true)
    expect(first.cipher.iv).not.toBe(second.cipher.iv)
    expect(first.ciphertext).not.toBe(second.ciphertext)
    expect(atob(first.ciphertext)).not.toContain('zanzibar')

    // Another phone derives the same key from the passphrase and the stored salt.
    const again = await deriveBackupKey('quiet river at dawn 42', kdf)
    expect(await decryptText(again, first.cipher, first.ciphertext)).toBe(JOURNAL)
  })

  it('says so when the passphrase is wrong, or the ciphertext was altered', async () => {
    const kdf = newKdf()
    const sealed = await encryptText(await deriveBackupKey('quiet river at dawn 42', kdf), JOURNAL)
    const wrong = await deriveBackupKey('quiet river at dusk 42', kdf)
    await expect(decryptText(wrong, sealed.cipher, sealed.ciphertext)).rejects.toBeInstanceOf(
      WrongPassphraseError,
    )
    const right = await deriveBackupKey('quiet river at dawn 42', kdf)
    const bytes = fromBase64(sealed.ciphertext)
    bytes[0] = bytes[0]! ^ 1
    await expect(decryptText(right, sealed.cipher, toBase64(bytes))).rejects.toBeInstanceOf(
      WrongPassphraseError,
    )
  })

  it('reads one passphrase typed two ways (composed or not) as the same', async () => {
    const kdf = newKdf()
    const composed = await deriveBackupKey('café au lait 1234', kdf)
    const decomposed = await deriveBackupKey('cafe\u0301 au lait 1234', kdf)
    const sealed = await encryptText(composed, JOURNAL)
    expect(await decryptText(decomposed, sealed.cipher, sealed.ciphertext)).toBe(JOURNAL)
  })

  it('round-trips large bytes through base64', () => {
    const bytes = new Uint8Array(200_000).map((_, i) => (i * 31) % 256)
    // Compared as one buffer: a deep equality over 200,000 elements costs seconds.
    expect(Buffer.from(fromBase64(toBase64(bytes))).equals(Buffer.from(bytes))).toBe(true)
  })
})
