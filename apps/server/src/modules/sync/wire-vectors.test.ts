/**
 * The wire format of record sync and of the backup, pinned by fixed vectors: hard-coded key
 * bytes, IVs, passphrases and plaintexts, and the exact envelopes, record ids and ciphertexts
 * they give. The phone and the server's tests run one protocol (the core's record-crypto.ts and
 * backup-crypto.ts); these literals, written down once from the phone's code, and the same
 * format spelled out again with Node's own crypto, keep a change to it from passing unnoticed
 * on both sides at once. A phone that has synced holds records in this format: it only changes
 * with a new version of it.
 */
import { createDecipheriv, createHmac, hkdfSync, pbkdf2Sync } from 'node:crypto'
import {
  backupUploadSchema,
  decryptText,
  deriveBackupKey,
  digestOf,
  encryptText,
  newKdf,
  newVault,
  openRecord,
  readRecord,
  recordIdOf,
  recordText,
  rewrapVault,
  sealedText,
  sealRecord,
  syncKeyUploadSchema,
  syncRecordUploadSchema,
  unlockVault,
  WrongPassphraseError,
  type BackupKdf,
  type RecordContent,
  type SyncKey,
  type WebCrypto,
} from '@hara/core'
import { describe, expect, it } from 'vitest'

/** Bytes `start`, `start + 1`, …: the vectors' keys, salts and IVs. */
const run = (start: number, length: number) =>
  Uint8Array.from({ length }, (_, i) => (start + i) & 0xff)

/** Node's WebCrypto, its random bytes replaced by `draws`, in the order the protocol asks. */
function drawing(...draws: Uint8Array[]): WebCrypto {
  return {
    subtle: crypto.subtle,
    getRandomValues(array) {
      const next = draws.shift()
      if (next?.length !== array.length) throw new Error(`unexpected draw of ${array.length}`)
      array.set(next)
      return array
    },
  }
}

const PASSPHRASE = 'tangerine lighthouse at dusk'
const KDF: BackupKdf = {
  algorithm: 'PBKDF2-SHA-256',
  iterations: 600_000,
  salt: 'AAECAwQFBgcICQoLDA0ODw==', // bytes 0x00…0x0f
}
const DATA_KEY = run(0x20, 32)
const ENTRY_ID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f'
const CONTENT: RecordContent = {
  kind: 'deleted',
  deleted: {
    id: ENTRY_ID,
    day: '2026-11-25',
    xp: 15,
    honored: true,
    decision: false,
    outcome: false,
  },
}
const RECORD_TEXT =
  '{"deleted":{"day":"2026-11-25","decision":false,"honored":true,"id":"6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f","outcome":false,"xp":15},"kind":"deleted","v":1}'
const PLAINTEXT = `${RECORD_TEXT.slice(0, -1)},"version":3}`

const ENVELOPE = {
  baseVersion: null,
  keyId: 'QEFCQ0RFRkdISUpLTE1OTw', // bytes 0x40…0x4f, base64url
  kdf: KDF,
  wrap: { algorithm: 'AES-256-GCM', iv: 'UFFSU1RVVldYWVpb' }, // bytes 0x50…0x5b
  wrappedKey: 'pFrOR6NxYQK8ptLZgQ+CXsOfjcP6FaqhyMPcWOU61Wo51QwhnSXLaWwQPAbSdDxu',
  cipher: { algorithm: 'AES-256-GCM' },
} as const
const STORED: SyncKey = { ...ENVELOPE, version: 1, updatedAt: '2026-11-25T10:00:00.000Z' }
const RECORD_ID = 'TW9PKIqme2LZD_jdQrDtAF68RlvuNivBBTrpY1UrGNw'
const GAMIFICATION_ID = '2K4sR-yAkCz0IKfbJMvRpTld4lxl4nrznPZLU8bL8AU'
const RECORD = {
  id: RECORD_ID,
  iv: 'YGFiY2RlZmdoaWpr', // bytes 0x60…0x6b
  ciphertext:
    'mbbJzp+1DzCdZl3HNy4SAFA9uTBxP27kOpaUWrrznx8Ezh/qV6q/lX5GAzleKRcra6FQx6N8nAeYMMRVa61zEYFyMR27Lt2iC6pKeOBQDoTIOR39Hu0Q25pdwvLMsK90mDGB753fQ5AIWPFxhy5++fXfhqcLKVIxlKh911Nrh5p+9Bl2nytWK1kqoByq6uehwQ4L6GOluFYtpnnl0v6W2ocD1Cq/mJ3tEb0QniG0p1HRQiW1xwhB',
  replaces: 41,
}
const DIGEST = 'PjXV8xfT2NhvTHUYXRrGRzfvlAvTrEiA+TGBz6LXk+g='

const NEXT_PASSPHRASE = 'a new river at dusk 77'
const NEXT_KDF: BackupKdf = { ...KDF, salt: 'kJGSk5SVlpeYmZqbnJ2enw==' } // bytes 0x90…0x9f
const REWRAPPED = {
  ...ENVELOPE,
  baseVersion: 1,
  kdf: NEXT_KDF,
  wrap: { algorithm: 'AES-256-GCM', iv: 'oKGio6Slpqeoqaqr' }, // bytes 0xa0…0xab
  wrappedKey: 'BuEW/Izm1f3ApOw+D4bKbjAKhQ8zx/ZhUc1/YxsEZ+SQgaH5s8xem3nD4YWcz4ta',
}

// Composed here; typed decomposed ('e' and U+0301) it must give the same key (NFC).
const BACKUP_PASSPHRASE = 'café au lait 1234'
const BACKUP_KDF: BackupKdf = { ...KDF, salt: 'cHFyc3R1dnd4eXp7fH1+fw==' } // bytes 0x70…0x7f
const JOURNAL = '{"entries":[{"transcript":"zanzibar marmalade quartet"}],"version":1}'
const BACKUP = {
  cipher: { algorithm: 'AES-256-GCM' as const, iv: 'gIGCg4SFhoeIiYqL' }, // bytes 0x80…0x8b
  ciphertext:
    'MRw9KXMDQ2VJ5bcx/GZCfZqVmPiosRCvZ3kVptnuiaMwzEhdzQEGjHpLjzmr0H9hUvRN8sS1acrWzPsj5mPg4yScFNVozk0xG4HRrEL103oJlf1g9Q==',
}

const keyOf = (passphrase: string, kdf: BackupKdf) => deriveBackupKey(crypto, passphrase, kdf)

// Each passphrase key takes 600,000 rounds of PBKDF2: seconds on a busy machine.
describe('the wire format', { timeout: 60_000 }, () => {
  it("record sync: a new data key's envelope, its record ids, a sealed record and its digest", async () => {
    const wrapping = await keyOf(PASSPHRASE, KDF)
    const made = await newVault(drawing(DATA_KEY, run(0x40, 16), run(0x50, 12)), wrapping, KDF)
    expect(made.envelope).toEqual(ENVELOPE)
    expect(syncKeyUploadSchema.safeParse(made.envelope).success).toBe(true)

    expect(await recordIdOf(crypto, made.vault, ENTRY_ID)).toBe(RECORD_ID)
    expect(await recordIdOf(crypto, made.vault, 'hara:gamification')).toBe(GAMIFICATION_ID)

    expect(recordText(CONTENT)).toBe(RECORD_TEXT)
    expect(sealedText(CONTENT, 3)).toBe(PLAINTEXT)
    const sealed = await sealRecord(drawing(run(0x60, 12)), made.vault, RECORD_ID, PLAINTEXT, 41)
    expect(sealed).toEqual(RECORD)
    expect(syncRecordUploadSchema.safeParse(sealed).success).toBe(true)
    expect(await digestOf(crypto, RECORD_TEXT)).toBe(DIGEST)
  })

  it('record sync: a passphrase change wraps the same data key under the new passphrase', async () => {
    const upload = await rewrapVault(
      drawing(run(0xa0, 12)),
      await keyOf(PASSPHRASE, KDF),
      STORED,
      await keyOf(NEXT_PASSPHRASE, NEXT_KDF),
      NEXT_KDF,
    )
    expect(upload).toEqual(REWRAPPED)
  })

  it('record sync: the envelope and the record as stored open with the passphrase, and no other', async () => {
    const vault = await unlockVault(crypto, await keyOf(PASSPHRASE, KDF), STORED)
    expect(await openRecord(crypto, vault, RECORD)).toBe(PLAINTEXT)
    expect(readRecord(PLAINTEXT)).toEqual({ content: CONTENT, version: 3 })
    await expect(
      unlockVault(crypto, await keyOf(NEXT_PASSPHRASE, KDF), STORED),
    ).rejects.toBeInstanceOf(WrongPassphraseError)
  })

  it('the backup: new key parameters, and a journal sealed under the passphrase', async () => {
    expect(newKdf(drawing(run(0xb0, 16)))).toEqual({
      algorithm: 'PBKDF2-SHA-256',
      iterations: 600_000,
      salt: 'sLGys7S1tre4ubq7vL2+vw==',
    })
    const key = await keyOf(BACKUP_PASSPHRASE, BACKUP_KDF)
    const sealed = await encryptText(drawing(run(0x80, 12)), key, JOURNAL)
    expect(sealed).toEqual(BACKUP)
    const upload = { baseVersion: null, kdf: BACKUP_KDF, ...sealed }
    expect(backupUploadSchema.safeParse(upload).success).toBe(true)

    const decomposed = await keyOf('cafe\u0301 au lait 1234', BACKUP_KDF)
    expect(await decryptText(crypto, decomposed, BACKUP.cipher, BACKUP.ciphertext)).toBe(JOURNAL)
  })

  it("is what Node's own crypto makes of the same inputs", () => {
    const bytes = (base64: string) => Buffer.from(base64, 'base64')
    /** AES-256-GCM's plaintext: the ciphertext ends with its 16-byte tag. */
    const open = (key: Uint8Array, iv: string, additional: string, sealed: string) => {
      const all = bytes(sealed)
      const decipher = createDecipheriv('aes-256-gcm', key, bytes(iv))
      decipher.setAAD(Buffer.from(additional, 'utf8'))
      decipher.setAuthTag(all.subarray(-16))
      return Buffer.concat([decipher.update(all.subarray(0, -16)), decipher.final()])
    }
    const passphraseKey = (passphrase: string, kdf: BackupKdf) =>
      pbkdf2Sync(passphrase.normalize('NFC'), bytes(kdf.salt), kdf.iterations, 32, 'sha256')

    // The envelope: the data key under the passphrase's key, the key's id as additional data.
    const wrapping = passphraseKey(PASSPHRASE, KDF)
    expect(open(wrapping, ENVELOPE.wrap.iv, ENVELOPE.keyId, ENVELOPE.wrappedKey)).toEqual(
      Buffer.from(DATA_KEY),
    )
    // Record ids: HMAC-SHA-256 under a key HKDF derives from the data key, base64url.
    const idKey = hkdfSync('sha256', DATA_KEY, new Uint8Array(32), 'hara-record-id', 32)
    const idOf = (name: string) =>
      createHmac('sha256', Buffer.from(idKey)).update(name).digest('base64url')
    expect(idOf(ENTRY_ID)).toBe(RECORD_ID)
    expect(idOf('hara:gamification')).toBe(GAMIFICATION_ID)
    // A record: under the data key, its id as additional data.
    expect(open(DATA_KEY, RECORD.iv, RECORD.id, RECORD.ciphertext).toString('utf8')).toBe(PLAINTEXT)
    // The backup: under the passphrase's key, with what it is as additional data.
    const backupKey = passphraseKey(BACKUP_PASSPHRASE, BACKUP_KDF)
    const journal = open(backupKey, BACKUP.cipher.iv, 'hara-journal-backup', BACKUP.ciphertext)
    expect(journal.toString('utf8')).toBe(JOURNAL)
  })
})
