import type { RecordContent, SyncRecord } from '@hara/core'
import type { SyncedRecord } from './sync-state'

/**
 * Judging a record from the server against what this phone knows of it (ADR 0044). Every
 * record carries a version inside its encryption, one more than the highest its writer had
 * seen, and the server's compare-and-set lets a write through only over the version its writer
 * saw. So, while the server keeps what it accepted, each record's versions only grow, and a
 * version this phone has seen is never followed by a lower or equal one at another seq. When
 * one is, the server lost something (restored from an older copy) or replays an older record.
 */

/** A record as opened: what to note of it, and its content (null: none this version reads). */
export interface Opened {
  record: SyncedRecord
  content: RecordContent | null
}

export interface Judged {
  /** Whether its content is brought into the journal. */
  take: boolean
  /** What to note of it: the server's seq, and never a version below the one known. */
  noted: SyncedRecord
  /** The server went back on this record: everything it has is to be checked again. */
  wentBack: boolean
}

/** Whether `record` is the very version this phone knows (the same seq, and the same IV). */
export function isKnownVersion(
  known: SyncedRecord | undefined,
  record: Pick<SyncRecord, 'seq' | 'iv'>,
): boolean {
  if (!known || known.seq !== record.seq) return false
  return known.iv === undefined || known.iv === record.iv
}

export function judge(known: SyncedRecord | undefined, opened: Opened): Judged {
  const { record } = opened
  // A record written before versions (or one this version cannot read) is taken as before:
  // the core's merge decides, as it always did.
  if (!known || record.version === 0) {
    return {
      take: true,
      noted: { ...record, version: Math.max(record.version, known?.version ?? 0) },
      wentBack: false,
    }
  }
  const same =
    record.seq !== null && isKnownVersion(known, { seq: record.seq, iv: record.iv ?? '' })
  const wentBack = !same && record.version <= known.version
  if (record.version < known.version) {
    // Older than what this phone has seen: never taken, and this phone's version is sent
    // again over it (an empty digest differs from every content's).
    return { take: false, noted: { ...record, digest: '', version: known.version }, wentBack }
  }
  return { take: true, noted: record, wentBack }
}
