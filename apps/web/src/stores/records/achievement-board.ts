import {
  ACHIEVEMENTS,
  progressToward,
  summaryFacts,
  type AchievementDefinition,
  type AchievementProgress,
  type AchievementState,
  type JournalSummary,
  type UnlockedAchievement,
} from '@hara/core'
import { useJournalBoard } from './use-records'

/** What the Achievements screen and the Profile show of the catalogue (core achievements.ts). */

export interface AchievementCard extends AchievementDefinition {
  unlocked: boolean
  /** When it unlocked (ISO), or null while locked. */
  unlockedAt: string | null
  progress: AchievementProgress
}

export interface AchievementBoard {
  cards: AchievementCard[]
  unlockedCount: number
  total: number
  /** Whole percent of the catalogue unlocked, for the overall bar. */
  percent: number
}

/**
 * Everything the Achievements screen shows: a card per achievement and
 * 'N of M unlocked'. Pass the streak shown today as `streak` so a broken streak reads 0 / 3.
 */
export function achievementBoard(
  state: Pick<AchievementState, 'totalCheckins' | 'currentStreak' | 'achievements'>,
  summary: Omit<JournalSummary, 'waiting'>,
  streak: number = state.currentStreak,
): AchievementBoard {
  const facts = summaryFacts(state, summary, streak)
  const cards = ACHIEVEMENTS.map((achievement): AchievementCard => {
    const stored = state.achievements.find((candidate) => candidate.id === achievement.id)
    const progress = stored
      ? {
          id: achievement.id,
          progress: achievement.target,
          target: achievement.target,
          percent: 100,
        }
      : progressToward(achievement, facts)
    return { ...achievement, unlocked: !!stored, unlockedAt: stored?.unlockedAt ?? null, progress }
  })
  const unlockedCount = cards.filter((card) => card.unlocked).length
  return {
    cards,
    unlockedCount,
    total: cards.length,
    percent: Math.round((unlockedCount / cards.length) * 100),
  }
}

/** Number of recent achievements the profile shows. */
export const RECENT_ACHIEVEMENTS_SHOWN = 3

/** The most recently unlocked achievements, newest first. */
export function recentAchievements(
  achievements: readonly UnlockedAchievement[],
  count: number = RECENT_ACHIEVEMENTS_SHOWN,
): UnlockedAchievement[] {
  return [...achievements]
    .sort((a, b) => Date.parse(b.unlockedAt) - Date.parse(a.unlockedAt))
    .slice(0, count)
}

/** Every achievement with its unlock state and progress, for the Achievements screen. */
export function useAchievementBoard(): AchievementBoard {
  return useJournalBoard(achievementBoard)
}
