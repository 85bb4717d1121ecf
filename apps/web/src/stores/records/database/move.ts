import {
  deletedEntriesSchema,
  INITIAL_GAMIFICATION_STATE,
  mergeJournals,
  readGamificationState,
  readJson,
  readStoredEntries,
  summaryOf,
  textDigest,
  type Journal,
} from '@hara/core'
import { readRaw, removeRaw } from '@/lib/device-storage'
import { LEGACY_JOURNAL_NAMES, userKey } from '@/lib/device-keys'
import { deviceTimeZone } from '@/stores/device/device-context'
import { committed, request, storeOf } from '@/lib/idb'
import {
  getMeta,
  parseState,
  readAllDeletions,
  readAllEntries,
  readEntries,
  STORES,
  entryRecord,
  type JournalDb,
  type MoveRecord,
} from './db'
import { packedSummary } from './packed-days'
import { keepRecoveryCopy } from './recovery-copies'

/**
 * The move of an older version's journal from localStorage into the account's database, once,
 * without losing a word (ADR 0031). On every start, while the older keys are there:
 *
 * 1. Their text is read with the core's readers (which upgrade entries written before entries
 *    had ids, with ids derived from the text, so a second reading gives the same ids). What
 *    cannot be read is first kept under a recovery key, as the older version did (sealed while
 *    the lock seals the journal: recovery-copies.ts).
 * 2. In one transaction, the entries, the deletion records, the gamification state and its
 *    summary are written, with a `move` record holding the digest of the text moved. An empty
 *    database takes them as they are; one that already holds a journal merges them by id with
 *    the core's rules. A transaction cut off (tab closed, phone off, disk full) writes nothing.
 * 3. The entries are read back: their count and digest must match what was written.
 * 4. Only then are the older keys removed. A start that finds them again with a `move` record
 *    of the same digest only removes them: nothing is doubled, and nothing is in neither place.
 */

export interface MoveReport {
  moved: number
  /** Items of the older list that could not be read (kept under a recovery key). */
  rejected: number
  /** Whether the older keys are still there (the check failed, or storage refused). */
  kept: boolean
}

/** The text of the three older keys, or null when none is there. */
function readLegacy(
  userId: string,
): Record<keyof typeof LEGACY_JOURNAL_NAMES, string | null> | null {
  const texts = {
    entries: readRaw(userKey(userId, LEGACY_JOURNAL_NAMES.entries)),
    gamification: readRaw(userKey(userId, LEGACY_JOURNAL_NAMES.gamification)),
    deletedEntries: readRaw(userKey(userId, LEGACY_JOURNAL_NAMES.deletedEntries)),
  }
  return Object.values(texts).every((text) => text === null) ? null : texts
}

function removeLegacy(userId: string): void {
  for (const name of Object.values(LEGACY_JOURNAL_NAMES)) removeRaw(userKey(userId, name))
}

/** The digest of the entries as written and as read back. */
function entriesDigest(journal: Pick<Journal, 'entries'>): string {
  const sorted = [...journal.entries].sort((a, b) => (a.id < b.id ? -1 : 1))
  return textDigest(JSON.stringify(sorted))
}

export async function moveFromLocalStorage(
  userId: string,
  db: JournalDb,
  pause: () => Promise<void>,
): Promise<MoveReport | null> {
  const texts = readLegacy(userId)
  if (texts === null) return null
  const digest = textDigest(JSON.stringify(texts))
  const done = (await getMeta(db, 'move')) as MoveRecord | undefined
  if (done?.digest === digest) {
    removeLegacy(userId)
    return { moved: done.count, rejected: 0, kept: false }
  }

  const zone = deviceTimeZone
  const read = readStoredEntries(texts.entries, zone)
  const gamification = readGamificationState(texts.gamification, zone)
  const deleted = readJson(texts.deletedEntries ?? '[]')
  const deletedParsed = deletedEntriesSchema.safeParse(deleted.ok ? deleted.value : [])
  let rejected = read.rejected
  // The older version's rule: the raw text is kept before anything readable replaces it.
  for (const [name, text, bad] of [
    [LEGACY_JOURNAL_NAMES.entries, texts.entries, read.problem !== null],
    [LEGACY_JOURNAL_NAMES.gamification, texts.gamification, gamification.problem !== null],
  ] as const) {
    if (!bad || text === null) continue
    if (!(await keepRecoveryCopy(userId, name, text)).ok) {
      return { moved: 0, rejected, kept: true }
    }
    // Told to the person as unreadable check-ins, whichever of the two it was.
    rejected = Math.max(rejected, 1)
  }
  const legacy: Journal = {
    entries: read.value,
    gamification: gamification.value,
    deletedEntries: deletedParsed.success ? deletedParsed.data : [],
  }

  const stateBefore = parseState(await getMeta(db, 'state'))
  const hasJournal =
    stateBefore.summary.entries > 0 ||
    stateBefore.gamification.totalCheckins > 0 ||
    (await request(storeOf(db, 'deletions').count())) > 0
  let target: Journal = legacy
  if (hasJournal) {
    const local: Journal = {
      entries: (await readAllEntries(db, pause)).entries,
      gamification: stateBefore.gamification,
      deletedEntries: await readAllDeletions(db),
    }
    target = mergeJournals(local, legacy, Date.now()).journal
  }

  try {
    const tx = db.transaction(STORES, 'readwrite')
    const written = committed(tx)
    const entries = tx.objectStore('entries')
    const deletions = tx.objectStore('deletions')
    const meta = tx.objectStore('meta')
    let rev = stateBefore.rev
    for (const entry of target.entries) entries.put(entryRecord(entry, ++rev))
    for (const record of target.deletedEntries) {
      deletions.put({ id: record.id, rev: ++rev, deleted: record })
    }
    meta.put({
      name: 'state',
      rev,
      gamification: target.gamification ?? INITIAL_GAMIFICATION_STATE,
      summary: packedSummary(summaryOf(target.entries)),
    })
    const move: MoveRecord = { name: 'move', digest, count: legacy.entries.length, at: Date.now() }
    meta.put(move)
    await written
  } catch {
    return { moved: 0, rejected, kept: true }
  }

  // The check: every entry moved is in the database as it was written.
  const back = await readEntries(
    db,
    target.entries.map((entry) => entry.id),
  )
  const whole =
    back.length === target.entries.length &&
    entriesDigest({ entries: back }) === entriesDigest(target)
  if (!whole) return { moved: 0, rejected, kept: true }
  removeLegacy(userId)
  return { moved: legacy.entries.length, rejected, kept: false }
}
