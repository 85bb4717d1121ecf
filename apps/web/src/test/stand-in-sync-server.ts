import type { SyncKey, SyncPage, SyncRecord, SyncRecordsResult, SyncRecordUpload } from '@hara/core'
import type { SyncTransport } from '@/features/backup/sync/sync-api'

/**
 * A stand-in for the sync routes in the phone's unit tests, keeping the protocol's rules
 * (ADR 0035): one latest version per record id, seqs that only grow, pages by cursor with
 * `remaining`, and compare-and-set per record on `replaces`. The routes themselves are tested
 * in the server's package and by the journeys against the real server.
 */
export class StandInServer implements SyncTransport {
  readonly records = new Map<string, SyncRecord>()
  latestSeq = 0
  /** Records handed out in pages, and batches received. */
  pagedRecords = 0
  batches: SyncRecordUpload[][] = []
  /** Pages answered, and batches taken, before the network "drops" (null: never). */
  pagesUntilOffline: number | null = null
  batchesUntilOffline: number | null = null

  constructor(private readonly key: SyncKey) {}

  fetchSyncKey = async (): Promise<SyncKey | null> => this.key

  fetchRecordPage = async (since: number, limit = 500): Promise<SyncPage> => {
    if (this.pagesUntilOffline !== null) {
      if (this.pagesUntilOffline <= 0) throw new TypeError('Failed to fetch')
      this.pagesUntilOffline -= 1
    }
    const after = [...this.records.values()]
      .filter((record) => record.seq > since)
      .sort((a, b) => a.seq - b.seq)
    const page = after.slice(0, limit)
    const remaining = after.length - page.length
    const last = page.at(-1)?.seq ?? since
    this.pagedRecords += page.length
    return {
      records: page,
      next: remaining === 0 ? Math.max(last, this.latestSeq) : last,
      remaining,
      more: remaining > 0,
      latestSeq: this.latestSeq,
      keyVersion: this.key.version,
    }
  }

  putRecords = async (keyId: string, uploads: SyncRecordUpload[]): Promise<SyncRecordsResult> => {
    if (keyId !== this.key.keyId) throw new Error('another key')
    if (this.batchesUntilOffline !== null) {
      if (this.batchesUntilOffline <= 0) throw new TypeError('Failed to fetch')
      this.batchesUntilOffline -= 1
    }
    this.batches.push(uploads)
    const accepted: SyncRecordsResult['accepted'] = []
    const conflicts: SyncRecordsResult['conflicts'] = []
    for (const upload of uploads) {
      const stored = this.records.get(upload.id)
      if ((stored?.seq ?? null) !== upload.replaces) {
        conflicts.push({ id: upload.id, current: stored ?? null })
        continue
      }
      const seq = ++this.latestSeq
      this.records.set(upload.id, {
        id: upload.id,
        seq,
        iv: upload.iv,
        ciphertext: upload.ciphertext,
      })
      accepted.push({ id: upload.id, seq })
    }
    return { accepted, conflicts, latestSeq: this.latestSeq }
  }
}
