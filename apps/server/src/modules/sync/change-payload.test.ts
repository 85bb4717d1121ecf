/**
 * The change signal between server processes (PostgreSQL NOTIFY, account-lock.ts): a change
 * read back as it was sent, records included, and a change at the records' cap inside one
 * notification's 8,000 bytes.
 */
import { changeWithRecords, SYNC_CHANGE_MAX_RECORD_CHARS, type SyncRecord } from '@hara/core'
import { describe, expect, it } from 'vitest'
import { newRecordId, record } from '../../test/sync-fixtures'
import { changePayload, parseChangePayload } from './account-lock'

const stored = (bytes: number, seq: number): SyncRecord => {
  const { id, iv, ciphertext } = record(newRecordId(), null, bytes)
  return { id, seq, iv, ciphertext }
}

describe('the change signal between processes', () => {
  it('is read back as it was sent, with its records and the seq before them', () => {
    const change = changeWithRecords({ seq: 12, keyVersion: 3 }, 10, [
      stored(500, 11),
      stored(300, 12),
    ])
    expect(change.records).toHaveLength(2)
    expect(parseChangePayload(changePayload('user-1', change))).toEqual({
      userId: 'user-1',
      change,
    })
    expect(parseChangePayload(changePayload('user-1', { seq: 5, keyVersion: null }))).toEqual({
      userId: 'user-1',
      change: { seq: 5, keyVersion: null },
    })
  })

  it('fits one notification at the cap, and leaves a larger change to a pull', () => {
    // As many small records as fit: the most JSON around the ciphertexts.
    const many: SyncRecord[] = []
    for (let seq = 1; ; seq++) {
      const next = [...many, stored(1, 1_700_000_000_000_000 + seq)]
      if (!changeWithRecords({ seq, keyVersion: 1 }, 0, next).records) break
      many.push(next.at(-1)!)
    }
    const full = changeWithRecords({ seq: 9_007_199_254_740_991, keyVersion: 1 }, 0, many)
    const payload = changePayload('x'.repeat(36), full)
    expect(full.records).toHaveLength(many.length)
    expect(new TextEncoder().encode(payload).length).toBeLessThan(8000)
    const big = changeWithRecords({ seq: 2, keyVersion: 1 }, 1, [
      stored((SYNC_CHANGE_MAX_RECORD_CHARS * 3) / 4 + 3, 2),
    ])
    expect(big).toEqual({ seq: 2, keyVersion: 1 })
  })

  it('drops records that are not records, keeping the seq', () => {
    const payload = JSON.stringify({ u: 'u', s: 4, k: 1, p: 3, r: [{ id: 'a' }] })
    expect(parseChangePayload(payload)).toEqual({ userId: 'u', change: { seq: 4, keyVersion: 1 } })
  })
})
