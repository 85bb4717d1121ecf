import type { StrengthCalibration } from '@hara/core'
import { moreOutcomesThatSay } from './gut-words'

/**
 * How calibration by strength says its figures. Every number comes from the core's counts
 * (gut-by-strength.ts); these only put them into words a person reads at a glance.
 */

/** "8 of 10, likely between 5 and 9", or "5 of 5, likely between 3 and 5". */
export function rightOfJudged(level: StrengthCalibration): string {
  const range =
    level.likelyLow === level.likelyHigh
      ? `likely ${level.likelyLow}`
      : `likely between ${level.likelyLow} and ${level.likelyHigh}`
  return `${level.right} of ${level.judged}, ${range}`
}

/** What one strength shows: its share in words, or how many more outcomes it needs. */
export function strengthSummary(level: StrengthCalibration): string {
  if (level.shown) return `Right ${rightOfJudged(level)}`
  return `Not enough yet: ${moreOutcomesThatSay(level.needed)}`
}

/** "Acted on 3 of 7", or null with no check-in at the strength. */
export function actedOnWords(level: StrengthCalibration): string | null {
  return level.checkIns === 0 ? null : `Acted on ${level.actedOn} of ${level.checkIns}`
}
