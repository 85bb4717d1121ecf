/**
 * How strongly a journal supports a finding (ADR 0022). A finding says "k of n": k
 * check-ins of the n it counts over went the way it claims. The estimate is the Wilson score
 * interval of k/n at 95%: its lower bound is what the journal supports at least, so 5 of 5
 * (0.57) ranks above 3 of 3 (0.44), which ranks above 2 of 2 (0.34), and 9 of 10 (0.60) above
 * 5 of 5. It is closed-form, needs no prior, and behaves sensibly at the tiny counts of a new
 * journal, where a plain share (100% of 1) would not.
 */

/** The z of a two-sided 95% interval. */
const Z = 1.96

/** Fewest relevant check-ins behind a claim with "most", "usually", "always" or "track record". */
export const MIN_BASE = 3

/** Lower bound a finding needs to be stated as a pattern rather than an early sign. */
export const PATTERN_FLOOR = 0.4

/** The Wilson score interval of k/n (n above 0): its centre and half-width, over `scale`. */
function wilson(k: number, n: number): { centre: number; spread: number; scale: number } {
  const p = k / n
  const z2 = Z * Z
  return {
    centre: p + z2 / (2 * n),
    spread: Z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n)),
    scale: 1 + z2 / n,
  }
}

/** Wilson score lower bound of k/n (0 when n is 0). */
export function wilsonLower(k: number, n: number): number {
  if (n === 0) return 0
  const { centre, spread, scale } = wilson(k, n)
  return Math.max(0, (centre - spread) / scale)
}

/** Wilson score upper bound of k/n (1 when n is 0). */
export function wilsonUpper(k: number, n: number): number {
  if (n === 0) return 1
  const { centre, spread, scale } = wilson(k, n)
  return Math.min(1, (centre + spread) / scale)
}

/** How much a count may claim: a pattern, an early sign, or nothing worth saying. */
export type Support = 'pattern' | 'early' | 'none'

/**
 * A pattern needs at least three relevant check-ins and a lower bound of 0.4 (3 of 3, 5 of 6,
 * 7 of 9…); an early sign needs two, most of them agreeing (2 of 2, 3 of 4); less is not said.
 */
export function supportOf(k: number, n: number): Support {
  if (n >= MIN_BASE && wilsonLower(k, n) >= PATTERN_FLOOR) return 'pattern'
  if (n >= 2 && k >= 2 && k / n >= 0.7) return 'early'
  return 'none'
}

/** Whether a count is enough for words that generalize ("usually", "each time", "most"). */
export function mayGeneralize(n: number): boolean {
  return n >= MIN_BASE
}

/**
 * Newcombe's lower bound for the difference of two shares, k1/n1 − k2/n2, from their Wilson
 * intervals (method 10 in Newcombe, 1998): how much more often something happens in one part
 * of the journal than in the rest, at least.
 */
export function differenceLower(k1: number, n1: number, k2: number, n2: number): number {
  if (n1 === 0 || n2 === 0) return -1
  const p1 = k1 / n1
  const p2 = k2 / n2
  const below = p1 - wilsonLower(k1, n1)
  const above = wilsonUpper(k2, n2) - p2
  return p1 - p2 - Math.sqrt(below * below + above * above)
}
