import type { Claim, Path } from '../stats/claims'
import { capitalize, decapitalize } from '../phrasing'
import type { Candidate } from './finding'
import { gutWords, pathWords, whereWords } from './words'

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

/** "following a no", "going against your gut": the path as a gerund. */
function gerund(path: Path, c: Candidate): string {
  const what = gutWords(c.slice.feeling)
  switch (path) {
    case 'honored':
      return `following ${what}`
    case 'ignored':
      return `going against ${what}`
    case 'not-sure':
      return `being unsure whether to follow ${what}`
    default:
      return `not following ${what}`
  }
}

const early = (c: Candidate, words: string) =>
  c.support === 'early'
    ? `An early sign, from only ${c.n} check-ins: ${decapitalize(words)}`
    : words

function outcomes(c: Candidate, main: Claim): Retold {
  const where = whereWords(c.slice)
  const at = where ? ` ${where}` : ''
  const went = c.measure === 'good' ? 'well' : 'badly'
  const all = c.k === c.n
  const guidance = all
    ? `${c.k} of ${c.n} times you ${pathWords(c.path, c.slice.feeling)}${at}, it turned out ${went}`
    : `It turned out ${went} ${c.k} of the ${c.n} times you ${pathWords(c.path, c.slice.feeling)}${at} and the outcome was clear`
  const focus = all
    ? `${capitalize(gerund(c.path, c))}${at} turned out ${went} ${c.k} of ${c.n} times`
    : `${capitalize(gerund(c.path, c))}${at} turned out ${went} ${c.k} of the ${c.n} times it had a clear outcome`
  return both(main, early(c, guidance), early(c, focus))
}

function overridden(c: Candidate, main: Claim, rest: Claim | undefined): Retold {
  const where = whereWords(c.slice)
  const what = pathWords(c.path, c.slice.feeling)
  // The rest of the journal, said as render.ts says it, is a claim of its own.
  const against = rest ? `, against ${rest.words}` : ''
  const compared = rest ? `, compared with ${rest.words}` : ''
  const guidance = where
    ? `In ${c.k} of your ${c.n} check-ins ${where}, you ${what}${compared}`
    : `In ${c.k} of your ${c.n} check-ins, you ${what}`
  const focus = where
    ? `You ${what} ${where} in ${c.k} of ${c.n} check-ins${against}`
    : `You ${what} in ${c.k} of ${c.n} check-ins`
  const told = both(main, early(c, guidance), early(c, focus))
  // The main claim's own words: the sentence without the rest of the journal.
  told.claims = [
    { ...main, words: early(c, guidance.replace(compared, '')) },
    { ...main, words: early(c, focus.replace(against, '')) },
  ]
  return told
}

function notSure(c: Candidate, main: Claim): Retold {
  const where = whereWords(c.slice)
  const at = where ? ` ${where}` : ''
  return both(
    main,
    `${c.k} of your ${c.n} answers${at} were “not sure”`,
    `“Not sure” was your answer${at} ${c.k} of ${c.n} times`,
  )
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
