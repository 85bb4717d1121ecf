import type { GamificationState } from '../gamification/gamification-state'
import { streakAfterCheckIn, type StreakOfDays, type StreakState } from '../gamification/streak'
import type { Instant } from '../time/instant'
import { statesItsCarry, type Carried, type CarriedStreak } from './carried'
import { forEachDay } from './day-reads'
import { deletedEntryOf, earnedXpOf, type DeletedEntry } from './deleted-entry'
import { isOutcomeByXp, type Entry } from './entry-schema'
import type { Journal } from './journal'
import { mergeReport, type MergeReport } from './journal-merge'
import { summaryAfter, type JournalSummary } from './journal-summary'
import { mergeEntries, type MergedEntries } from './merge-entries'
import { carriedOfSides, gamificationOfCounts, type RecordCounts } from './merged-gamification'

/**
 * A merge of a few records (a batch record sync brings in) into a journal held one record per
 * entry, without reading the journal: the records of the batch's ids merged by id with the
 * core's rule (`mergeEntries`, as `mergeJournals` merges them), and the summary and the
 * gamification state moved by the difference. The result is what `mergeJournals` of the whole
 * journal gives (property-tested), as long as the journal's state is what its records explain
 * (`gamificationOf`, as every merge and save leaves it).
 */

/** What a phone holds beside its entries, read without reading them. */
export interface JournalAtHand {
  gamification: GamificationState
  summary: JournalSummary
  /** Every deletion record (few: a deleted check-in keeps one, never its words). */
  deletedEntries: readonly DeletedEntry[]
  /**
   * How many entries count as an outcome for their XP alone (`outcomeXp`, the outcome's text
   * removed since), which the summary does not count; unknown when the entries are not at hand.
   */
  outcomesByXp?: number
}

export interface MergedBatch extends MergedEntries {
  gamification: GamificationState
  summary: JournalSummary
  report: MergeReport
}

/** The check-in record of an entry or deletion record, as the gamification counts it. */
const recordOf = (item: Entry | DeletedEntry): DeletedEntry =>
  'timestamp' in item ? deletedEntryOf(item) : item

/**
 * Merges `incoming` into a journal of which `base` holds the records with the batch's ids (its
 * entries and deletion records with those ids) and `here` the rest that counts. `entries` and
 * `deletedEntries` of the result are the merged records of the batch's ids.
 *
 * Null when the difference cannot say what a whole merge would: the journal's state is of an
 * older version and leaves out what it carries, or an achievement not yet unlocked may or may
 * not be reached (outcomes whose text was removed after they earned XP are not in the summary's
 * counts). Every achievement is within a few check-ins' reach, so that happens only early in a
 * journal, where merging it whole costs little.
 */
export function mergeBatch(
  base: Omit<Journal, 'gamification'>,
  incoming: Journal,
  here: JournalAtHand,
  now: Instant,
): MergedBatch | null {
  if (!statesItsCarry(here.gamification)) return null
  const merged = mergeEntries([base, incoming])
  const ids = new Set([...base.entries, ...base.deletedEntries].map((item) => item.id))
  for (const item of [...merged.entries, ...merged.deletedEntries]) ids.add(item.id)

  // The summary, one entry at a time (as a save moves it).
  const before = new Map(base.entries.map((entry) => [entry.id, entry]))
  const after = new Map(merged.entries.map((entry) => [entry.id, entry]))
  let summary = here.summary
  for (const id of ids) {
    const was = before.get(id) ?? null
    const is = after.get(id) ?? null
    if (was !== is) summary = summaryAfter(summary, was, is)
  }

  // Every deletion record after the merge, and the records' XP moved by the difference.
  const deletions = [
    ...here.deletedEntries.filter((record) => !ids.has(record.id)),
    ...merged.deletedEntries,
  ]
  const earned = (items: readonly (Entry | DeletedEntry)[]) =>
    items.reduce((sum, item) => sum + earnedXpOf(recordOf(item)), 0)
  // What the journal's records earned: its XP but for the achievements' and what it carries.
  const { totalXP, carriedXp, achievements } = here.gamification
  const earnedBefore = achievements.reduce((sum, one) => sum - one.xp, totalXP - carriedXp!)
  const earnedXp =
    earnedBefore -
    earned([...base.entries, ...base.deletedEntries]) +
    earned([...merged.entries, ...merged.deletedEntries])

  const sides = [{ ...base, gamification: here.gamification }, incoming]
  const carried = carriedOfSides(sides)
  const streak = streakByDifference(here.gamification, base, merged, carried)
  // Every day of the journal, only when the streak must be counted from all of them again.
  const days: string[] = []
  if (streak === null) {
    for (const record of deletions) days.push(record.day)
    forEachDay(summary.days, (day) => days.push(day))
  }
  const deleted = (test: (record: DeletedEntry) => boolean) => deletions.filter(test).length
  // Live entries whose outcome was removed after it earned XP count as outcomes too, which the
  // summary does not count: known when the caller says how many there were.
  const byXp = (items: readonly Entry[]) => items.filter(isOutcomeByXp).length
  const outcomesByXp =
    here.outcomesByXp === undefined
      ? null
      : here.outcomesByXp - byXp(base.entries) + byXp(merged.entries)
  const counts: RecordCounts = {
    records: summary.entries + deletions.length,
    days,
    earnedXp,
    decisions: summary.decisions + deleted((record) => record.decision),
    outcomes:
      summary.outcomes +
      (outcomesByXp ?? 0) +
      deleted((record) => record.outcome || (record.outcomeXp ?? 0) > 0),
    loopsClosed:
      summary.loopsClosed + deleted((record) => record.decision && (record.outcomeXp ?? 0) > 0),
    honored: summary.honored + deleted((record) => record.honored),
  }
  const gamification = gamificationOfCounts(sides, counts, now, carried, streak ?? undefined)
  // Unknown, at most every entry without an outcome: when that many would unlock more, only
  // the whole journal can say.
  const mostOutcomes = counts.outcomes + summary.entries - summary.outcomes
  if (outcomesByXp === null && mostOutcomes > counts.outcomes) {
    const most = gamificationOfCounts(
      sides,
      { ...counts, outcomes: mostOutcomes },
      now,
      carried,
      streak ?? undefined,
    )
    if (most.achievements.length !== gamification.achievements.length) return null
  }
  return { ...merged, gamification, summary, report: mergeReport(base, incoming, merged) }
}

/**
 * The streak after the batch, moved from the journal's by the days the batch adds, in calendar
 * order and by a check-in's rules (`streakAfterCheckIn`), as counting every day again would:
 * when each day of the batch's merged records was already a day of the journal (a record's
 * own, or its last check-in day) or comes after its last check-in day, no record of the batch
 * left a day, and nothing more is carried. Its `longest` is the longest run those days make or
 * extend: a longer run before them has already unlocked what it earns (the state is what its
 * records explain). Null otherwise, and every day is counted again; a check-in from the other
 * phone, made today, is the first case, and a whole recount at ten years is some 3,650 days.
 */
function streakByDifference(
  state: GamificationState,
  base: Omit<Journal, 'gamification'>,
  merged: MergedEntries,
  carried: Carried,
): StreakOfDays | null {
  const last = state.lastCheckInDate
  if (last === null || !sameRuns(carried.streak, state.carriedStreak ?? [])) return null
  const before = new Set([...base.entries, ...base.deletedEntries].map((item) => item.day))
  const after = new Set([...merged.entries, ...merged.deletedEntries].map((item) => item.day))
  for (const day of before) if (!after.has(day)) return null
  let streak: StreakState = { currentStreak: state.currentStreak, lastCheckInDate: last }
  let longest = streak.currentStreak
  for (const day of [...after].sort()) {
    if (before.has(day) || day === last) continue
    if (day < last) return null
    streak = streakAfterCheckIn(streak, day)
    longest = Math.max(longest, streak.currentStreak)
  }
  return { ...streak, longest }
}

const sameRuns = (a: readonly CarriedStreak[], b: readonly CarriedStreak[]) =>
  a.length === b.length &&
  a.every((run, i) => run.days === b[i]!.days && run.through === b[i]!.through)
