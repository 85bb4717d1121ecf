import { t } from '@lingui/core/macro'

/**
 * Judged outcomes a share needs before the app shows it as a percentage: below that a share of
 * one to four ("100%" of 1) says more than the journal does, so the screen shows the counts
 * ("1 of 1") and how many more outcomes make a percentage.
 */
export const MIN_JUDGED_FOR_PERCENT = 5

/**
 * How a share of `judged` outcomes reads, in the language spoken now: a percentage from enough
 * of them, else counts.
 */
export function shareWording(
  right: number,
  judged: number,
): { percent: true; text: string } | { percent: false; text: string; more: number } {
  if (judged >= MIN_JUDGED_FOR_PERCENT) {
    const percent = Math.round((right / judged) * 100)
    return { percent: true, text: t`${percent}%` }
  }
  return { percent: false, text: t`${right} of ${judged}`, more: MIN_JUDGED_FOR_PERCENT - judged }
}
