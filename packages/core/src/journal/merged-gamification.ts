import { unlockForFacts } from '../gamification/achievement-unlocks'
import {
  ACHIEVEMENTS,
  type AchievementFacts,
  type UnlockedAchievement,
} from '../gamification/achievements'
import type { GamificationState } from '../gamification/gamification-state'
import { streakOfDays } from '../gamification/streak'
import type { CalendarDay } from '../time/calendar-day'
import type { Instant } from '../time/instant'
import { deletedEntryOf, earnedXpOf, type DeletedEntry } from './deleted-entry'
import type { Journal } from './journal-merge'
import { canonical, mergeEntries, type MergedEntries } from './merge-entries'

/**
 * The gamification half of a merge (see journal-merge.ts): XP, check-ins, the streak and
 * achievements recomputed from the merged journal. They are history, so they never go down.
 */

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
  // The streak rules of a check-in (streak.ts), applied to every check-in day in order.
  const fromDays = streakOfDays(days)
  const runToLastDay = fromDays.lastCheckInDate === lastCheckInDate ? fromDays.currentStreak : 0
  const currentStreak = lastCheckInDate === null ? 0 : Math.max(runToLastDay, ...sideStreaks)
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
      fromDays.longest,
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
