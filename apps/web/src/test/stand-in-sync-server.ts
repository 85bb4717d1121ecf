import {
  changeWithRecords,
  type SyncChange,
  type SyncCheck,
  type SyncKey,
  type SyncKeyUpload,
  type SyncPage,
  type SyncRecord,
  type SyncRecordsResult,
  type SyncRecordUpload,
} from '@hara/core'
import type { SyncTransport } from '@/features/sync/api/sync-api'

/**
 * A stand-in for the sync routes in the phone's unit tests, keeping the protocol's rules
 * (ADR 0035): one latest version per record id, seqs that only grow, pages by cursor with
 * `remaining`, and compare-and-set per record on `replaces`. The routes themselves are tested
 * in the server's package and by the journeys against the real server.
 *
 * It can also misbehave as a server may (ADR 0044): `restore` puts back a copy taken earlier,
 * its counter too, so it hands seqs out again (the real server's seqs count from the time and
 * do not); `replay` serves an older version of a record again under a new seq.
 */
export class StandInServer implements SyncTransport {
  readonly records = new Map<string, SyncRecord>()
  latestSeq = 0
  /** Records handed out in pages, pages asked for, and batches received. */
  pagedRecords = 0
  pages = 0
  /** The change events the real server would send, in order (ADR 0063). */
  changes: SyncChange[] = []
  batches: SyncRecordUpload[][] = []
  /** Pages answered, and batches taken, before the network "drops" (null: never). */
  pagesUntilOffline: number | null = null
  batchesUntilOffline: number | null = null

  constructor(private key: SyncKey) {}

  fetchSyncKey = async (): Promise<SyncKey | null> => this.key

  putSyncKey = async (upload: SyncKeyUpload): Promise<SyncKey> => {
    if (upload.baseVersion !== this.key.version || upload.keyId !== this.key.keyId) {
      throw new Error('a stale key')
    }
    const { baseVersion, ...envelope } = upload
    this.key = { ...envelope, version: baseVersion + 1, updatedAt: new Date().toISOString() }
    return this.key
  }

  /** A copy of what the server holds, to `restore` later. */
  snapshot(): { records: Map<string, SyncRecord>; latestSeq: number } {
    return { records: new Map(this.records), latestSeq: this.latestSeq }
  }

  restore(copy: { records: Map<string, SyncRecord>; latestSeq: number }): void {
    this.records.clear()
    for (const [id, record] of copy.records) this.records.set(id, record)
    this.latestSeq = copy.latestSeq
  }

  /** Serves `older` (a version of the record kept earlier) as the latest, under a new seq. */
  replay(older: SyncRecord): void {
    this.records.set(older.id, { ...older, seq: ++this.latestSeq })
  }

  private holds(check: SyncCheck): boolean {
    const stored = this.records.get(check.id)
    if (!stored) return false
    const sameIv = check.iv === undefined || stored.iv === check.iv
    return stored.seq > check.seq || (stored.seq === check.seq && sameIv)
  }

  fetchRecordPage = async (
    since: number,
    limit = 500,
    check: SyncCheck | null = null,
  ): Promise<SyncPage> => {
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
    this.pages += 1
    return {
      records: page,
      next: remaining === 0 ? Math.max(last, this.latestSeq) : last,
      remaining,
      more: remaining > 0,
      latestSeq: this.latestSeq,
      keyVersion: this.key.version,
      held: check ? this.holds(check) : null,
    }
  }

  putRecords = async (keyId: string, uploads: SyncRecordUpload[]): Promise<SyncRecordsResult> => {
    if (keyId !== this.key.keyId) throw new Error('another key')
    if (this.batchesUntilOffline !== null) {
      if (this.batchesUntilOffline <= 0) throw new TypeError('Failed to fetch')
      this.batchesUntilOffline -= 1
    }
    this.batches.push(uploads)
    const before = this.latestSeq
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
    if (accepted.length > 0) {
      const stored = accepted.map(({ id }) => this.records.get(id)!)
      const change = { seq: this.latestSeq, keyVersion: this.key.version }
      this.changes.push(changeWithRecords(change, before, stored))
    }
    return { accepted, conflicts, latestSeq: this.latestSeq }
  }
}
