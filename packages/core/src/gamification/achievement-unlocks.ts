import {
  closedTheLoop,
  hasDecision,
  hasOutcome,
  isHonored,
  type Entry,
} from '../journal/entry-schema'
import type { JournalSummary } from '../journal/journal-summary'
import { toIsoString, type Instant } from '../time/instant'
import {
  ACHIEVEMENTS,
  type AchievementDefinition,
  type AchievementFacts,
  type UnlockedAchievement,
} from './achievements'

/**
 * When an achievement unlocks: the counts its condition is measured on, the progress toward a
 * locked one, and unlocking (once, with its XP) what the counts have reached.
 */

/** What the rules need from the gamification state. */
export interface AchievementState {
  totalXP: number
  totalCheckins: number
  currentStreak: number
  achievements: readonly UnlockedAchievement[]
}

/**
 * The counts for the conditions. `streak` defaults to the stored streak; the achievements
 * screen passes the streak shown today so a broken streak shows its real progress.
 */
export function achievementFacts(
  state: Pick<AchievementState, 'totalCheckins' | 'currentStreak'>,
  entries: readonly Entry[],
  streak: number = state.currentStreak,
): AchievementFacts {
  return summaryFacts(
    state,
    {
      entries: entries.length,
      decisions: entries.filter(hasDecision).length,
      outcomes: entries.filter(hasOutcome).length,
      loopsClosed: entries.filter(closedTheLoop).length,
      honored: entries.filter(isHonored).length,
    },
    streak,
  )
}

/** `achievementFacts` from a journal's summary, for a journal not held in memory. */
export function summaryFacts(
  state: Pick<AchievementState, 'totalCheckins' | 'currentStreak'>,
  summary: Omit<JournalSummary, 'waiting' | 'contents' | 'honoredNos' | 'days'>,
  streak: number = state.currentStreak,
): AchievementFacts {
  return {
    checkins: Math.max(state.totalCheckins, summary.entries),
    streak,
    decisions: summary.decisions,
    outcomes: summary.outcomes,
    loopsClosed: summary.loopsClosed,
    honored: summary.honored,
  }
}

export interface AchievementProgress {
  id: string
  /** The count so far, capped at the target. */
  progress: number
  target: number
  /** Whole percent, 0 to 100. */
  percent: number
}

/** Progress toward one achievement, for the 'progress / target' bar. */
export function progressToward(
  achievement: AchievementDefinition,
  facts: AchievementFacts,
): AchievementProgress {
  const progress = Math.min(Math.max(facts[achievement.measure], 0), achievement.target)
  return {
    id: achievement.id,
    progress,
    target: achievement.target,
    percent: Math.round((progress / achievement.target) * 100),
  }
}

function isUnlocked(state: Pick<AchievementState, 'achievements'>, id: string): boolean {
  return state.achievements.some((achievement) => achievement.id === id)
}

export interface AchievementEvaluation {
  /** Achievements these facts unlock that the state does not hold yet. */
  unlocked: UnlockedAchievement[]
  /** Progress toward every achievement that stays locked. */
  progress: AchievementProgress[]
}

/** What a new or changed entry unlocks, and the progress toward the ones still locked. */
export function evaluateAchievements(
  state: Pick<AchievementState, 'totalCheckins' | 'currentStreak' | 'achievements'>,
  entries: readonly Entry[],
  now: Instant,
): AchievementEvaluation {
  return evaluateFacts(state, achievementFacts(state, entries), now)
}

/** What `facts` unlock that the state does not hold yet, and the progress toward the rest. */
function evaluateFacts(
  state: Pick<AchievementState, 'achievements'>,
  facts: AchievementFacts,
  now: Instant,
): AchievementEvaluation {
  const unlockedAt = toIsoString(now)
  const unlocked: UnlockedAchievement[] = []
  const progress: AchievementProgress[] = []
  for (const achievement of ACHIEVEMENTS) {
    if (isUnlocked(state, achievement.id)) continue
    if (facts[achievement.measure] >= achievement.target) {
      unlocked.push({
        id: achievement.id,
        name: achievement.name,
        description: achievement.description,
        xp: achievement.xp,
        unlockedAt,
        icon: achievement.icon,
      })
    } else {
      progress.push(progressToward(achievement, facts))
    }
  }
  return { unlocked, progress }
}

/**
 * Unlocks what the entries have earned: appends the new achievements to the state and adds
 * their XP to totalXP. Idempotent: running it again on its own result changes nothing.
 */
export function unlockAchievements<S extends AchievementState>(
  state: S,
  entries: readonly Entry[],
  now: Instant,
): { state: S; unlocked: UnlockedAchievement[] } {
  return unlockForFacts(state, achievementFacts(state, entries), now)
}

/** `unlockAchievements` for counts already known (a merge counts deleted check-ins too). */
export function unlockForFacts<S extends AchievementState>(
  state: S,
  facts: AchievementFacts,
  now: Instant,
): { state: S; unlocked: UnlockedAchievement[] } {
  const { unlocked } = evaluateFacts(state, facts, now)
  if (unlocked.length === 0) return { state, unlocked }
  return {
    state: {
      ...state,
      totalXP: state.totalXP + unlocked.reduce((sum, achievement) => sum + achievement.xp, 0),
      achievements: [...state.achievements, ...unlocked],
    },
    unlocked,
  }
}
