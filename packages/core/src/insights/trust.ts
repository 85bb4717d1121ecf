import { hasWillIgnoreAnswer, isHonored, type Entry } from '../journal/entry-schema'

/**
 * The trust score: honored entries divided by entries with a willIgnore
 * answer, as a percent. Entries without an answer (a voice check-in saved before the ignore
 * step) are left out rather than counted as ignored.
 */

export interface TrustScore {
  /** Entries where willIgnore is 'no'. */
  honored: number
  /** Entries with any willIgnore answer. */
  answered: number
  /** Whole percent, or null when no entry has an answer yet. */
  percent: number | null
}

export function trustScore(entries: readonly Entry[]): TrustScore {
  const answered = entries.filter(hasWillIgnoreAnswer)
  const honored = answered.filter(isHonored).length
  return {
    honored,
    answered: answered.length,
    percent: answered.length === 0 ? null : Math.round((honored / answered.length) * 100),
  }
}

/** Message bands of the trust score card (>= 70, >= 40, > 0; and 0 or no data). */
export type TrustBand = 'strong' | 'growing' | 'starting' | 'zero' | 'none'

/**
 * The band of a score. It follows the percent the card shows, so '70%' always reads as strong;
 * a score that rounds to 0% with something honored still counts as starting.
 */
export function trustBand(score: TrustScore): TrustBand {
  if (score.percent === null) return 'none'
  if (score.percent >= 70) return 'strong'
  if (score.percent >= 40) return 'growing'
  if (score.honored > 0) return 'starting'
  return 'zero'
}
