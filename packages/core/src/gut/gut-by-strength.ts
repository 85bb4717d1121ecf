import {
  GUT_STRENGTHS,
  hasText,
  strengthOf,
  type Entry,
  type GutStrength,
} from '../journal/entry-schema'
import type { OutcomeVerdict } from './gut-verdict'

/**
 * "Which gut feelings to trust": Insights' calibration by strength. Of the outcomes judged by
 * the rule in gut-verdict.ts (the person's own answer first), how often the gut was right at
 * each strength it was said to have (faint, clear, strong), with an honest range.
 *
 * - A level is shown only from `GUT_STRENGTH_MIN_JUDGED` judged outcomes; below that it says how
 *   many more it needs. Five is the fewest where the range says something: with four, even
 *   "4 of 4" ranges from about half to all.
 * - The range is the 95% Wilson score interval, given in outcomes ("8 of 10, likely between 5
 *   and 9"): unlike the plain share plus or minus, it stays within 0 and the count, and it is
 *   honest with the small counts a journal holds.
 * - A check-in without a strength (skipped, or written before it was asked) never counts at a
 *   level. Each check-in counts once (entries are told apart by id).
 * - How often the gut was acted on at each level (honored: the ignore question answered "no")
 *   counts every check-in at the level, judged or not: over months it shows whether faint
 *   signals are acted on less often.
 */

/** Judged outcomes a strength needs before its share is shown. */
export const GUT_STRENGTH_MIN_JUDGED = 5

/** The normal quantile of a 95% interval. */
const Z = 1.959964

export interface WilsonRange {
  /** Lower and upper bound of the share, 0 to 1. */
  low: number
  high: number
}

/** The 95% Wilson score interval of `right` out of `judged` (0 to 1 for none judged). */
export function wilsonInterval(right: number, judged: number): WilsonRange {
  if (judged <= 0) return { low: 0, high: 1 }
  const p = right / judged
  const z2 = Z * Z
  const denominator = 1 + z2 / judged
  const centre = (p + z2 / (2 * judged)) / denominator
  const half = (Z * Math.sqrt((p * (1 - p)) / judged + z2 / (4 * judged * judged))) / denominator
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) }
}

export interface StrengthCalibration {
  strength: GutStrength
  /** Check-ins said to be of this strength, and how many of them the person acted on. */
  checkIns: number
  actedOn: number
  /** Judged outcomes, and how many proved the gut right. */
  judged: number
  right: number
  /** Whole percent right (0 with none judged). */
  percent: number
  /** The likely range in outcomes out of `judged`, rounded: "likely between 5 and 9". */
  likelyLow: number
  likelyHigh: number
  /** Whether there are enough judged outcomes to show the share. */
  shown: boolean
  /** Judged outcomes still needed before it is shown (0 once shown). */
  needed: number
}

export interface GutByStrength {
  /** Faint, clear and strong, in that order, each whether shown or not. */
  levels: StrengthCalibration[]
  /** Check-ins with a strength said, of all those read. */
  withStrength: number
}

/**
 * Calibration by strength for `entries`. `judge` is the verdict on one entry's outcome (the core's
 * rule through the coach's reading, as 'Your gut, over time' uses); it is asked only about
 * entries with a strength and an outcome.
 */
export function gutByStrength(
  entries: readonly Entry[],
  judge: (entry: Entry) => OutcomeVerdict,
): GutByStrength {
  const counts = new Map<
    GutStrength,
    { checkIns: number; actedOn: number; judged: number; right: number }
  >(GUT_STRENGTHS.map((s) => [s, { checkIns: 0, actedOn: 0, judged: 0, right: 0 }]))
  const seen = new Set<string>()
  let withStrength = 0
  for (const entry of entries) {
    if (seen.has(entry.id)) continue
    seen.add(entry.id)
    const strength = strengthOf(entry)
    if (strength === null) continue
    const level = counts.get(strength)!
    withStrength += 1
    level.checkIns += 1
    if (entry.willIgnore === 'no') level.actedOn += 1
    if (!hasText(entry.consequence)) continue
    const verdict = judge(entry)
    if (verdict === null) continue
    level.judged += 1
    if (verdict === 'right') level.right += 1
  }
  const levels = GUT_STRENGTHS.map((strength): StrengthCalibration => {
    const c = counts.get(strength)!
    const range = wilsonInterval(c.right, c.judged)
    const shown = c.judged >= GUT_STRENGTH_MIN_JUDGED
    return {
      strength,
      ...c,
      percent: c.judged === 0 ? 0 : Math.round((c.right / c.judged) * 100),
      likelyLow: Math.round(range.low * c.judged),
      likelyHigh: Math.round(range.high * c.judged),
      shown,
      needed: shown ? 0 : GUT_STRENGTH_MIN_JUDGED - c.judged,
    }
  })
  return { levels, withStrength }
}
