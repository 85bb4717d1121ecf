import {
  hasWillIgnoreAnswer,
  isHonored,
  type Entry,
  type GutFeeling,
  type OwnVerdict,
} from '../journal/entry-schema'

/**
 * "Was my gut right?": the one rule that judges a logged outcome against what the gut said and
 * what the person did with it.
 *
 * - The person's own answer wins over everything below (ADR 0050): Yes is right, No is wrong,
 *   Hard to say is not judged, whatever the words say and whatever the gut said. Outcomes
 *   logged before the question was asked, or left unanswered, are judged from their words. The words of the outcome are read elsewhere (the coach's outcome
 * reader: how it went, and any verdict the text states itself, "I knew it"); this rule turns
 * that reading into a verdict, the same on the server and on the device.
 *
 * - Honored (the ignore question answered "no") and it went well, or not honored ("yes" or "not
 *   sure", as the trust score counts them) and it went badly: the gut was right.
 * - Honored and it went badly, or not honored and it went well: the gut was wrong.
 * - A verdict the text states in so many words ("I knew it", "worried for nothing") wins.
 * - Not judged: the outcome reads as mixed or unclear; the ignore question was not answered and
 *   the text states no verdict; or the gut said 'pause' and the person waited (honored a
 *   pause). Waiting is what a pause asks for; whatever came after says nothing about whether a
 *   yes or a no would have been right, so it is never scored. A pause the person did not wait
 *   for is judged like any gut set aside: it was right when going ahead went badly.
 */

/** How an outcome went for the person, as the outcome reader says. */
export type OutcomeValence = 'good' | 'bad' | 'mixed' | 'unknown'

/** Whether the gut proved right; null when the outcome is not judged. */
export type OutcomeVerdict = 'right' | 'wrong' | null

export interface OutcomeReadingLike {
  valence: OutcomeValence
  /** A verdict the text states itself, or null. */
  statedVerdict: OutcomeVerdict
}

export interface GutCall {
  /** Whether the gut was honored; null when the ignore question was not answered. */
  honored: boolean | null
  /** What the gut said; missing on some older voice check-ins. */
  feeling?: GutFeeling | null
  /** The person's own answer to "Was your gut right?"; absent or null when not answered. */
  own?: OwnVerdict | null
}

/** What the verdict rule needs of an entry besides the reading of its outcome's words. */
export function gutCallOf(entry: Pick<Entry, 'willIgnore' | 'gutFeeling' | 'ownVerdict'>): GutCall {
  return {
    honored: hasWillIgnoreAnswer(entry) ? isHonored(entry) : null,
    feeling: entry.gutFeeling ?? null,
    own: entry.ownVerdict ?? null,
  }
}

/** The verdict the person stated, when they answered; undefined when they did not. */
export function ownVerdictOf(own: OwnVerdict | null | undefined): OutcomeVerdict | undefined {
  if (own === 'right' || own === 'wrong') return own
  if (own === 'hard-to-say') return null
  return undefined
}

/** Whether the gut said 'pause' and the person waited: such an outcome is never judged. */
export function waitedOnPause(call: GutCall): boolean {
  return call.feeling === 'pause' && call.honored === true
}

/** The verdict on one outcome (see the module comment for the rule). */
export function gutVerdict(reading: OutcomeReadingLike, call: GutCall): OutcomeVerdict {
  const stated = ownVerdictOf(call.own)
  if (stated !== undefined) return stated
  if (waitedOnPause(call)) return null
  if (reading.statedVerdict !== null) return reading.statedVerdict
  if (call.honored === null) return null
  if (reading.valence === 'good') return call.honored ? 'right' : 'wrong'
  if (reading.valence === 'bad') return call.honored ? 'wrong' : 'right'
  return null
}

/**
 * How one outcome counts in every analysis (ADR 0069): how it went for the person (`valence`:
 * 'good' or 'bad' count, 'mixed' and 'unknown' count as neither) and whether the gut was right
 * (`verdict`: right, wrong, or null for neither). Daily Guidance, Your Patterns, the Trust tab,
 * the focus, Signals, Closing the loop and Your gut, over time all count through this one rule,
 * on the server and on the phone, so no two of them count one outcome differently.
 *
 * - Hard to say counts as neither, in both: not "turned out badly", not "turned out well", not
 *   right and not wrong, whatever the words say.
 * - A Yes or a No is the verdict and also settles how it went: honored and the gut was right
 *   (or set aside and it was wrong) went well; otherwise badly.
 * - Unanswered: the verdict rule above (`gutVerdict`) on the reading of the words; a verdict the
 *   words state with no clear tone settles the tone the same way.
 */
export function countOutcome(
  reading: OutcomeReadingLike,
  call: GutCall,
): { valence: OutcomeValence; verdict: OutcomeVerdict } {
  const own = ownVerdictOf(call.own)
  if (own === null) return { valence: 'unknown', verdict: null }
  const verdict = gutVerdict(reading, call)
  const settled = own ?? (reading.valence === 'unknown' ? reading.statedVerdict : null)
  if (settled != null && call.honored !== null) {
    return { valence: (settled === 'right') === call.honored ? 'good' : 'bad', verdict }
  }
  return { valence: reading.valence, verdict }
}
