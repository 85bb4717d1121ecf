import { unlockForFacts } from '../gamification/achievement-unlocks'
import {
  ACHIEVEMENTS,
  type AchievementFacts,
  type UnlockedAchievement,
} from '../gamification/achievements'
import type { GamificationState } from '../gamification/gamification-state'
import { laterPlans, type DayPlan } from '../gamification/day-plan'
import { streakOfDays, type StreakOfDays } from '../gamification/streak'
import type { CalendarDay } from '../time/calendar-day'
import type { Instant } from '../time/instant'
import {
  carriedDays,
  carriedFields,
  carriedOf,
  explainedXp,
  joinCarried,
  NOTHING_CARRIED,
  type Carried,
} from './carried'
import { deletedEntryOf, type DeletedEntry } from './deleted-entry'
import type { Journal } from './journal'
import { canonical, mergeEntries, type MergedEntries } from './merge-entries'

/**
 * The gamification half of a merge (see journal-merge.ts): XP, check-ins, the streak and
 * achievements recomputed from the merged journal. They are history, so they never go down,
 * and a function of the journal, so no order of merges counts anything twice.
 */

/** One record per check-in ever made in `merged`: the live entries and the deleted ones. */
function checkInRecords(merged: MergedEntries): DeletedEntry[] {
  return [...merged.deletedEntries, ...merged.entries.map((entry) => deletedEntryOf(entry))]
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

/** The day plans of every side, per day the one shown first (day-plan.ts); none when none had one. */
function dayPlansOf(sides: readonly Journal[]): { dayPlans?: DayPlan[] } {
  const plans = sides.map((side) => side.gamification.dayPlans)
  if (plans.every((list) => list === undefined)) return {}
  return { dayPlans: plans.reduce<DayPlan[]>((kept, list) => laterPlans(kept, list), []) }
}

/**
 * The gamification state of `merged`, the merge of `sides` (totalXP, totalCheckins,
 * currentStreak, lastCheckInDate, achievements), a function of the merged journal alone:
 *
 * - check-ins: one per check-in ever made (live or deleted), plus those carried (carried.ts);
 * - the streak and the last check-in day: the streak rules applied to every check-in day in
 *   order, with the days of a carried run;
 * - achievements: every achievement any side unlocked (with its first unlock time), plus any
 *   the merged journal has now earned, unlocked at `now`;
 * - XP: each check-in's XP once, each outcome's XP once, each achievement's once, plus the
 *   XP carried.
 *
 * What a side carries is what its state says, or, for a state from an older version, what its
 * counts hold beyond its own records (entries deleted before deletions were recorded); never the
 * difference between a side's counts and records it has not seen yet. So two phones that
 * exchange their states before their check-ins still end with what the check-ins earned.
 */
export function recomputeGamification(
  sides: readonly Journal[],
  merged: MergedEntries,
  now: Instant,
): GamificationState {
  return gamificationOfCounts(sides, countsOfRecords(checkInRecords(merged)), now)
}

/** What the gamification of a journal is counted from: its check-in records, tallied. */
export interface RecordCounts {
  /** Check-in records, live and deleted. */
  records: number
  /** Their days (repeats allowed). */
  days: readonly CalendarDay[]
  /** The XP they earned (`earnedXpOf`), achievements left out. */
  earnedXp: number
  decisions: number
  outcomes: number
  loopsClosed: number
  honored: number
}

/** The counts of `records`. */
export function countsOfRecords(records: readonly DeletedEntry[]): RecordCounts {
  return {
    records: records.length,
    days: records.map((record) => record.day),
    earnedXp: explainedXp(records, []),
    decisions: records.filter((record) => record.decision).length,
    outcomes: records.filter((record) => record.outcome || (record.outcomeXp ?? 0) > 0).length,
    loopsClosed: records.filter((record) => record.decision && (record.outcomeXp ?? 0) > 0).length,
    honored: records.filter((record) => record.honored).length,
  }
}

/** What the sides of a merge carry, joined (`carriedOf` each, from its own records if need be). */
export function carriedOfSides(sides: readonly Journal[]): Carried {
  return sides
    .map((side) => carriedOf(side.gamification, () => checkInRecords(mergeEntries([side]))))
    .reduce(joinCarried, NOTHING_CARRIED)
}

/**
 * The gamification state of a merge of `sides` whose records are counted in `counts`: XP,
 * check-ins, the streak and achievements (see `recomputeGamification`). `carried` is what the
 * sides carry, joined (`carriedOfSides`).
 */
export function gamificationOfCounts(
  sides: readonly Journal[],
  counts: RecordCounts,
  now: Instant,
  carried: Carried = carriedOfSides(sides),
  // The streak rules of a check-in (streak.ts), applied to every check-in day in order; or the
  // streak already known (a batch's, batch-merge.ts), whose `longest` may then be only as long
  // as the runs the merge added, the longer ones before having unlocked what they earn.
  streak: StreakOfDays = streakOfDays([...counts.days, ...carriedDays(carried.streak)]),
): GamificationState {
  const totalCheckins = counts.records + carried.checkins
  const achievements = unionOfAchievements(sides.map((side) => side.gamification))
  const counted: GamificationState = {
    totalXP: counts.earnedXp + explainedXp([], achievements) + carried.xp,
    totalCheckins,
    currentStreak: streak.currentStreak,
    lastCheckInDate: streak.lastCheckInDate,
    achievements,
    ...carriedFields(carried),
    ...dayPlansOf(sides),
  }
  // Every count only grows as journals are merged, so the order of merges cannot matter: an
  // outcome counts once logged (its XP stays when its text is removed, or a later life wins).
  const facts: AchievementFacts = {
    checkins: totalCheckins,
    streak: streak.longest,
    decisions: counts.decisions,
    outcomes: counts.outcomes,
    loopsClosed: counts.loopsClosed,
    honored: counts.honored,
  }
  const { state } = unlockForFacts(counted, facts, now)
  return { ...state, achievements: [...state.achievements].sort(unlockOrder) }
}

/**
 * What a journal must show: its XP, level (`levelForXp` of the XP), check-ins, streak and
 * achievements, from its entries, deletion records, unlocked achievements and carried counts
 * alone. A phone's state after any merge is this function of its journal; `now` stamps an
 * achievement the journal has earned but not unlocked yet.
 */
export function gamificationOf(journal: Journal, now: Instant): GamificationState {
  return recomputeGamification([journal], mergeEntries([journal]), now)
}
