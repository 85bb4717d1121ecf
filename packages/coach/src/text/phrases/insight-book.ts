import type { GutFeeling, GutStrength, VoiceLabel } from '@hara/core'
import type { Path } from '../../stats/claims'

/** The way the gut was not followed: went against it, was not sure, or either. */
export type Aside = Extract<Path, 'ignored' | 'not-sure' | 'not-honored'>

/** The sentences of the Inner Map's analyses (answers/signals.ts, trust.ts, tone.ts, voice). */
export interface InsightPhrases {
  signals: SignalPhrases
  trust: TrustPhrases
  /**
   * What the coach says where it cannot read the person's words (text/reading.ts); null in a
   * language it reads, whose voice and tone analyses say what they read.
   */
  unread: UnreadPhrases | null
}

/** A voice check-in and the tone of voice check-ins, in a language whose words are not read. */
export interface UnreadPhrases {
  voice: {
    heading: string
    /** "You began with this: “…”". */
    began(quote: string): string
    labels: Record<VoiceLabel, string>
    /** That the coach cannot read body and feeling words, or how it was said, in this language. */
    cannotRead: string
    questionHeading: string
    questions: Record<VoiceLabel | 'none', readonly string[]>
  }
  tone: {
    /** "No voice check-in yet where you went on to follow your gut." */
    none(path: 'honoring' | 'ignoring'): string
    /** "Across 3 check-ins, about 40 words each." */
    length(n: number, words: number): string
    /** That it cannot tell how the person sounds in this language. */
    cannotTell: string
    guidance: string
  }
}

/** A body signal's insight (answers/signals.ts, signal-words.ts, signal-strength.ts). */
export interface SignalPhrases {
  showedUp(n: number): string
  /** "Showed up 4 times, each time with a no from your gut". */
  eachTimeWith(shown: string, feeling: GutFeeling): string
  followed(n: number): string
  /** The first sentence, two ways: "A; B." and "It a, and B.". */
  first(first: string, followed: string): [string, string]
  /** "It usually came with a no from your gut (4 of 5)". */
  cameWith(usually: boolean, feeling: GutFeeling, k: number, n: number): string
  /** Ways of saying no outcome can be judged yet. */
  noOutcome: readonly string[]
  question(bad: number, judged: number): string
  listen(good: number, judged: number, pattern: boolean): string
  pause(aside: Aside, every: boolean, bad: number, judged: number): string
  overridingWorked(aside: Aside, good: number, judged: number): string
  /** What follows the path sentence, by stance (". Is it fear or intuition?"), else ".". */
  then: { question: string; 'overriding-worked': string }
  /** The same sentence in other words, for a second signal that would say it word for word. */
  otherWords(words: string): string
  /** Ways of saying "it proved right k of n times". */
  right: readonly ((k: number, n: number) => string)[]
  /** "When it was strong, it proved right 5 of 5 times" and the rest's "right 1 of 4". */
  level(strength: GutStrength, only: boolean, k: number, n: number): string
  levelRest(k: number, n: number): string
}

/** The trust analysis (answers/trust.ts). */
export interface TrustPhrases {
  /** "You haven't gone against your gut in these check-ins yet." */
  never(path: 'honored' | Aside): string
  /** "3 times you followed your gut". */
  total(path: 'honored' | Aside, n: number): string
  /** "You followed your gut 3 times". */
  times(path: 'honored' | Aside, n: number): string
  /** " (you went against it 2 times and weren't sure 1 time)". */
  split(words: readonly string[]): string
  ignoredTimes(n: number): string
  notSureTimes(n: number): string
  noOutcome(times: string, split: string): string
  good(k: number): string
  bad(k: number): string
  unclear(k: number): string
  outcomes(total: string, split: string, good: string, bad: string, unclear: string | null): string
  openDecisions(n: number): string
  honoredWell(k: number, n: number): string
  asideWell(aside: Aside, k: number, n: number): string
  tooFew(soFar: readonly string[], missing: 'either' | 'each' | 'honored' | Aside): string
  withDecisions(text: string, decisions: string | null): string
  evidence(honored: string, aside: string): string
  following(evidence: string): string
  notFollowing(evidence: string): string
  same(evidence: string): string
}
