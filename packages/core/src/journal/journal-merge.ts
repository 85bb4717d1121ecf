import {
  ACHIEVEMENTS,
  unlockForFacts,
  type AchievementFacts,
  type UnlockedAchievement,
} from '../gamification/achievements'
import { addDays, type CalendarDay } from '../time/calendar-day'
import {
  combineDeletedEntries,
  deletedEntryOf,
  earnedXpOf,
  type DeletedEntry,
} from './deleted-entry'
import { entryTimeMs, hasOutcome, type Entry } from './entry-schema'
import type { GamificationState } from '../gamification/gamification-state'
import type { Instant } from '../time/instant'

/**
 * Merging two journals by entry id (an imported file, or the encrypted backup written by
 * another phone) and recomputing XP, streak and achievements from the result.
 *
 * The merge is built to be safe to repeat and to apply in any order: merging the same file
 * twice adds nothing the second time, and merging A then B gives what B then A gives. So two
 * phones that sync through one backup end with the same journal, whoever uploads first.
 *
 * - Entries are joined by id. An entry's id, time, day, XP, mode and answers never change after
 *   it is saved; only its outcome and its follow-up do. When two versions differ,
 *   the one with an outcome wins, then the later outcome (a removed outcome comes back if
 *   another copy still has it). The follow-up is joined field by field: the later 'Not yet'
 *   day, 'Stop asking' from either, and outcome XP once earned on either.
 * - An entry deleted in either journal is deleted in the result (`DeletedEntry`).
 * - XP, check-ins and achievements are history and never go down: see `recomputeGamification`.
 */

/** A journal as exported, backed up and merged. */
export interface Journal {
  /** Entries, oldest first. */
  entries: Entry[]
  gamification: GamificationState
  /** Entries deleted on this phone or on one it merged with. */
  deletedEntries: DeletedEntry[]
}

/** How a merge changed the base journal, for 'N added, M already there'. */
export interface MergeReport {
  /** Incoming entries that were not in the base journal and are now. */
  added: number
  /** Incoming entries the base journal already had. */
  alreadyThere: number
  /** Incoming entries left out because they were deleted in the base journal. */
  leftOut: number
  /** Base entries removed because the incoming journal had deleted them. */
  removed: number
}

/** The entries and deletion records of a merge, before the gamification state. */
export interface MergedEntries {
  entries: Entry[]
  deletedEntries: DeletedEntry[]
}

/** A stable text of a flat record, whatever the order of its keys. */
function canonical(value: object): string {
  return JSON.stringify(value, Object.keys(value).sort())
}

/** JSON with every object's keys sorted: equal journals give equal text. */
function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>
    const keys = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
    return `{${keys.map((key) => `${JSON.stringify(key)}:${sortedJson(record[key])}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/**
 * The journal as one canonical text (keys sorted, no time of export): two phones holding the
 * same journal produce the same text, so a digest of it tells whether anything changed.
 */
export function canonicalJournalText(journal: Journal): string {
  return sortedJson({
    entries: journal.entries,
    gamification: journal.gamification,
    deletedEntries: journal.deletedEntries,
  })
}

/** Whether two journals hold the same entries, state and deletions. */
export function sameJournal(a: Journal, b: Journal): boolean {
  return canonicalJournalText(a) === canonicalJournalText(b)
}

/** The fields a merge joins one by one rather than taking from one version. */
type JoinedFields = 'outcomeXp' | 'askAgainOn' | 'followUpStopped'

function withoutJoinedFields(entry: Entry): Omit<Entry, JoinedFields> {
  const { outcomeXp: _xp, ...rest } = entry
  if (rest.mode !== 'tap') return rest
  const { askAgainOn: _on, followUpStopped: _stopped, ...tap } = rest
  return tap
}

/** Of two versions of one entry, the one whose outcome a merge keeps (the same either way). */
function preferredVersion(a: Entry, b: Entry): Entry {
  const rank = (entry: Entry): [number, string, string] => [
    hasOutcome(entry) ? 1 : 0,
    entry.consequenceDate ?? '',
    canonical(withoutJoinedFields(entry)),
  ]
  const [x, y] = [rank(a), rank(b)]
  for (let i = 0; i < x.length; i++) {
    if (x[i]! > y[i]!) return a
    if (x[i]! < y[i]!) return b
  }
  return a
}

const later = (a: string | undefined, b: string | undefined) =>
  a === undefined ? b : b === undefined || a >= b ? a : b

/**
 * Two versions of one entry as one: the preferred version's outcome, with the follow-up and
 * outcome XP joined from both. Each part is a choice that ignores order (the greater of two
 * by a fixed ranking, the later day, either's stop, the larger XP), so the merge stays safe to
 * repeat and to apply in any order.
 */
function joinVersions(a: Entry, b: Entry): Entry {
  const kept = withoutJoinedFields(preferredVersion(a, b)) as Entry
  const outcomeXp = Math.max(a.outcomeXp ?? 0, b.outcomeXp ?? 0)
  const joined: Record<string, unknown> = { ...kept }
  if (outcomeXp > 0) joined.outcomeXp = outcomeXp
  if (kept.mode === 'tap') {
    const askAgainOn = later(
      a.mode === 'tap' ? a.askAgainOn : undefined,
      b.mode === 'tap' ? b.askAgainOn : undefined,
    )
    if (askAgainOn !== undefined) joined.askAgainOn = askAgainOn
    const stopped = [a, b].some((entry) => entry.mode === 'tap' && entry.followUpStopped === true)
    if (stopped) joined.followUpStopped = true
  }
  return joined as Entry
}

function byTimeThenId(a: Entry, b: Entry): number {
  return entryTimeMs(a) - entryTimeMs(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
}

/** Joins the entries and deletion records of `journals` by id. */
export function mergeEntries(journals: readonly Omit<Journal, 'gamification'>[]): MergedEntries {
  const live = new Map<string, Entry>()
  const deleted = new Map<string, DeletedEntry>()
  for (const journal of journals) {
    for (const entry of journal.entries) {
      const known = live.get(entry.id)
      live.set(entry.id, known ? joinVersions(known, entry) : entry)
    }
    for (const record of journal.deletedEntries) {
      const known = deleted.get(record.id)
      deleted.set(record.id, known ? combineDeletedEntries(known, record) : record)
    }
  }
  // Deleted anywhere is deleted: what the entry earned moves into its record.
  for (const [id, record] of deleted) {
    const entry = live.get(id)
    if (!entry) continue
    deleted.set(id, combineDeletedEntries(record, deletedEntryOf(entry)))
    live.delete(id)
  }
  return {
    entries: [...live.values()].sort(byTimeThenId),
    deletedEntries: [...deleted.values()].sort((a, b) => (a.id < b.id ? -1 : 1)),
  }
}

/** One record per check-in ever made in `merged`: the live entries and the deleted ones. */
function checkInRecords(merged: MergedEntries): DeletedEntry[] {
  return [...merged.deletedEntries, ...merged.entries.map(deletedEntryOf)]
}

const sumXp = (items: readonly { xp: number }[]) => items.reduce((sum, item) => sum + item.xp, 0)

/** XP of check-ins and their outcomes. */
const sumEarnedXp = (records: readonly DeletedEntry[]) =>
  records.reduce((sum, record) => sum + earnedXpOf(record), 0)

/**
 * XP a journal holds that none of its check-ins, outcomes or achievements explain: entries
 * deleted before deletions were recorded, or a state from an older version. Kept, never
 * counted twice.
 */
function unexplainedXp(journal: Journal): number {
  const records = checkInRecords(mergeEntries([journal]))
  const explained = sumEarnedXp(records) + sumXp(journal.gamification.achievements)
  return Math.max(0, journal.gamification.totalXP - explained)
}

/** Consecutive days in `days` ending at `last`. */
function runEndingAt(days: ReadonlySet<CalendarDay>, last: CalendarDay): number {
  let count = 0
  for (let day = last; days.has(day); day = addDays(day, -1)) count += 1
  return count
}

/** The longest run of consecutive days in `days`. */
function longestRun(days: ReadonlySet<CalendarDay>): number {
  let best = 0
  for (const day of days) {
    if (days.has(addDays(day, -1))) continue
    let count = 0
    for (let next = day; days.has(next); next = addDays(next, 1)) count += 1
    best = Math.max(best, count)
  }
  return best
}

const catalogueIndex = (id: string) => {
  const index = ACHIEVEMENTS.findIndex((achievement) => achievement.id === id)
  return index === -1 ? ACHIEVEMENTS.length : index
}

function unlockOrder(a: UnlockedAchievement, b: UnlockedAchievement): number {
  const time = Date.parse(a.unlockedAt) - Date.parse(b.unlockedAt)
  if (time !== 0) return time
  const index = catalogueIndex(a.id) - catalogueIndex(b.id)
  if (index !== 0) return index
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

/** Every achievement unlocked in any of `states`, each once, with its first unlock. */
function unionOfAchievements(states: readonly GamificationState[]): UnlockedAchievement[] {
  const byId = new Map<string, UnlockedAchievement>()
  for (const state of states) {
    for (const achievement of state.achievements) {
      const known = byId.get(achievement.id)
      const keep =
        !known ||
        unlockOrder(achievement, known) < 0 ||
        (unlockOrder(achievement, known) === 0 && canonical(achievement) < canonical(known))
      if (keep) byId.set(achievement.id, achievement)
    }
  }
  return [...byId.values()].sort(unlockOrder)
}

function laterDay(a: CalendarDay | null, b: CalendarDay | null): CalendarDay | null {
  if (a === null) return b
  if (b === null) return a
  return a >= b ? a : b
}

/**
 * The gamification state of `merged`, the merge of `sides` (totalXP,
 * totalCheckins, currentStreak, lastCheckInDate, achievements), computed from the journal:
 *
 * - check-ins: every check-in ever made (live or deleted), or more if a side counted more;
 * - the last check-in day: the latest day of any check-in or side;
 * - the streak: consecutive check-in days up to that day, or a side's streak ending that day
 *   when it is longer (its earlier days may have been deleted before deletions were recorded);
 * - achievements: every achievement any side unlocked (with its first unlock time), plus any
 *   the merged journal has now earned, unlocked at `now`;
 * - XP: each check-in's XP once, each outcome's XP once, each achievement's once,
 *   plus the largest XP a side holds that none of them explains.
 */
export function recomputeGamification(
  sides: readonly Journal[],
  merged: MergedEntries,
  now: Instant,
): GamificationState {
  const records = checkInRecords(merged)
  const states = sides.map((side) => side.gamification)
  const days = new Set(records.map((record) => record.day))
  const lastCheckInDate = [...states.map((state) => state.lastCheckInDate), ...days].reduce(
    laterDay,
    null,
  )
  const sideStreaks = states
    .filter((state) => state.lastCheckInDate !== null && state.lastCheckInDate === lastCheckInDate)
    .map((state) => state.currentStreak)
  const currentStreak =
    lastCheckInDate === null ? 0 : Math.max(runEndingAt(days, lastCheckInDate), ...sideStreaks)
  const totalCheckins = Math.max(records.length, ...states.map((state) => state.totalCheckins))
  const achievements = unionOfAchievements(states)
  const extra = Math.max(0, ...sides.map(unexplainedXp))
  const counted: GamificationState = {
    totalXP: sumEarnedXp(records) + sumXp(achievements) + extra,
    totalCheckins,
    currentStreak,
    lastCheckInDate,
    achievements,
  }
  // Every count only grows as journals are merged, so the order of merges cannot matter.
  const facts: AchievementFacts = {
    checkins: totalCheckins,
    streak: Math.max(
      currentStreak,
      longestRun(days),
      ...states.map((state) => state.currentStreak),
    ),
    decisions: records.filter((record) => record.decision).length,
    outcomes: records.filter((record) => record.outcome).length,
    loopsClosed: records.filter((record) => record.decision && (record.outcomeXp ?? 0) > 0).length,
    honored: records.filter((record) => record.honored).length,
  }
  const { state } = unlockForFacts(counted, facts, now)
  return { ...state, achievements: [...state.achievements].sort(unlockOrder) }
}

/**
 * Merges `incoming` (an imported file, another phone's backup) into `base` (this phone's
 * journal) by entry id and recomputes the gamification state. Pure; `now` stamps achievements
 * the merged journal unlocks.
 */
export function mergeJournals(
  base: Journal,
  incoming: Journal,
  now: Instant,
): { journal: Journal; report: MergeReport } {
  const merged = mergeEntries([base, incoming])
  const gamification = recomputeGamification([base, incoming], merged, now)
  const baseIds = new Set(base.entries.map((entry) => entry.id))
  const baseDeleted = new Set(base.deletedEntries.map((record) => record.id))
  const mergedIds = new Set(merged.entries.map((entry) => entry.id))
  const report: MergeReport = { added: 0, alreadyThere: 0, leftOut: 0, removed: 0 }
  for (const entry of incoming.entries) {
    if (baseIds.has(entry.id)) report.alreadyThere += 1
    else if (baseDeleted.has(entry.id)) report.leftOut += 1
    else if (mergedIds.has(entry.id)) report.added += 1
  }
  report.removed = [...baseIds].filter((id) => !mergedIds.has(id)).length
  return { journal: { ...merged, gamification }, report }
}
