import type { Claim } from '../stats/claims'
import { say } from '../text/phrases/speaking'
import type { Candidate } from './finding'

/**
 * A finding told again, in other words, for the answers read beside the patterns (ADR 0022):
 * the daily guidance on Insights and today's focus. A person who reads the pattern card, the
 * guidance under it and the focus on Home reads one finding three ways, never one sentence three
 * times. Each telling is a claim of its own, over the same check-ins with the same counts, and
 * names every factor it counts by.
 */
export interface Retold {
  /** Said in the daily guidance's "What stands out" (one sentence, without its full stop). */
  guidance: string
  /** Said as today's focus, before what to try today. */
  focus: string
  /** The claims the two make. */
  claims: Claim[]
}

/** Two tellings, each one claim over the same check-ins as `main` (meta.ts's too). */
export function both(main: Claim, guidance: string, focus: string): Retold {
  return {
    guidance,
    focus,
    claims: [
      { ...main, words: guidance },
      { ...main, words: focus },
    ],
  }
}

/** An early sign says so in the very words of each telling. */
const early = (c: Candidate, words: string) =>
  c.support === 'early' ? say().findings.early(c.n, words) : words

function outcomes(c: Candidate, main: Claim): Retold {
  const told = say().findings.retell.outcomes(c)
  return both(main, early(c, told.guidance), early(c, told.focus))
}

function overridden(c: Candidate, main: Claim, rest: Claim | undefined): Retold {
  // The rest of the journal, said as render.ts says it, is a claim of its own.
  const words = say().findings.retell
  const told = words.overridden(c, rest?.words ?? null)
  const retold = both(main, early(c, told.guidance), early(c, told.focus))
  // The main claim's own words: the sentences without the rest of the journal.
  const alone = words.overridden(c, null)
  retold.claims = [
    { ...main, words: early(c, alone.guidance) },
    { ...main, words: early(c, alone.focus) },
  ]
  return retold
}

function notSure(c: Candidate, main: Claim): Retold {
  const told = say().findings.retell.notSure(c)
  return both(main, told.guidance, told.focus)
}

/** The two other tellings of a candidate's main claim (`claims` as render.ts writes them). */
export function retell(c: Candidate, claims: readonly Claim[]): Retold {
  const main = claims[0]!
  if (c.kind === 'path-outcome') return outcomes(c, main)
  if (c.kind === 'overridden-here')
    return overridden(
      c,
      main,
      claims.find((x) => x.among.outside),
    )
  return notSure(c, main)
}
