import type { Entry } from '../journal/entry-schema'
import type { UnlockedAchievement } from './achievements'
import type { GamificationState } from './gamification-state'
import { levelForXp } from './levels'

/** What a change earned, so the UI can celebrate it. */
export interface Earned {
  /** XP of the check-in itself (0 for an outcome). */
  checkInXp: number
  /** XP for logging an outcome, the first time one is logged for the entry (else 0). */
  outcomeXp: number
  /** XP of the achievements unlocked by this change. */
  achievementXp: number
  /** checkInXp + outcomeXp + achievementXp. */
  xp: number
  /** Achievements unlocked by this change, in catalogue order. */
  achievements: UnlockedAchievement[]
  levelBefore: number
  levelAfter: number
  leveledUp: boolean
}

export interface JournalChange {
  entries: Entry[]
  state: GamificationState
}

/** What a change from `before` to `after` earned. */
export function earnedByChange(
  before: GamificationState,
  after: GamificationState,
  entryXp: number,
  achievements: UnlockedAchievement[],
  outcomeXp = 0,
): Earned {
  const achievementXp = achievements.reduce((sum, achievement) => sum + achievement.xp, 0)
  const levelBefore = levelForXp(before.totalXP)
  const levelAfter = levelForXp(after.totalXP)
  return {
    checkInXp: entryXp,
    outcomeXp,
    achievementXp,
    xp: entryXp + outcomeXp + achievementXp,
    achievements,
    levelBefore,
    levelAfter,
    leveledUp: levelAfter > levelBefore,
  }
}
