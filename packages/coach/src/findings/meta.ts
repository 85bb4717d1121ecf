import { claimOf } from '../stats/claims'
import { both } from './retell'
import { outcomeOf, type EntryFacts } from '../stats/entry-facts'
import { wilsonLower } from '../stats/evidence'
import { say } from '../text/phrases/speaking'
import type { Finding } from './finding'

/**
 * Findings about the journal itself rather than the gut: too few outcomes to tell whether the
 * gut is right, and decisions still waiting for an outcome. They carry no advice on honoring,
 * only on what would let the coach say more.
 */

const judged = (f: EntryFacts) => {
  if (!f.hasOutcome) return false
  const { valence } = outcomeOf(f)
  return valence === 'good' || valence === 'bad'
}

export function fewOutcomes(facts: readonly EntryFacts[]): Finding | null {
  const n = facts.length
  if (n < 5) return null
  const withOutcome = facts.filter(judged)
  const k = withOutcome.length
  if (k >= 3) return null
  const words = say().findings.meta.fewOutcomes(k, n)
  const main =
    k === 0
      ? claimOf(words.main, {}, { outcome: 'judged' }, k, n, 'n')
      : claimOf(words.main, {}, { outcome: 'judged' }, k, n)
  const retold = both(main, words.guidance, words.focus)
  return {
    kind: 'few-outcomes',
    slice: {},
    path: 'answered',
    stance: 'unknown',
    support: 'pattern',
    score: wilsonLower(n - k, n),
    main,
    title: words.title,
    observation: words.observation(main.words),
    guide: words.guide,
    questions: words.questions,
    focus: `${retold.focus}. ${words.today}`,
    retold,
    mission: {
      title: words.mission,
      category: 'Reflection',
      goal: { kind: 'outcome' },
    },
    claims: [main, ...retold.claims],
    entries: facts.filter((f) => !f.hasOutcome),
    cue: null,
  }
}

export function openDecisions(facts: readonly EntryFacts[]): Finding | null {
  const decisions = facts.filter((f) => f.hasDecision)
  const open = decisions.filter((f) => !f.hasOutcome)
  if (open.length < 2) return null
  const words = say().findings.meta.openDecisions(open.length)
  const main = claimOf(
    words.main,
    { decision: true },
    { outcome: 'none' },
    open.length,
    decisions.length,
    'k',
  )
  const retold = both(main, words.guidance, words.focus)
  return {
    kind: 'open-decisions',
    slice: {},
    path: 'answered',
    stance: 'unknown',
    support: 'pattern',
    score: wilsonLower(open.length, decisions.length) / 2,
    main,
    title: words.title,
    observation: `${main.words}.`,
    guide: words.guide,
    questions: words.questions,
    focus: `${retold.focus}. ${words.today}`,
    retold,
    mission: {
      title: words.mission,
      category: 'Reflection',
      goal: { kind: 'outcome', tracked: true },
    },
    claims: [main, ...retold.claims],
    entries: open,
    cue: null,
  }
}
