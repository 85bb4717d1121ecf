import { GUT_STRENGTHS, type GutStrength } from '@hara/core'
import { claimOf, type Slice } from '../stats/claims'
import { outcomeOf, type EntryFacts } from '../stats/entry-facts'
import { differenceLower, supportOf, wilsonLower } from '../stats/evidence'
import { MIN_ACROSS } from './candidates'
import type { Finding } from './finding'
import { say } from '../text/phrases/speaking'

/**
 * Which gut feelings to trust (ADR 0050): how often the gut was right at one strength, in the
 * whole journal or in one context ("when your gut was strong at work, it was right 9 of 10
 * times"), against the rest of the journal. Strength is read as a factor beside another, so a
 * finding needs what a finding across factors needs (candidates.ts): a pattern (Wilson lower
 * bound of 0.4) from at least `MIN_ACROSS` judged outcomes, seven in ten or more going the way
 * it says, and standing out from the rest of the journal (the Newcombe lower bound of the
 * difference above zero). A check-in without a strength is at no level; it counts only in the
 * rest. A journal where no strength was ever said gives none, and reads no outcome for it.
 */

/** At most this many strength findings: one that proved right, one that did not. */
const MAX_STRENGTH_FINDINGS = 2

interface Counted {
  slice: Slice & { strength: GutStrength }
  /** Right, or wrong: which way the finding says the gut went. */
  way: 'right' | 'wrong'
  right: number
  n: number
  rest: { right: number; n: number }
  score: number
  entries: EntryFacts[]
}

const strengthOf = (f: EntryFacts): GutStrength | null => f.entry.strength ?? null

/**
 * The evidence rule for a level: k of its n judged outcomes went the way it says, against restK
 * of the restN outside it. Signals (answers/signal-strength.ts) read a level by the same rule.
 */
export function levelStandsOut(k: number, n: number, restK: number, restN: number): boolean {
  if (n < MIN_ACROSS || restN === 0) return false
  if (k * 10 < n * 7 || supportOf(k, n) !== 'pattern') return false
  return differenceLower(k, n, restK, restN) > 0
}

export function strengthFindings(facts: readonly EntryFacts[]): Finding[] {
  if (!facts.some((f) => strengthOf(f) !== null)) return []
  const judged = facts.filter((f) => f.hasOutcome && outcomeOf(f).gut !== null)
  const isRight = (f: EntryFacts) => outcomeOf(f).gut === 'right'
  const allRight = judged.filter(isRight).length

  // Each level alone, and each level with each context it came with.
  const groups = new Map<string, { slice: Counted['slice']; entries: EntryFacts[] }>()
  for (const f of judged) {
    const strength = strengthOf(f)
    if (strength === null) continue
    for (const slice of [{ strength }, { strength, context: f.context }]) {
      const key = `${strength}|${slice.context?.toLowerCase() ?? ''}`
      let group = groups.get(key)
      if (!group) groups.set(key, (group = { slice, entries: [] }))
      group.entries.push(f)
    }
  }

  const found: Counted[] = []
  for (const { slice, entries } of groups.values()) {
    const n = entries.length
    const right = entries.filter(isRight).length
    const rest = { right: allRight - right, n: judged.length - n }
    for (const way of ['right', 'wrong'] as const) {
      const k = way === 'right' ? right : n - right
      const restK = way === 'right' ? rest.right : rest.n - rest.right
      if (!levelStandsOut(k, n, restK, rest.n)) continue
      found.push({ slice, way, right, n, rest, score: wilsonLower(k, n), entries })
    }
  }

  // The best supported of each way; between equals, the one naming a context.
  const best = new Map<Counted['way'], Counted>()
  for (const c of found) {
    const kept = best.get(c.way)
    const better =
      !kept ||
      c.score - kept.score ||
      c.n - kept.n ||
      Number(c.slice.context !== undefined) - Number(kept.slice.context !== undefined) ||
      GUT_STRENGTHS.indexOf(kept.slice.strength) - GUT_STRENGTHS.indexOf(c.slice.strength)
    if (better === true || (typeof better === 'number' && better > 0)) best.set(c.way, c)
  }
  return [...best.values()].slice(0, MAX_STRENGTH_FINDINGS).map(render)
}

function render(c: Counted): Finding {
  const words = say().findings.strength
  const counts = { ...c, strength: c.slice.strength, context: c.slice.context }
  const main = claimOf(
    words.main(counts),
    { ...c.slice, outcome: 'gut-judged' },
    { outcome: 'gut-right' },
    c.right,
    c.n,
  )
  const rest = claimOf(
    words.rest(counts),
    { outside: c.slice, outcome: 'gut-judged' },
    { outcome: 'gut-right' },
    c.rest.right,
    c.rest.n,
  )
  const said = `${main.words}; ${rest.words}`
  const told = ({ main: mainWords, rest: restWords }: { main: string; rest: string }) => ({
    main: { ...main, words: mainWords },
    rest: { ...rest, words: restWords },
  })
  const guidance = words.guidance(counts)
  const focus = words.focus(counts)
  const a = told(guidance)
  const b = told(focus)
  const retold = {
    guidance: guidance.joined,
    focus: focus.joined,
    claims: [a.main, a.rest, b.main, b.rest],
  }
  return {
    kind: 'strength-right',
    slice: c.slice,
    path: 'answered',
    stance: 'unknown',
    support: 'pattern',
    score: c.score,
    main,
    title: words.title(counts),
    observation: `${said}.`,
    guide: words.guide(counts),
    questions: words.questions(counts),
    focus: `${retold.focus}. ${words.today}`,
    retold,
    mission: { title: words.mission, category: 'Awareness', goal: { kind: 'strength' } },
    claims: [main, rest, ...retold.claims],
    entries: c.entries,
    cue: null,
  }
}
