import type { WillIgnore } from '../journal/entry-schema'

/**
 * XP and levels.
 */

/** Check-in XP: 10 when the gut was honored (willIgnore 'no'), otherwise 5. */
export const CHECK_IN_XP_HONORED = 10
export const CHECK_IN_XP_OTHER = 5

/** XP a check-in earns. A voice entry saved before the ignore step counts as not honored. */
export function checkInXp(willIgnore: WillIgnore | null | undefined): number {
  return willIgnore === 'no' ? CHECK_IN_XP_HONORED : CHECK_IN_XP_OTHER
}

/**
 * XP for logging an entry's outcome: regular feedback is what trains intuition, so
 * coming back to say how a decision turned out is rewarded, once per entry.
 */
export const OUTCOME_XP = 5

/** Minimum total XP of levels 1 to 11. */
export const LEVEL_THRESHOLDS = [
  0, 100, 250, 500, 1000, 1750, 2750, 4000, 5500, 7500, 10000,
] as const

/** Past the last threshold every level costs this much more, with no upper bound. */
export const XP_PER_LEVEL_AFTER_LAST = 2000

/** Level names. Levels past the tenth keep the last name. */
export const LEVEL_NAMES = [
  'The Listener',
  'The Aware',
  'The Seeker',
  'The Trusting',
  'The Intuitive',
  'The Aligned',
  'The Wise',
  'The Centered',
  'The Awakened',
  'The Master',
] as const

const LAST_THRESHOLD = LEVEL_THRESHOLDS[LEVEL_THRESHOLDS.length - 1] as number

/** The minimum total XP of `level` (1-based): level 1 is 0, level 11 is 10000, level 12 is 12000. */
export function levelThreshold(level: number): number {
  if (level <= 1) return 0
  const listed = LEVEL_THRESHOLDS[level - 1]
  if (listed !== undefined) return listed
  return LAST_THRESHOLD + (level - LEVEL_THRESHOLDS.length) * XP_PER_LEVEL_AFTER_LAST
}

/** The level reached with `totalXP`: the highest level whose threshold it meets. */
export function levelForXp(totalXP: number): number {
  if (totalXP >= LAST_THRESHOLD) {
    return (
      LEVEL_THRESHOLDS.length + Math.floor((totalXP - LAST_THRESHOLD) / XP_PER_LEVEL_AFTER_LAST)
    )
  }
  let level = 1
  while (totalXP >= levelThreshold(level + 1)) level += 1
  return level
}

/** The name of `level`; level 10 and every level after it are 'The Master'. */
export function levelName(level: number): string {
  const index = Math.min(Math.max(level, 1), LEVEL_NAMES.length) - 1
  return LEVEL_NAMES[index] as string
}

export interface LevelInfo {
  level: number
  name: string
  totalXP: number
  /** Threshold of the current level. */
  currentLevelXP: number
  /** Threshold of the next level, the denominator of the progress. */
  nextLevelXP: number
  /** Exactly `totalXP / nextLevelXP`, between 0 and 1. */
  progress: number
}

/** Level, name and progress for the profile and home screens. */
export function levelInfo(totalXP: number): LevelInfo {
  const level = levelForXp(totalXP)
  const nextLevelXP = levelThreshold(level + 1)
  return {
    level,
    name: levelName(level),
    totalXP,
    currentLevelXP: levelThreshold(level),
    nextLevelXP,
    progress: totalXP / nextLevelXP,
  }
}

/** The profile's progress line, 'totalXP / nextLevelXP XP', e.g. '40 / 100 XP'. */
export function formatLevelProgress(totalXP: number): string {
  return `${totalXP} / ${levelInfo(totalXP).nextLevelXP} XP`
}
