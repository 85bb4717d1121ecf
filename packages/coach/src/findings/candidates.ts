import type { Path } from '../stats/claims'
import { differenceLower, supportOf, wilsonLower } from '../stats/evidence'
import type { Cell } from '../stats/miner'
import {
  betterPath,
  judgedOf,
  mayEncourageHonoring,
  notHonored,
  type PathCounts,
  type Stance,
} from '../stats/record'
import { sliceKey, type Candidate } from './finding'

/**
 * Candidates read from the mined cells (stats/miner.ts). A candidate needs at least two
 * relevant check-ins mostly agreeing (an early sign) and is a pattern from three with a Wilson
 * lower bound of 0.4 (stats/evidence.ts). Its score ranks it within its tier (select.ts): for
 * outcomes, the Wilson lower bound of k/n; for how often the gut is set aside or met with
 * "not sure" in part of the journal, the lower bound of how much more often than in the rest
 * (Newcombe); across the whole journal, with nothing to compare, half its lower bound.
 */

/** The exact path of the not-followed check-ins: ignored only, not sure only, or both. */
function notFollowedPath(ignored: PathCounts, notSure: PathCounts, judged: boolean): Path {
  const count = (p: PathCounts) => (judged ? judgedOf(p) : p.total)
  if (count(notSure) === 0) return 'ignored'
  if (count(ignored) === 0) return 'not-sure'
  return 'not-honored'
}

/**
 * Whether a cell is read across factors: named by two factors or more, or by a day of the week
 * (seven days, each a thin slice of the journal).
 */
export const acrossFactors = (cell: Pick<Cell, 'factors' | 'slice'>) =>
  cell.factors >= 2 || cell.slice.weekday !== undefined

/** Check-ins a finding across factors needs: one more than a pattern elsewhere. */
export const MIN_ACROSS = 4

/**
 * The support rule for findings across factors. The miner looks at thousands of parts of a
 * journal, and some run of three will go one way by chance; so such a finding is said only as
 * a pattern (never as an early sign), from at least `MIN_ACROSS` check-ins (judged outcomes,
 * for how a path turned out), and only where it stands out from the rest of the journal on
 * the same path: the lower bound of the difference between its share and the share
 * of the same path outside it (Newcombe, stats/evidence.ts) is above zero. A part that holds
 * every judged outcome of its path is exempt from both: it counts exactly what the finding
 * about the whole journal would. "Work after 9 pm against a no: 5 of 5 went badly" is
 * said when going against the gut went well elsewhere, or went unjudged elsewhere; not when
 * it went badly elsewhere too (the broader finding says that).
 */
function standsOut(
  counts: PathCounts,
  whole: PathCounts,
  measure: 'good' | 'bad',
  support: 'pattern' | 'early',
): boolean {
  if (support !== 'pattern') return false
  const restN = judgedOf(whole) - judgedOf(counts)
  const restK = whole[measure] - counts[measure]
  // Every judged outcome of the path is in this part: the part tells the path's whole story,
  // which the same counts across the journal would tell too, so it is no chance run.
  if (restN === 0) return true
  if (judgedOf(counts) < MIN_ACROSS) return false
  return differenceLower(counts[measure], judgedOf(counts), restK, restN) > 0
}

/** How each path turned out in each cell: the findings a coach draws from outcomes. */
function pathOutcomes(cell: Cell, whole: Cell, out: Candidate[]) {
  const r = cell.record
  const other = notHonored(r)
  const wholeHonored = whole.record.honored
  const wholeOther = notHonored(whole.record)
  const options: [Path, PathCounts, 'good' | 'bad', Stance][] = [
    ['honored', r.honored, 'good', 'listen'],
    ['honored', r.honored, 'bad', 'question'],
    [notFollowedPath(r.ignored, r.notSure, true), other, 'bad', 'pause'],
    [notFollowedPath(r.ignored, r.notSure, true), other, 'good', 'overriding-worked'],
  ]
  for (const [path, counts, measure, stance] of options) {
    const n = judgedOf(counts)
    const k = counts[measure]
    // Seven in ten or more: half the outcomes going one way is no finding, however many.
    if (k * 10 < n * 7) continue
    const support = supportOf(k, n)
    if (support === 'none') continue
    let alone = true
    if (acrossFactors(cell)) {
      const everywhere = counts === r.honored ? wholeHonored : wholeOther
      alone = standsOut(counts, everywhere, measure, support)
      // Not standing out, a pattern may still be said as the contrast beside another finding
      // ("before noon, following it went well"); an early sign across factors never is.
      if (!alone && support !== 'pattern') continue
    }
    // Honoring that went badly as often as well is a question, not a reason to keep honoring;
    // and a cost of honoring is no question where not honoring cost more.
    if (stance === 'listen' && r.honored.bad * 2 >= k) continue
    if (stance === 'question' && mayEncourageHonoring(r)) continue
    // Neither path is praised where the record shows the other has gone better (trust says so).
    const better = betterPath(r)
    if (stance === 'listen' && better === 'not-following') continue
    if (stance === 'overriding-worked' && better === 'following') continue
    out.push({
      kind: 'path-outcome',
      slice: cell.slice,
      factors: cell.factors,
      path,
      stance,
      k,
      n,
      measure,
      support,
      score: wilsonLower(k, n),
      record: r,
      sig: counts.judgedSig,
      useful: 0,
      alone,
    })
  }
}

/** Where the gut is not followed much more than in the rest of the journal. */
function overriddenHere(cell: Cell, whole: Cell, out: Candidate[]) {
  const r = cell.record
  const other = notHonored(r)
  const n = r.honored.total + other.total
  const k = other.total
  // Where the gut is set aside is a situation: a context, a time of day, a body signal; the
  // gut's answer alone is not one (it may narrow a situation).
  const s = cell.slice
  if (cell.factors > 0 && !s.context && !s.slot && !s.signal && s.weekday === undefined) return
  if (r.ignored.total === 0 || k * 10 < n * 6) return
  const support = supportOf(k, n)
  if (support === 'none') return
  const wholeOther = notHonored(whole.record)
  const path = notFollowedPath(r.ignored, r.notSure, false)
  // The rest of the journal is counted on the same path as the slice.
  const restHits =
    path === 'ignored' ? whole.record.ignored.total - r.ignored.total : wholeOther.total - k
  const rest = {
    k: restHits,
    n: whole.record.honored.total + wholeOther.total - n,
  }
  // In part of the journal it must stand out from the rest; across the whole, be most of it.
  if (cell.factors > 0 && (rest.n === 0 || wilsonLower(k, n) <= rest.k / rest.n)) return
  // Across factors, by the rule above: a pattern of four or more, clearly above the rest.
  if (
    acrossFactors(cell) &&
    (support !== 'pattern' || n < MIN_ACROSS || differenceLower(k, n, rest.k, rest.n) <= 0)
  ) {
    return
  }
  out.push({
    ...countAgainstRest(cell, k, n, rest),
    kind: 'overridden-here',
    path,
    support,
    split: { ignored: r.ignored.total, notSure: r.notSure.total },
  })
}

/**
 * Many "not sure" answers, in the whole journal or one context: at least three, a third of the
 * answers or more, and in a context more often than in the rest of the journal.
 */
function notSure(cell: Cell, whole: Cell, out: Candidate[]) {
  const r = cell.record
  const n = r.honored.total + r.ignored.total + r.notSure.total
  const k = r.notSure.total
  if (k < 3 || k * 3 < n) return
  const w = whole.record
  const rest = {
    k: w.notSure.total - k,
    n: w.honored.total + w.ignored.total + w.notSure.total - n,
  }
  if (cell.factors > 0 && (rest.n === 0 || differenceLower(k, n, rest.k, rest.n) <= 0)) return
  out.push({
    ...countAgainstRest(cell, k, n, rest),
    kind: 'not-sure',
    path: 'not-sure',
    support: 'pattern',
  })
}

/**
 * What a finding that counts answers (overridden-here, not-sure) holds besides its kind, path
 * and support: in part of the journal it is scored by how far it stands above the rest.
 */
function countAgainstRest(
  cell: Cell,
  k: number,
  n: number,
  rest: { k: number; n: number },
): Omit<Candidate, 'kind' | 'path' | 'support'> {
  return {
    slice: cell.slice,
    factors: cell.factors,
    stance: 'unknown',
    k,
    n,
    measure: 'count',
    score: cell.factors > 0 ? differenceLower(k, n, rest.k, rest.n) : wilsonLower(k, n) / 2,
    record: cell.record,
    sig: cell.sig,
    useful: 0,
    alone: true,
    rest: cell.factors > 0 ? rest : undefined,
  }
}

const FACTORS = ['context', 'slot', 'feeling', 'signal', 'weekday'] as const

/** How many factors of a cell tell a reader something (see Candidate.useful). */
function usefulness(cell: Cell, sigs: ReadonlyMap<string, number>): number {
  let useful = 0
  for (const factor of FACTORS) {
    if (cell.slice[factor] === undefined) continue
    const parent = sigs.get(sliceKey({ ...cell.slice, [factor]: undefined }))
    if (factor === 'context' || parent !== cell.sig) useful += 1
    else useful -= 1
  }
  return useful
}

export function candidatesOf(cells: readonly Cell[]): Candidate[] {
  const whole = cells.find((c) => c.factors === 0)
  if (!whole) return []
  const sigs = new Map(cells.map((c) => [sliceKey(c.slice), c.sig]))
  const out: Candidate[] = []
  for (const cell of cells) {
    const first = out.length
    pathOutcomes(cell, whole, out)
    if (cell.factors <= 2) overriddenHere(cell, whole, out)
    if (cell.factors === 0 || (cell.factors === 1 && cell.slice.context)) notSure(cell, whole, out)
    if (out.length > first) {
      const useful = usefulness(cell, sigs)
      for (let i = first; i < out.length; i++) out[i]!.useful = useful
    }
  }
  // How often, across the whole journal, is said only when no part of it stands out: the
  // part that does says more ("in your relationship, 6 of 9" rather than "7 of 16").
  const standsOut = (kind: Candidate['kind']) => out.some((c) => c.kind === kind && c.factors > 0)
  return out.filter((c) => c.kind === 'path-outcome' || c.factors > 0 || !standsOut(c.kind))
}
