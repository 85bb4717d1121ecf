import { plural, t } from '@lingui/core/macro'
import type { StrengthCalibration } from '@hara/core'

/**
 * How calibration by strength says its figures, in the language spoken now. Every number comes
 * from the core's counts (gut-by-strength.ts); these only put them into words a person reads at
 * a glance.
 */

/** "8 of 10, likely between 5 and 9", or "5 of 5, likely 5". */
export function rightOfJudged(level: StrengthCalibration): string {
  const { right, judged, likelyLow, likelyHigh } = level
  if (likelyLow === likelyHigh) return t`${right} of ${judged}, likely ${likelyLow}`
  return t`${right} of ${judged}, likely between ${likelyLow} and ${likelyHigh}`
}

/** What one strength shows: its share in words, or how many more outcomes it needs. */
export function strengthSummary(level: StrengthCalibration): string {
  if (level.shown) {
    const counts = rightOfJudged(level)
    return t`Right ${counts}`
  }
  const { needed } = level
  return plural(needed, {
    one: 'Not enough yet: # more outcome that says how it went',
    other: 'Not enough yet: # more outcomes that say how it went',
  })
}

/** "Acted on 3 of 7", or null with no check-in at the strength. */
export function actedOnWords(level: StrengthCalibration): string | null {
  const { actedOn, checkIns } = level
  return checkIns === 0 ? null : t`Acted on ${actedOn} of ${checkIns}`
}
