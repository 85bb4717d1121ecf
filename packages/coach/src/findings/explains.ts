import type { Candidate } from './finding'
import { broaderAndAsStrong } from './select'

/**
 * The most specific finding first (ADR 0022): where a finding across two factors holds most of
 * a broader one, it is the better thing to say. "Going against a no has cost you: 7 of 7" is
 * true, but when five of the seven were work decisions late in the evening, "work after 9 pm,
 * against your gut: 5 of 5 went badly" tells the person when and where.
 *
 * Such a narrow part does not stand out from the rest of the journal on its own (the rest went
 * the same way), so candidates.ts keeps it only as a contrast. It is told after all, in the
 * broader one's place, when:
 * - both are patterns about how one path turned out, the same way (same stance and measure);
 * - it is named by two factors or more, at least one of them a situation (a context, a time of
 *   day or a day of the week): the gut's answer or a body signal alone is no "when and where";
 * - every check-in it counts is one the broader one counts (the broader one may be named
 *   otherwise: "against a no" holds "work after 9 pm, against your gut" when each of those was
 *   a no), it holds at least two thirds of the broader one's hits and at least four judged
 *   outcomes, and goes that way at least as often as the broader one does.
 * The broader one must be one that would be told itself (select.ts); it is then left out as a
 * repeat of the same story.
 */

/** Share of the broader finding's hits the narrow one must hold: two thirds. */
const MOST = 2 / 3

/** Judged outcomes a narrow finding needs to be told in a broader one's place. */
const MIN_NARROW = 4

const situated = (c: Candidate) =>
  Boolean(c.slice.context) || Boolean(c.slice.slot) || c.slice.weekday !== undefined

/** The check-ins a candidate counts in its n (read-journal.ts). */
export type Counted = (c: Candidate) => ReadonlySet<number>

const within = (a: ReadonlySet<number>, b: ReadonlySet<number>) => [...a].every((i) => b.has(i))

/** Whether `narrow` explains most of `broad`, by the rule above. */
export function explainsMost(narrow: Candidate, broad: Candidate, counted: Counted): boolean {
  return (
    narrow !== broad &&
    narrow.kind === 'path-outcome' &&
    broad.kind === 'path-outcome' &&
    narrow.support === 'pattern' &&
    broad.support === 'pattern' &&
    broad.alone &&
    narrow.stance === broad.stance &&
    narrow.measure === broad.measure &&
    narrow.factors >= 2 &&
    narrow.factors > broad.factors &&
    narrow.useful >= narrow.factors &&
    situated(narrow) &&
    narrow.n >= MIN_NARROW &&
    narrow.k >= broad.k * MOST &&
    narrow.k * broad.n >= broad.k * narrow.n &&
    within(counted(narrow), counted(broad))
  )
}

/**
 * The candidates with each narrow one that explains most of a broader one made one to tell on
 * its own, ranked where the broader one would be (its score, when higher). Of several narrow
 * ones explaining the same broader one, the one holding most of it is kept (then the one
 * naming fewest factors, then the better supported).
 */
export function promoteExplaining(candidates: readonly Candidate[], counted: Counted): Candidate[] {
  const best = new Map<Candidate, Candidate>()
  const outcomes = candidates.filter((c) => c.kind === 'path-outcome' && c.support === 'pattern')
  const narrows = outcomes.filter((c) => c.factors >= 2 && c.n >= MIN_NARROW && situated(c))
  // Only a broader one that would be told itself: not one a still broader one tells instead.
  const alone = outcomes.filter((c) => c.alone)
  const broader = alone.filter((c) => !alone.some((p) => broaderAndAsStrong(p, c)))
  for (const narrow of narrows) {
    for (const broad of broader) {
      if (!explainsMost(narrow, broad, counted)) continue
      const kept = best.get(broad)
      if (!kept || isBetter(narrow, kept)) best.set(broad, narrow)
    }
  }
  const promoted = new Map<Candidate, Candidate>()
  for (const [broad, narrow] of best) {
    const score = Math.max(narrow.score, broad.score)
    const already = promoted.get(narrow)
    if (!already || already.score < score)
      promoted.set(narrow, { ...narrow, alone: true, score, explains: broad })
  }
  return candidates.map((c) => promoted.get(c) ?? c)
}

function isBetter(a: Candidate, b: Candidate): boolean {
  return (a.k - b.k || b.factors - a.factors || a.score - b.score) > 0
}
