import {
  LONG_GOALS,
  longGoalFacts,
  longGoalProgress,
  type GamificationState,
  type JournalSummary,
  type LongGoalDefinition,
  type LongGoalProgress,
} from '@hara/core'
import { useJournalBoard } from './use-records'

/**
 * What the Achievements screen shows of the long goals (core long-goals.ts), below the seven:
 * loaded with that screen, not with Home.
 */

export interface LongGoalTier {
  target: number
  reached: boolean
}

export interface LongGoalCard extends Omit<LongGoalDefinition, 'tiers' | 'describe'> {
  progress: LongGoalProgress
  /** Every tier, in order, and whether it is reached. */
  tiers: LongGoalTier[]
}

/** A card per long goal, from the summary. Pass the streak shown today as `streak`. */
export function longGoalBoard(
  state: Pick<GamificationState, 'totalCheckins' | 'currentStreak' | 'carriedStreak'>,
  summary: Pick<JournalSummary, 'entries' | 'outcomes' | 'honoredNos' | 'days'>,
  streak: number = state.currentStreak,
): LongGoalCard[] {
  const facts = longGoalFacts(state, summary, streak)
  return LONG_GOALS.map(({ id, name, icon, measure, tiers, ...goal }) => {
    const progress = longGoalProgress({ id, name, icon, measure, tiers, ...goal }, facts)
    return {
      id,
      name,
      icon,
      measure,
      progress,
      tiers: tiers.map((target, index) => ({ target, reached: index < progress.tier })),
    }
  })
}

/** The long goals with their tiers and progress, for the Achievements screen. */
export function useLongGoals(): LongGoalCard[] {
  return useJournalBoard(longGoalBoard)
}
