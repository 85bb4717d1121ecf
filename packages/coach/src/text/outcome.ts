import {
  type Language,
  countOutcome,
  type GutFeeling,
  type OutcomeReadingLike,
  type OutcomeValence,
  type OutcomeVerdict,
  type OwnVerdict,
} from '@hara/core'
import { lexiconScore } from './lexicon-score'
import { readsWords } from './reading'
import { contrastClauses, normalizeText, phraseMatcher } from './normalize'
import {
  BAD_EVENTS,
  DECISION_WORDS,
  GOOD_EVENTS,
  GUT_RIGHT,
  GUT_WRONG,
  MIXED,
  PENDING,
  REGRET,
  RELIEF,
} from './outcome-phrases'

/**
 * Reading an outcome text (ADR 0010): how it went for the person, and
 * separately whether their gut proved right.
 *
 * Hara's phrase lists come first, because they carry what lexicons miss: a pending outcome, a
 * mixed one, regret said as a wish, relief, and a verdict on the gut itself. What no phrase
 * settles is scored with the AFINN lexicon that `wink-sentiment` maintains (with its negation
 * handling, so "not bad" reads as good; see lexicon-score.ts), with
 * the decision words blanked out. A text is split at contrast words ("but", "though"); a
 * clause settled by a phrase outweighs one settled by the lexicon, and two equal clauses that
 * disagree make the outcome mixed.
 */

/** How an outcome went for the person. `mixed` and `unknown` both mean "cannot judge". */
export type Valence = OutcomeValence
/** Whether the gut proved right; null when the text and the decision cannot tell. */
export type GutVerdict = OutcomeVerdict
/** How it went, and a verdict the text states itself ("I knew it", "worried for nothing"). */
export type OutcomeReading = OutcomeReadingLike

export interface OutcomeJudgement {
  valence: Valence
  /** Whether the gut proved right: honored and it went well, or ignored and it went badly. */
  gut: GutVerdict
}

const pending = phraseMatcher(PENDING)
const mixed = phraseMatcher(MIXED)
const regret = phraseMatcher(REGRET)
const relief = phraseMatcher(RELIEF)
const reliefAll = new RegExp(relief.source, 'gi')
const badEvent = phraseMatcher(BAD_EVENTS)
const goodEvent = phraseMatcher(GOOD_EVENTS)
const gutRight = phraseMatcher(GUT_RIGHT)
const gutWrong = phraseMatcher(GUT_WRONG)
const decisionWords = new RegExp(phraseMatcher(DECISION_WORDS).source, 'gi')

/** The lexicon's score past which a clause counts as good or bad (normalized, -5 to 5). */
const LEXICON_THRESHOLD = 0.5

/**
 * A clause's reading and how much it weighs: 3 for a feeling stated about the outcome (relief,
 * regret), 2 for a plainly good or bad event, 1 for the lexicon's cue.
 */
type Polarity = { valence: 'good' | 'bad' | 'mixed'; strength: 1 | 2 | 3 } | null

function both(good: boolean, bad: boolean, strength: 2 | 3): Polarity {
  if (good && bad) return { valence: 'mixed', strength }
  if (good) return { valence: 'good', strength }
  if (bad) return { valence: 'bad', strength }
  return null
}

function phrasePolarity(clause: string): Polarity {
  const good = relief.test(clause)
  // "don't regret it" is relief; take it out before looking for regret.
  const bad = regret.test(good ? clause.replace(reliefAll, ' ') : clause)
  return both(good, bad, 3) ?? both(goodEvent.test(clause), badEvent.test(clause), 2)
}

function lexiconPolarity(clause: string): Polarity {
  const text = clause.replace(decisionWords, ' ')
  if (!/[a-z]/.test(text)) return null
  const score = lexiconScore(text)
  if (score >= LEXICON_THRESHOLD) return { valence: 'good', strength: 1 }
  if (score <= -LEXICON_THRESHOLD) return { valence: 'bad', strength: 1 }
  return null
}

function combine(polarities: Polarity[]): Valence {
  const known = polarities.filter((p): p is NonNullable<Polarity> => p !== null)
  if (known.length === 0) return 'unknown'
  const strongest = Math.max(...known.map((p) => p.strength))
  const top = known.filter((p) => p.strength === strongest)
  const kinds = new Set(top.map((p) => p.valence))
  if (kinds.size === 1) return top[0]!.valence
  // Lexicon cues that disagree: as in "it hurt, but I'm proud I spoke up", the clause after
  // the contrast word carries the weight. Explicit phrases that disagree make a mixed outcome.
  if (strongest === 1) return top[top.length - 1]!.valence
  return 'mixed'
}

function statedVerdictOf(text: string): GutVerdict {
  const right = gutRight.test(text)
  const wrong = gutWrong.test(text)
  if (right === wrong) return null
  return right ? 'right' : 'wrong'
}

/**
 * Reads one outcome text on its own (see the module comment), written in `language` (the one
 * spoken by default); in a language without word lists it cannot tell (reading.ts).
 */
export function readOutcome(text: string, language?: Language): OutcomeReading {
  const normalized = normalizeText(text)
  if (normalized === '' || !readsWords(language)) return { valence: 'unknown', statedVerdict: null }
  const statedVerdict = statedVerdictOf(normalized)
  if (pending.test(normalized)) return { valence: 'unknown', statedVerdict }
  if (mixed.test(normalized)) return { valence: 'mixed', statedVerdict }
  const valence = combine(
    contrastClauses(normalized).map((clause) => phrasePolarity(clause) ?? lexiconPolarity(clause)),
  )
  return { valence, statedVerdict }
}

/**
 * Judges an outcome against the decision: `honored` is whether the person followed their gut
 * (null when they did not say), `feeling` what the gut said, `own` the person's own answer to
 * "Was your gut right?". How it counts, in tone and verdict, is the core's one rule
 * (`countOutcome`): Hard to say is neither; a Yes or a No is the verdict and settles the tone;
 * otherwise the words' reading, judged by `gutVerdict`. The words are read in `language` (the
 * one spoken by default), or not at all where the coach has no word lists for it.
 */
export function judgeOutcome(
  text: string | null | undefined,
  honored: boolean | null,
  feeling?: GutFeeling | null,
  own?: OwnVerdict | null,
  language?: Language,
): OutcomeJudgement {
  if (!text || text.trim() === '') return { valence: 'unknown', gut: null }
  const { valence, verdict } = countOutcome(readOutcome(text, language), { honored, feeling, own })
  return { valence, gut: verdict }
}
