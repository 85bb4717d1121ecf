import { afterEach, describe, expect, it, vi } from 'vitest'
import { BAD_ANSWER } from '@/lib/server-calls'
import { recordNetwork } from '@/test/network'
import { fetchRecordPage, fetchSyncKey, putRecords, SyncKeyConflict } from './sync-api'

afterEach(() => vi.unstubAllGlobals())

const RECORD = { id: 'r'.repeat(43), seq: 3, iv: 'AAAAAAAAAAAAAAAA', ciphertext: 'AAAA' }
const PAGE = {
  records: [RECORD],
  next: 3,
  remaining: 0,
  more: false,
  latestSeq: 3,
  keyVersion: 1,
  held: null,
}

describe('the sync routes’ answers', () => {
  it('a page is used once it matches the contract', async () => {
    const calls = recordNetwork(() => Response.json(PAGE))
    await expect(fetchRecordPage(0, 200, { id: RECORD.id, seq: 3 })).resolves.toEqual(PAGE)
    expect(calls[0]?.path).toBe('/api/sync/records')
  })

  it('a page of another shape is refused before the sync engine sees it', async () => {
    recordNetwork(() => Response.json({ ...PAGE, records: [{ ...RECORD, seq: 'three' }] }))
    await expect(fetchRecordPage(0)).rejects.toMatchObject({ code: BAD_ANSWER })
    recordNetwork(() => Response.json({ ...PAGE, next: undefined }))
    await expect(fetchRecordPage(0)).rejects.toMatchObject({ code: BAD_ANSWER })
  })

  it('no key is null; a key of another shape is refused', async () => {
    recordNetwork(() =>
      Response.json({ error: { code: 'sync_key_not_found', message: 'x' } }, { status: 404 }),
    )
    await expect(fetchSyncKey()).resolves.toBeNull()
    recordNetwork(() => Response.json({ keyId: RECORD.id, version: 1 }))
    await expect(fetchSyncKey()).rejects.toMatchObject({ code: BAD_ANSWER })
  })

  it('a batch is checked too, and a stale key is still a conflict', async () => {
    recordNetwork(() => Response.json({ accepted: [{ id: RECORD.id, seq: 0 }], conflicts: [] }))
    const upload = { id: RECORD.id, iv: RECORD.iv, ciphertext: 'A'.repeat(24), replaces: null }
    await expect(putRecords(RECORD.id, [upload])).rejects.toMatchObject({ code: BAD_ANSWER })
    recordNetwork(() =>
      Response.json({ error: { code: 'sync_key_changed', message: 'x' } }, { status: 409 }),
    )
    await expect(putRecords(RECORD.id, [upload])).rejects.toBeInstanceOf(SyncKeyConflict)
  })
})
