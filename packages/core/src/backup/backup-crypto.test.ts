import { describe, expect, it } from 'vitest'
import type { WebCrypto } from '../crypto/web-crypto'
import { base64ToBytes, bytesToBase64 } from '../encoding/base64'
import { utf8Text } from '../encoding/utf8'
import { backupKdfSchema } from './backup-contract'
import { backupCipherSchema } from './backup-wire'
import {
  bytesOf,
  decryptText,
  deriveBackupKey,
  encryptText,
  newKdf,
  WrongPassphraseError,
} from './backup-crypto'

// The platform's WebCrypto, which the core only ever takes as an argument.
const webCrypto = (globalThis as unknown as { crypto: WebCrypto }).crypto
const keyFor = (passphrase: string, kdf = newKdf(webCrypto)) =>
  deriveBackupKey(webCrypto, passphrase, kdf)

const JOURNAL = JSON.stringify({ entries: [{ transcript: 'zanzibar marmalade quartet' }] })

// Each passphrase key takes 600,000 rounds of PBKDF2: seconds on a busy machine.
describe('backup crypto', { timeout: 30_000 }, () => {
  it('makes parameters the server accepts: 600,000 iterations, a 16-byte random salt', () => {
    const kdf = newKdf(webCrypto)
    expect(backupKdfSchema.safeParse(kdf).success).toBe(true)
    expect(kdf.iterations).toBeGreaterThanOrEqual(600_000)
    expect(newKdf(webCrypto).salt).not.toBe(kdf.salt)
  })

  it('opens what it sealed with the same passphrase, and a fresh IV each time', async () => {
    const kdf = newKdf(webCrypto)
    const key = await keyFor('quiet river at dawn 42', kdf)
    expect(key.extractable).toBe(false)
    const first = await encryptText(webCrypto, key, JOURNAL)
    const second = await encryptText(webCrypto, key, JOURNAL)
    expect(backupCipherSchema.safeParse(first.cipher).success).toBe(true)
    expect(first.cipher.iv).not.toBe(second.cipher.iv)
    expect(first.ciphertext).not.toBe(second.ciphertext)
    expect(utf8Text(bytesOf(first.ciphertext))).not.toContain('zanzibar')

    // Another phone derives the same key from the passphrase and the stored salt.
    const again = await keyFor('quiet river at dawn 42', kdf)
    expect(await decryptText(webCrypto, again, first.cipher, first.ciphertext)).toBe(JOURNAL)
  })

  it('says so when the passphrase is wrong, or the ciphertext was altered', async () => {
    const kdf = newKdf(webCrypto)
    const sealed = await encryptText(
      webCrypto,
      await keyFor('quiet river at dawn 42', kdf),
      JOURNAL,
    )
    const wrong = await keyFor('quiet river at dusk 42', kdf)
    await expect(
      decryptText(webCrypto, wrong, sealed.cipher, sealed.ciphertext),
    ).rejects.toBeInstanceOf(WrongPassphraseError)
    const right = await keyFor('quiet river at dawn 42', kdf)
    const bytes = bytesOf(sealed.ciphertext)
    bytes[0] = bytes[0]! ^ 1
    await expect(
      decryptText(webCrypto, right, sealed.cipher, bytesToBase64(bytes)),
    ).rejects.toBeInstanceOf(WrongPassphraseError)
    // Text that is not base64 where the IV should be: the backup does not open either.
    await expect(
      decryptText(webCrypto, right, { ...sealed.cipher, iv: 'not*base64' }, sealed.ciphertext),
    ).rejects.toBeInstanceOf(WrongPassphraseError)
  })

  it('takes the passphrase exactly: another case or a space more does not open it', async () => {
    const kdf = newKdf(webCrypto)
    const sealed = await encryptText(
      webCrypto,
      await keyFor('quiet river at dawn 42', kdf),
      JOURNAL,
    )
    for (const near of ['Quiet River at Dawn 42', 'quiet river at dawn 42 ']) {
      const key = await keyFor(near, kdf)
      await expect(
        decryptText(webCrypto, key, sealed.cipher, sealed.ciphertext),
        JSON.stringify(near),
      ).rejects.toBeInstanceOf(WrongPassphraseError)
    }
  })

  it('reads one passphrase typed two ways (composed or not) as the same', async () => {
    const kdf = newKdf(webCrypto)
    const composed = await keyFor('café au lait 1234', kdf)
    const decomposed = await keyFor('cafe\u0301 au lait 1234', kdf)
    const sealed = await encryptText(webCrypto, composed, JOURNAL)
    expect(await decryptText(webCrypto, decomposed, sealed.cipher, sealed.ciphertext)).toBe(JOURNAL)
  })

  it('round-trips large bytes through base64, and refuses what is not base64', () => {
    const bytes = new Uint8Array(200_000).map((_, i) => (i * 31) % 256)
    const back = bytesOf(bytesToBase64(bytes))
    // Compared in one pass: a deep equality over 200,000 elements costs seconds.
    expect(back.length === bytes.length && back.every((byte, i) => byte === bytes[i])).toBe(true)
    expect(base64ToBytes('not*base64')).toBeUndefined()
    expect(() => bytesOf('not*base64')).toThrow(TypeError)
  })
})
