import { mayGeneralize, supportOf, type Support } from './evidence'
import { outcomeOf, type Answer, type EntryFacts } from './entry-facts'

/**
 * What happened on each path: for a part of the
 * journal, how often the gut was honored, ignored or met with "not sure", and how each of those
 * turned out. Every piece of advice the coach gives, in every answer, comes from one of these
 * through `stanceOf`, so two answers about the same check-ins cannot disagree.
 */

export interface PathCounts {
  total: number
  good: number
  bad: number
  /**
   * A fingerprint of the judged check-ins (an XOR of their hashes, see stats/miner.ts): two
   * parts of the journal with the same fingerprint count the very same check-ins.
   */
  judgedSig: number
}

export interface PathRecord {
  honored: PathCounts
  ignored: PathCounts
  notSure: PathCounts
}

const empty = (): PathCounts => ({ total: 0, good: 0, bad: 0, judgedSig: 0 })

export function emptyRecord(): PathRecord {
  return { honored: empty(), ignored: empty(), notSure: empty() }
}

/** Adds one answered check-in and how it went. */
export function addTo(
  record: PathRecord,
  answer: Answer,
  valence: 'good' | 'bad' | 'mixed' | 'unknown',
  hash = 0,
) {
  const path =
    answer === 'honored' ? record.honored : answer === 'ignored' ? record.ignored : record.notSure
  path.total += 1
  if (valence === 'good') path.good += 1
  else if (valence === 'bad') path.bad += 1
  else return
  path.judgedSig ^= hash
}

/** The record of some check-ins (this reads their outcomes). */
export function recordOf(facts: readonly EntryFacts[]): PathRecord {
  const record = emptyRecord()
  for (const f of facts) if (f.answer !== null) addTo(record, f.answer, outcomeOf(f).valence)
  return record
}

/** Ignored and not sure together: what the product counts as ignored (docs/product.md#a-check-in). */
export function notHonored(r: PathRecord): PathCounts {
  return {
    total: r.ignored.total + r.notSure.total,
    good: r.ignored.good + r.notSure.good,
    bad: r.ignored.bad + r.notSure.bad,
    judgedSig: r.ignored.judgedSig ^ r.notSure.judgedSig,
  }
}

export const judgedOf = (p: PathCounts) => p.good + p.bad

/**
 * What the record says to do:
 * - `listen`: honoring has paid off (at least two in three of its judged outcomes went well);
 * - `question`: honoring has cost as much as it paid or more, and not honoring cost no more:
 *   ask whether it is fear or intuition, and never encourage honoring here;
 * - `pause`: going against the gut has gone badly (two in three or more): pause before it;
 * - `overriding-worked`: going against the gut has gone well (two in three or more);
 * - `unknown`: no judged outcome says anything yet.
 */
export type Stance = 'listen' | 'question' | 'pause' | 'overriding-worked' | 'unknown'

export interface StanceReading {
  stance: Stance
  /** The outcomes the stance rests on: k of n. */
  k: number
  n: number
  support: Support
}

/**
 * Which path has gone better, when the record can tell: three judged outcomes on each path and
 * a difference of 0.15 in the share that went well. Trust's recommendation says exactly this,
 * and no other answer may say the opposite about the same check-ins.
 */
export function betterPath(r: PathRecord): 'following' | 'not-following' | null {
  const h = r.honored
  const o = notHonored(r)
  const hj = judgedOf(h)
  const oj = judgedOf(o)
  if (!mayGeneralize(hj) || !mayGeneralize(oj)) return null
  const diff = h.good / hj - o.good / oj
  if (diff >= 0.15 && mayEncourageHonoring(r)) return 'following'
  if (diff <= -0.15) return 'not-following'
  return null
}

export function stanceOf(r: PathRecord): StanceReading {
  const h = r.honored
  const o = notHonored(r)
  const hj = judgedOf(h)
  const oj = judgedOf(o)
  const reading = (stance: Stance, k: number, n: number): StanceReading => ({
    stance,
    k,
    n,
    support: supportOf(k, n),
  })
  if (!mayEncourageHonoring(r)) return reading('question', h.bad, hj)
  const better = betterPath(r)
  if (h.good >= 1 && h.good * 3 >= hj * 2 && better !== 'not-following') {
    return reading('listen', h.good, hj)
  }
  if (o.bad >= 1 && o.bad * 3 >= oj * 2) return reading('pause', o.bad, oj)
  if (o.good >= 1 && o.good * 3 >= oj * 2 && better !== 'following') {
    return reading('overriding-worked', o.good, oj)
  }
  return { stance: 'unknown', k: 0, n: 0, support: 'none' }
}

/**
 * Whether advice may encourage honoring the gut in these check-ins: not when following it went
 * badly at least as often as well, unless not following it went badly more often still.
 */
export function mayEncourageHonoring(r: PathRecord): boolean {
  const h = r.honored
  if (h.bad === 0 || h.bad < h.good) return true
  const o = notHonored(r)
  const oj = judgedOf(o)
  return oj > 0 && o.bad / oj > h.bad / judgedOf(h)
}
