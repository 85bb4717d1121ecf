import { claimOf } from '../stats/claims'
import { both } from './retell'
import { outcomeOf, type EntryFacts } from '../stats/entry-facts'
import { wilsonLower } from '../stats/evidence'
import { count } from '../phrasing'
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
  const main =
    k === 0
      ? claimOf(
          `None of your ${n} check-ins has an outcome that says how it went`,
          {},
          { outcome: 'judged' },
          k,
          n,
          'n',
        )
      : claimOf(
          `Only ${k} of your ${n} check-ins ${k === 1 ? 'has' : 'have'} an outcome that says how it went`,
          {},
          { outcome: 'judged' },
          k,
          n,
        )
  const retold = both(
    main,
    k === 0
      ? `Not one of your ${n} check-ins says yet how it turned out`
      : `${k} of your ${n} check-ins say how they turned out`,
    k === 0
      ? `Your ${n} check-ins have no outcome logged yet`
      : `So far, ${k} of ${n} check-ins have an outcome logged`,
  )
  return {
    kind: 'few-outcomes',
    slice: {},
    path: 'answered',
    stance: 'unknown',
    support: 'pattern',
    score: wilsonLower(n - k, n),
    main,
    title: 'Too few outcomes to tell yet',
    observation: `${main.words}, too few to tell where your gut is right and where it misleads you.`,
    guide:
      'Pick two past check-ins and add how they turned out, in your own words. Outcomes are what show where your gut is right, and where it misleads you.',
    questions: [
      'Which of your past check-ins has already played out?',
      'What did your gut say then, and what do you know now?',
    ],
    focus: `${retold.focus}. Today, add how one past check-in turned out.`,
    retold,
    mission: {
      title: 'Log how one past check-in turned out',
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
  const main = claimOf(
    `${count(open.length, 'tracked decision')} ${open.length === 1 ? 'has' : 'have'} no outcome yet`,
    { decision: true },
    { outcome: 'none' },
    open.length,
    decisions.length,
    'k',
  )
  const retold = both(
    main,
    `Still open: ${count(open.length, 'tracked decision')} without an outcome`,
    `${count(open.length, 'decision')} you tracked ${open.length === 1 ? 'is' : 'are'} still waiting for an outcome`,
  )
  return {
    kind: 'open-decisions',
    slice: {},
    path: 'answered',
    stance: 'unknown',
    support: 'pattern',
    score: wilsonLower(open.length, decisions.length) / 2,
    main,
    title: 'Decisions waiting for an ending',
    observation: `${main.words}.`,
    guide:
      'Logging how they turned out is how Hara learns which of your signals to trust. Pick one and add what happened.',
    questions: [
      'Which of these has already played out?',
      'What did your gut say about it then, and what do you know now?',
    ],
    focus: `${retold.focus}. Today, add how one of them turned out.`,
    retold,
    mission: {
      title: 'Log how one tracked decision turned out',
      category: 'Reflection',
      goal: { kind: 'outcome', tracked: true },
    },
    claims: [main, ...retold.claims],
    entries: open,
    cue: null,
  }
}
