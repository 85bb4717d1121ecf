import { inSentence } from '../phrasing'
import { bySize, groupBy, outcomeOf, slotOf, tally, type EntryFacts } from './entry-facts'
import { feelingFinding, openDecisionsFinding, timeFinding } from './findings-more'

/**
 * Patterns mined from a journal (issue 8): each finding is a fact about this person's entries,
 * with the numbers it rests on, what to do about it, two questions, and the entries behind it.
 * Findings need at least two entries of evidence; they are ranked by support (how many entries
 * they rest on), ties broken by the order of `KINDS`.
 */

export const KINDS = [
  'context-ignored',
  'signal-before-ignoring',
  'ignored-went-badly',
  'honored-went-well',
  'context-trusted',
  'time-of-day',
  'dominant-feeling',
  'open-decisions',
] as const
export type FindingKind = (typeof KINDS)[number]

export interface Finding {
  kind: FindingKind
  title: string
  observation: string
  guide: string
  questions: [string, string]
  /** The entries the finding rests on. */
  entries: EntryFacts[]
  /** The context or body signal it is about, when it is about one. */
  subject?: string
}

const answered = (f: EntryFacts) => f.honored !== null

function contextIgnored(facts: readonly EntryFacts[]): Finding | null {
  const groups = groupBy(facts.filter(answered), (f) => f.context)
    .filter((g) => g.tally.ignored >= 2 && g.tally.ignored / g.tally.total >= 0.5)
    .sort((a, b) => b.tally.ignored - a.tally.ignored || bySize(a, b))
  const top = groups[0]
  if (!top) return null
  const ctx = top.name
  const rest = tally(
    facts.filter((f) => answered(f) && f.context.toLowerCase() !== ctx.toLowerCase()),
  )
  const elsewhere =
    rest.total > 0 ? `, against ${rest.ignored} of ${rest.total} everywhere else` : ''
  return {
    kind: 'context-ignored',
    subject: ctx,
    title: `${ctx} is where you override your gut`,
    observation: `In ${ctx}, you ignored your gut ${top.tally.ignored} of ${top.tally.total} times${elsewhere}.`,
    guide: `Before your next ${inSentence(ctx)} decision, take one breath and name what your gut is saying. You don't have to obey it, only to hear it out before you choose.`,
    questions: [
      `What makes your gut harder to trust in ${ctx}?`,
      `Whose expectations feel loudest when a ${inSentence(ctx)} decision comes up?`,
    ],
    entries: top.facts,
  }
}

function contextTrusted(facts: readonly EntryFacts[]): Finding | null {
  const top = groupBy(facts.filter(answered), (f) => f.context)
    .filter((g) => g.tally.total >= 3 && g.tally.honored / g.tally.total >= 0.75)
    .sort(bySize)[0]
  if (!top) return null
  const ctx = top.name
  const good = top.facts.filter((f) => f.honored && outcomeOf(f).valence === 'good').length
  return {
    kind: 'context-trusted',
    subject: ctx,
    title: `You trust yourself in ${ctx}`,
    observation:
      `In ${ctx}, you honored your gut ${top.tally.honored} of ${top.tally.total} times.` +
      (good > 0 ? ` ${good} of those turned out well.` : ''),
    guide: `Notice what makes listening easier in ${inSentence(ctx)}, and bring that to the places where you hesitate.`,
    questions: [
      `What feels different in your body when a ${inSentence(ctx)} moment comes up?`,
      `Where else could you listen the way you do in ${ctx}?`,
    ],
    entries: top.facts,
  }
}

function signalBeforeIgnoring(facts: readonly EntryFacts[]): Finding | null {
  const top = groupBy(facts.filter(answered), (f) => f.signal)
    .filter((g) => g.tally.ignored >= 2 && g.tally.ignored / g.tally.total >= 0.6)
    .sort((a, b) => b.tally.ignored - a.tally.ignored || bySize(a, b))[0]
  if (!top) return null
  const signal = inSentence(top.name)
  const ignored = top.facts.filter((f) => f.honored === false)
  const judged = ignored.filter(
    (f) => outcomeOf(f).valence === 'good' || outcomeOf(f).valence === 'bad',
  )
  const bad = judged.filter((f) => outcomeOf(f).valence === 'bad').length
  return {
    kind: 'signal-before-ignoring',
    subject: top.name,
    title: `${top.name} often comes before overriding`,
    observation:
      `When you felt ${signal}, you went against your gut ${top.tally.ignored} of ${top.tally.total} times.` +
      (judged.length > 0 ? ` When you did, ${bad} of ${judged.length} turned out badly.` : ''),
    guide: `Treat ${signal} as a cue to slow down: pause before you answer, and ask what it is warning you about.`,
    questions: [
      `What is ${signal} usually trying to tell you?`,
      `What would it take to let ${signal} change your answer, just once?`,
    ],
    entries: top.facts,
  }
}

function ignoredWentBadly(facts: readonly EntryFacts[]): Finding | null {
  const judged = facts.filter(
    (f) =>
      f.honored === false && (outcomeOf(f).valence === 'good' || outcomeOf(f).valence === 'bad'),
  )
  const bad = judged.filter((f) => outcomeOf(f).valence === 'bad')
  if (bad.length < 2 && !(bad.length === 1 && judged.length === 1)) return null
  if (bad.length / judged.length < 0.5) return null
  return {
    kind: 'ignored-went-badly',
    title: 'Overriding your gut has cost you',
    observation: `Of the ${judged.length} times you ignored your gut and logged how it went, ${bad.length} turned out badly.`,
    guide:
      'The next time you are about to override your gut, remember how these turned out, and give yourself one more minute before you commit.',
    questions: [
      'What did these moments have in common?',
      'What made going against your gut feel like the safer choice at the time?',
    ],
    entries: bad,
  }
}

function honoredWentWell(facts: readonly EntryFacts[]): Finding | null {
  const judged = facts.filter(
    (f) =>
      f.honored === true && (outcomeOf(f).valence === 'good' || outcomeOf(f).valence === 'bad'),
  )
  const good = judged.filter((f) => outcomeOf(f).valence === 'good')
  if (good.length < 2 || good.length / judged.length < 0.5) return null
  return {
    kind: 'honored-went-well',
    title: 'Listening works for you',
    observation: `Of the ${judged.length} times you honored your gut and logged how it went, ${good.length} turned out well.`,
    guide:
      'Remember these when doubt creeps in: your gut has a track record, and it is a good one.',
    questions: [
      'What did your body feel like just before these decisions?',
      'Which of these surprised you most at the time?',
    ],
    entries: good,
  }
}

/** Every finding the journal supports, best supported first. */
export function findPatterns(facts: readonly EntryFacts[]): Finding[] {
  const found = [
    contextIgnored(facts),
    signalBeforeIgnoring(facts),
    ignoredWentBadly(facts),
    honoredWentWell(facts),
    contextTrusted(facts),
    timeFinding(facts, slotOf),
    feelingFinding(facts),
    openDecisionsFinding(facts),
  ].filter((f): f is Finding => f !== null)
  return found.sort(
    (a, b) => b.entries.length - a.entries.length || KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind),
  )
}
