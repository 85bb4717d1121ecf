import { t } from '@lingui/core/macro'
import {
  decryptText,
  deriveBackupKey,
  readJournalFile,
  type BackupKdf,
  type Journal,
  type MergeReport,
} from '@hara/core'
import { ApiError } from '@/lib/server-calls'
import { deviceTimeZone } from '@/stores/device'
import { holdsEveryEntry, mergeIntoJournal } from '@/stores/records/whole-journal'
import { deleteBackup, fetchBackupContent, StaleBackupError } from '../api/backup-api'
import { JournalWriteRefused } from './record-apply'

/**
 * The whole-journal backup of earlier versions (ADRs 0017, 0018), read until every phone has
 * moved to records: opened with its key, merged into the journal like an import, and deleted
 * once its check-ins are records on the server and this phone has checked that it holds every
 * one of them (ADR 0048). Nothing new is ever written as one.
 */

export interface MergedBlob {
  version: number
  kdf: BackupKdf
  /** The passphrase's key, made with `kdf`: it wraps the data key that replaces the blob. */
  key: CryptoKey
  report: MergeReport
  /** What the blob holds: checked against the phone's journal before the blob is deleted. */
  journal: Journal
}

/** The phone does not hold every check-in of the blob: the blob stays on the server. */
export class BlobNotHeld extends Error {
  constructor() {
    super(t`Some check-ins from your backup aren't on this phone. Your backup stays on the server.`)
    this.name = 'BlobNotHeld'
  }
}

/**
 * Merges the whole-journal backup into the journal, opened with `key` or the key `passphrase`
 * derives; null when there is none. `WrongPassphraseError` when it does not open;
 * `JournalWriteRefused` when the phone did not write it (full, or other tabs kept writing).
 */
export async function mergeBlob(
  opener: { key: CryptoKey } | { passphrase: string },
): Promise<MergedBlob | null> {
  const content = await fetchBackupContent()
  if (!content) return null
  const key =
    'key' in opener ? opener.key : await deriveBackupKey(crypto, opener.passphrase, content.kdf)
  const read = readJournalFile(
    await decryptText(crypto, key, content.cipher, content.ciphertext),
    deviceTimeZone(),
  )
  if (!read.ok) throw new ApiError(0, 'backup_damaged', "The backup couldn't be read.")
  const merged = await mergeIntoJournal(read.journal)
  if (!merged.write.ok) throw new JournalWriteRefused(merged.write)
  return {
    version: content.version,
    kdf: content.kdf,
    key,
    report: merged.report,
    journal: read.journal,
  }
}

/**
 * Deletes a blob this phone has moved, once the journal, read again from the database, holds
 * every check-in of it (or its deletion); `BlobNotHeld` otherwise, and the blob stays.
 */
export async function deleteMovedBlob(blob: Pick<MergedBlob, 'version' | 'journal'>) {
  if (!(await holdsEveryEntry(blob.journal))) throw new BlobNotHeld()
  await deleteBlob(blob.version)
}

/** Deletes the whole-journal backup at `version`; one written since by an older phone stays. */
export async function deleteBlob(version: number): Promise<void> {
  try {
    await deleteBackup(version)
  } catch (error) {
    if (!(error instanceof StaleBackupError)) throw error
  }
}
