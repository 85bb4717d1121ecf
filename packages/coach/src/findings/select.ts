import { nested, narrows } from '../stats/miner'
import { KIND_ORDER, sliceKey, STANCE_ORDER, tierOf, type Candidate } from './finding'

/**
 * Which candidates are said, best supported first (ADR 0022):
 * 1. Of candidates counting the same check-ins, only the most specific stays: "work moments
 *    after 9 pm when you went against a no" says more than "when you went against your gut"
 *    about the same five.
 * 2. Ranked by tier (finding.ts), then score; a narrower finding is told only when it is
 *    clearly stronger (by 0.05) than a broader one telling the same story, or when it holds
 *    most of that broader one (explains.ts): then it is told first, in its place.
 * 3. A candidate about the same check-ins as one already chosen (inside or around it, or
 *    sharing half of them), telling the same kind of story, is left out: it would say the
 *    same thing again.
 */

/** How much a factor tells a reader: a context most, then a body signal, a time or a day, an answer. */
function meaning(c: Candidate): number {
  const s = c.slice
  return (
    (s.context ? 4 : 0) +
    (s.signal ? 3 : 0) +
    (s.slot ? 2 : 0) +
    (s.weekday !== undefined ? 2 : 0) +
    (s.feeling ? 1 : 0)
  )
}

/**
 * Of candidates counting the very same check-ins the same way (same kind, stance, counts and
 * fingerprint), keeps the one that says most about them: the most factors that narrow the
 * journal down ("work after 9 pm" where work also happens in the morning), none that do not
 * ("money in the evening" where all money moments are in the evening), a context named where
 * there is one; between equals, the one naming what tells a reader most.
 */
export function mostSpecific(candidates: readonly Candidate[]): Candidate[] {
  const best = new Map<string, Candidate>()
  for (const c of candidates) {
    // One to tell on its own and one only to contrast (candidates.ts) are kept apart.
    const key = `${c.kind}|${c.stance}|${c.k}|${c.n}|${c.sig}|${c.alone}`
    const kept = best.get(key)
    const better =
      !kept ||
      c.useful - kept.useful ||
      meaning(c) - meaning(kept) ||
      (byStrength(c, kept) < 0 ? 1 : -1)
    if (better === true || (typeof better === 'number' && better > 0)) best.set(key, c)
  }
  return [...best.values()]
}

export function byStrength(a: Candidate, b: Candidate): number {
  return (
    tierOf(a.kind, a.support) - tierOf(b.kind, b.support) ||
    b.score - a.score ||
    // One told in a broader one's place (explains.ts) comes before it.
    Number(Boolean(b.explains)) - Number(Boolean(a.explains)) ||
    b.n - a.n ||
    b.factors - a.factors ||
    KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
    STANCE_ORDER.indexOf(a.stance) - STANCE_ORDER.indexOf(b.stance) ||
    sliceKey(a.slice).localeCompare(sliceKey(b.slice))
  )
}

/** Whether two candidates tell the same kind of story. */
function sameStory(c: Candidate, chosen: Candidate): boolean {
  if (c.kind === 'path-outcome' && chosen.kind === 'path-outcome') return c.stance === chosen.stance
  if (c.kind === 'not-sure' || chosen.kind === 'not-sure') return c.kind === chosen.kind
  // Overriding told as a count repeats overriding told with its outcomes.
  const aboutOverriding = (x: Candidate) =>
    x.kind === 'overridden-here' || (x.kind === 'path-outcome' && x.path !== 'honored')
  return aboutOverriding(c) && aboutOverriding(chosen)
}

/** How much stronger a narrower finding must be than a broader one to be told instead. */
const SPECIFIC_MARGIN = 0.05

/**
 * Whether `p` tells the story of `c` about more of the journal, nearly as strongly: "following
 * your gut went well 16 of 17 times" rather than "following a yes with warmth, 11 of 11".
 */
export function broaderAndAsStrong(p: Candidate, c: Candidate): boolean {
  return (
    p !== c &&
    p.kind === c.kind &&
    p.stance === c.stance &&
    p.support === c.support &&
    p.factors < c.factors &&
    narrows(c.slice, p.slice) &&
    p.score >= c.score - SPECIFIC_MARGIN
  )
}

/** Whether half or more of the smaller set is in the other. */
function overlaps(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a]
  if (small.size === 0) return false
  let shared = 0
  for (const i of small) if (large.has(i)) shared += 1
  return shared * 2 >= small.size
}

/**
 * The candidates worth saying, best first, at most `max` (pass them through mostSpecific).
 * `counted` gives the check-ins a candidate counts; one telling the same story as a chosen one
 * about the same check-ins (nested, or half of them shared) is left out.
 */
export function select(
  candidates: readonly Candidate[],
  max: number,
  counted: (c: Candidate) => ReadonlySet<number>,
): Candidate[] {
  const ranked = [...candidates].sort(byStrength)
  const chosen: Candidate[] = []
  for (const c of ranked) {
    if (chosen.length >= max) break
    if (!c.explains && ranked.some((p) => broaderAndAsStrong(p, c))) continue
    const repeats = chosen.some(
      (d) => sameStory(c, d) && (nested(c.slice, d.slice) || overlaps(counted(c), counted(d))),
    )
    if (!repeats) chosen.push(c)
  }
  return chosen
}

/**
 * The contrast to a finding about going against the gut in one context: the best-supported
 * pattern (three check-ins or more) of following the gut going well in the same context, elsewhere in the day or on another
 * answer ("before noon you followed your gut at work: 3 of 3 went well").
 */
export function contrastFor(
  finding: Candidate,
  candidates: readonly Candidate[],
): Candidate | null {
  if (finding.kind !== 'path-outcome' || finding.stance !== 'pause' || !finding.slice.context) {
    return null
  }
  return (
    candidates
      .filter(
        (c) =>
          c.kind === 'path-outcome' &&
          c.stance === 'listen' &&
          c.support === 'pattern' &&
          c.slice.context?.toLowerCase() === finding.slice.context!.toLowerCase() &&
          !narrows(finding.slice, c.slice) &&
          !narrows(c.slice, finding.slice),
      )
      .sort(byStrength)[0] ?? null
  )
}
