import {
  INITIAL_GAMIFICATION_STATE,
  statedCarry,
  type DeletedEntry,
  type Entry,
  type GamificationState,
  type RecordContent,
} from '@hara/core'
import type { WriteOutcome } from '@/stores/device/storage-problems'
import { notBroughtIn } from './not-kept-messages'
import { keepDayPlans } from '@/stores/records/day-plans'
import { mergeBatchIntoJournal } from '@/stores/records/merge-batch'

/**
 * Brings opened records into the journal through the core's merge rules, as an import does:
 * check-ins joined by id, deleted anywhere is deleted, and XP, streak and achievements as the
 * whole journal's merge would count them, moved by the difference (`mergeBatchIntoJournal`:
 * only the records with these ids are read, ADR 0063). The Timeline shows the result at once,
 * since it reads the store.
 *
 * Check-ins and deletion records come in with an empty gamification state: their XP is counted
 * from the records themselves. Another phone's gamification state is merged only once every
 * record before it is here (`applyGamification`), beside the journal's records, so XP the
 * records explain is never counted twice.
 */
export async function applyRecords(contents: readonly RecordContent[]): Promise<boolean> {
  const entries: Entry[] = []
  const deletedEntries: DeletedEntry[] = []
  for (const content of contents) {
    if (content.kind === 'entry') entries.push(content.entry)
    else if (content.kind === 'deleted') deletedEntries.push(content.deleted)
  }
  if (entries.length === 0 && deletedEntries.length === 0) return false
  const merged = await mergeBatchIntoJournal({
    entries,
    deletedEntries,
    gamification: INITIAL_GAMIFICATION_STATE,
  })
  if (!merged.write.ok) throw new JournalWriteRefused(merged.write)
  return merged.changed
}

/**
 * Another phone's state, merged beside this phone's records. It says what it carries beyond
 * its records (an older version's state is read as carrying nothing: `statedCarry`), so XP,
 * check-ins and the streak are never the difference between it and records not pulled yet.
 * The day's plan it brings is kept beside the journal (`keepDayPlans`, ADR 0068).
 */
export async function applyGamification(gamification: GamificationState): Promise<boolean> {
  const { dayPlans, ...state } = gamification
  if (dayPlans) {
    const kept = await keepDayPlans(dayPlans)
    if (!kept.write.ok) throw new JournalWriteRefused(kept.write)
  }
  const merged = await mergeBatchIntoJournal({
    entries: [],
    deletedEntries: [],
    gamification: statedCarry(state),
  })
  if (!merged.write.ok) throw new JournalWriteRefused(merged.write)
  return merged.changed
}

/**
 * The phone did not write what came in (full, storage unavailable, or other tabs kept writing
 * first): nothing of it is noted as here, and it is tried again later. Whoever catches it says
 * why (`write`).
 */
export class JournalWriteRefused extends Error {
  constructor(readonly write: Extract<WriteOutcome, { ok: false }>) {
    super(notBroughtIn(write.reason))
    this.name = 'JournalWriteRefused'
  }
}
