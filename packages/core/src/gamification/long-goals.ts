import type { JournalSummary } from '../journal/journal-summary'
import { GUT_MIN_JUDGED } from '../gut/gut-over-time'
import { streakOfDays } from './streak'
import { checkInDays, judgedByMonth } from './goal-tally'
import type { GamificationState } from './gamification-state'

/**
 * Goals past the first fortnight: achievements in tiers with horizons of months, kept apart
 * from the product's catalogue (achievements.ts), which they never change. Each goal looks at
 * one count (`LongGoalFacts`, read from the journal's summary) and is reached tier by tier.
 *
 * - They earn no XP: XP and the level curve stay as the product document sets them.
 * - They are not stored: a tier is reached while the journal shows it. The counts never fall
 *   with time; only deleting entries lowers them (check-ins never: they count as the seven do).
 * - Never a goal for ignoring the gut: honoring is what is counted, and the calibration goal
 *   counts outcomes judged right and wrong alike.
 */

/** The counts the long goals are measured on. */
export interface LongGoalFacts {
  /** The longest run of consecutive check-in days the journal shows (or the streak today). */
  longestStreak: number
  /** Check-ins made (as the seven count them: the larger of the stored count and the kept). */
  checkins: number
  /** Entries with a logged outcome. */
  outcomes: number
  /** Check-ins where the gut said no and the person honored it. */
  honoredNos: number
  /** Months with at least `CALIBRATION_MIN_JUDGED` outcomes the person judged themselves. */
  calibratedMonths: number
}

/** Outcomes judged in a month before it counts toward calibration (as 'Your gut, over time'). */
export const CALIBRATION_MIN_JUDGED = GUT_MIN_JUDGED

export interface LongGoalDefinition {
  id: string
  name: string
  /** A lucide icon name; the web app maps it to a component. */
  icon: string
  measure: keyof LongGoalFacts
  /** The tiers' targets, rising. */
  tiers: readonly number[]
  /** What a tier asks, for its target. */
  describe: (target: number) => string
}

export const LONG_GOALS = [
  {
    id: 'long_streak',
    name: 'Steady Listener',
    icon: 'calendar-check',
    measure: 'longestStreak',
    tiers: [30, 60, 100],
    describe: (days: number) => `Check in ${days} days in a row`,
  },
  {
    id: 'long_checkins',
    name: 'Keeping the Journal',
    icon: 'book-open',
    measure: 'checkins',
    tiers: [100, 250, 500],
    describe: (count: number) => `Complete ${count} check-ins`,
  },
  {
    id: 'long_outcomes',
    name: 'Seeing It Through',
    icon: 'brain',
    measure: 'outcomes',
    tiers: [25, 50, 100],
    describe: (count: number) => `Log the outcome of ${count} check-ins`,
  },
  {
    id: 'long_honored_no',
    name: 'Trusting a No',
    icon: 'shield-check',
    measure: 'honoredNos',
    tiers: [10, 25, 50],
    describe: (count: number) => `Honor your gut's no ${count} times`,
  },
  {
    id: 'long_calibration',
    name: 'Knowing Your Gut',
    icon: 'compass',
    measure: 'calibratedMonths',
    tiers: [3, 6, 12],
    describe: (months: number) =>
      `Say whether your gut was right on ${CALIBRATION_MIN_JUDGED} outcomes a month, in ${months} months`,
  },
] as const satisfies readonly LongGoalDefinition[]

export type LongGoalId = (typeof LONG_GOALS)[number]['id']

/** Months ('YYYY-MM' keys) with at least `CALIBRATION_MIN_JUDGED` judged outcomes. */
export function calibratedMonths(judged: Readonly<Record<string, number>>): number {
  return Object.values(judged).filter((count) => count >= CALIBRATION_MIN_JUDGED).length
}

/**
 * The counts from the gamification state and the journal's summary. `streak` is the streak
 * shown today; the longest streak is the longest of it, the stored one, the runs an older
 * version carried, and the runs of days the journal holds.
 */
export function longGoalFacts(
  state: Pick<GamificationState, 'totalCheckins' | 'currentStreak' | 'carriedStreak'>,
  summary: Pick<JournalSummary, 'entries' | 'outcomes' | 'honoredNos' | 'days'>,
  streak: number = state.currentStreak,
): LongGoalFacts {
  const carried = (state.carriedStreak ?? []).map((run) => run.days)
  return {
    longestStreak: Math.max(
      streak,
      state.currentStreak,
      ...carried,
      streakOfDays(checkInDays(summary.days)).longest,
    ),
    checkins: Math.max(state.totalCheckins, summary.entries),
    outcomes: summary.outcomes,
    honoredNos: summary.honoredNos,
    calibratedMonths: calibratedMonths(judgedByMonth(summary.days)),
  }
}

/** How many of the goal's tiers the count has reached (0 to the number of tiers). */
export function tiersReached(goal: LongGoalDefinition, facts: LongGoalFacts): number {
  return goal.tiers.filter((target) => facts[goal.measure] >= target).length
}

export interface LongGoalProgress {
  id: string
  /** Tiers reached so far. */
  tier: number
  /** Tiers in all. */
  tiers: number
  /** Whether every tier is reached. */
  done: boolean
  /** The target worked toward: the next tier's, or the last tier's once all are reached. */
  target: number
  /** What that tier asks. */
  description: string
  /** The count so far, capped at the target. */
  progress: number
  /** The count itself, uncapped. */
  count: number
  /** Whole percent of the target, 0 to 100. */
  percent: number
}

/** Progress toward the goal's next tier (or its last, once every tier is reached). */
export function longGoalProgress(goal: LongGoalDefinition, facts: LongGoalFacts): LongGoalProgress {
  const count = Math.max(0, facts[goal.measure])
  const tier = tiersReached(goal, facts)
  const done = tier === goal.tiers.length
  const target = goal.tiers[done ? tier - 1 : tier] as number
  const progress = Math.min(count, target)
  return {
    id: goal.id,
    tier,
    tiers: goal.tiers.length,
    done,
    target,
    description: goal.describe(target),
    progress,
    count,
    percent: Math.floor((progress / target) * 100),
  }
}
