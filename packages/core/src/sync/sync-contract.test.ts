import { describe, expect, it } from 'vitest'
import {
  SYNC_BATCH_MAX_RECORDS,
  SYNC_RECORD_MAX_BYTES,
  syncKeyUploadSchema,
  syncPageQuerySchema,
  syncRecordsUploadSchema,
} from './sync-contract'

/** Base64 of `bytes` zero bytes ('AAAA…' with the right padding). */
const base64 = (bytes: number) => {
  const full = Math.floor(bytes / 3)
  const rest = bytes % 3
  return 'AAAA'.repeat(full) + (rest === 1 ? 'AA==' : rest === 2 ? 'AAA=' : '')
}

const id = (n: number) => `record-id-${String(n).padStart(8, '0')}`
const record = (n: number, bytes = 100) => ({
  id: id(n),
  iv: base64(12),
  ciphertext: base64(bytes),
  replaces: null,
})
const batch = (records: unknown[]) => ({ keyId: 'key-id-0123456789ab', records })

describe('a batch of records', () => {
  it('takes 1 to 200 records of 16 bytes to 64 kB, each id once', () => {
    expect(syncRecordsUploadSchema.safeParse(batch([record(1, 16)])).success).toBe(true)
    const full = Array.from({ length: SYNC_BATCH_MAX_RECORDS }, (_, i) => record(i))
    expect(syncRecordsUploadSchema.safeParse(batch(full)).success).toBe(true)
    expect(
      syncRecordsUploadSchema.safeParse(batch([record(1, SYNC_RECORD_MAX_BYTES)])).success,
    ).toBe(true)
    expect(syncRecordsUploadSchema.safeParse(batch([{ ...record(1), replaces: 12 }])).success).toBe(
      true,
    )
  })

  it('refuses empty and oversized batches, repeated ids, odd ids and sizes', () => {
    const refused = [
      batch([]),
      batch(Array.from({ length: SYNC_BATCH_MAX_RECORDS + 1 }, (_, i) => record(i))),
      batch([record(1), record(1)]),
      batch([{ ...record(1), id: 'short' }]),
      batch([{ ...record(1), id: 'has/slash+plus=0123' }]),
      batch([record(1, 15)]),
      batch([record(1, SYNC_RECORD_MAX_BYTES + 1)]),
      batch([{ ...record(1), iv: base64(16) }]),
      batch([{ ...record(1), replaces: 0 }]),
      { ...batch([record(1)]), keyId: 'no' },
    ]
    for (const body of refused) expect(syncRecordsUploadSchema.safeParse(body).success).toBe(false)
  })
})

describe('the key envelope', () => {
  const envelope = {
    baseVersion: null,
    keyId: 'key-id-0123456789ab',
    kdf: { algorithm: 'PBKDF2-SHA-256', iterations: 600_000, salt: base64(16) },
    wrap: { algorithm: 'AES-256-GCM', iv: base64(12) },
    wrappedKey: base64(48),
    cipher: { algorithm: 'AES-256-GCM' },
  }
  it('takes a 48-byte wrapped key under the backup’s KDF rules', () => {
    expect(syncKeyUploadSchema.safeParse(envelope).success).toBe(true)
    expect(syncKeyUploadSchema.safeParse({ ...envelope, baseVersion: 4 }).success).toBe(true)
  })
  it('refuses another length, weaker KDF or other algorithms', () => {
    for (const body of [
      { ...envelope, wrappedKey: base64(40) },
      { ...envelope, kdf: { ...envelope.kdf, iterations: 1000 } },
      { ...envelope, wrap: { ...envelope.wrap, algorithm: 'AES-KW' } },
      { ...envelope, cipher: { algorithm: 'ChaCha20-Poly1305' } },
      { ...envelope, baseVersion: 0 },
    ]) {
      expect(syncKeyUploadSchema.safeParse(body).success).toBe(false)
    }
  })
})

describe('a page’s query', () => {
  const ok = (query: Record<string, string>) => syncPageQuerySchema.safeParse(query).success
  it('takes seqs up to 2^53 - 1, and a check with its seq (and IV)', () => {
    expect(ok({})).toBe(true)
    expect(ok({ since: '0', limit: '500' })).toBe(true)
    expect(ok({ since: String(Number.MAX_SAFE_INTEGER) })).toBe(true)
    expect(ok({ check: id(1), checkSeq: '1764201600000000' })).toBe(true)
    expect(ok({ check: id(1), checkSeq: '7', checkIv: base64(12) })).toBe(true)
  })
  it('refuses a seq past 2^53 - 1, a check without its seq, or a seq of 0', () => {
    for (const query of [
      { since: '9007199254740992' },
      { since: '-1' },
      { since: '01' },
      { limit: '0' },
      { check: id(1) },
      { checkSeq: '3' },
      { check: id(1), checkSeq: '0' },
      { check: 'short', checkSeq: '3' },
      { check: id(1), checkSeq: '3', checkIv: base64(16) },
    ]) {
      expect(ok(query), JSON.stringify(query)).toBe(false)
    }
  })
})
