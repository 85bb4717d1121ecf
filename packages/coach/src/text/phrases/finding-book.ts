import type { GutStrength } from '@hara/core'
import type { Candidate } from '../../findings/finding'

/** The sentences of a finding (findings/render.ts, retell.ts, meta.ts, strength.ts). */
export interface FindingPhrases {
  /** "Work moments when you went against your gut: 2 of 2 turned out badly". */
  outcome(c: Candidate): string
  /** "at work, you went against your gut 3 of 5 times". */
  overridden(c: Candidate): string
  /** "went against it 2 times" and "weren't sure 1 time", said inside the observation. */
  wentAgainst(n: number): string
  wereNotSure(n: number): string
  /** "2 of 9 everywhere else". */
  elsewhere(k: number, n: number): string
  /** "You answered “not sure” 3 of 5 times at work". */
  notSure(c: Candidate): string
  /** The observation: the main claim's words, what sets it apart, the contrast's words. */
  observation(
    main: string,
    split: readonly [string, string] | null,
    rest: string | null,
    contrast: string | null,
  ): string
  title(c: Candidate): string
  /** "An early sign, from only 2 check-ins: …". */
  early(n: number, words: string): string
  /** The finding told again, for the guidance and for today's focus (retell.ts). */
  retell: {
    outcomes(c: Candidate): Told
    /** With the rest of the journal's words (`rest`), or alone (null). */
    overridden(c: Candidate, rest: string | null): Told
    notSure(c: Candidate): Told
  }
  meta: MetaPhrases
  strength: StrengthPhrases
}

export interface Told {
  guidance: string
  focus: string
}

/** What a finding about the journal itself says (meta.ts). */
export interface MetaPhrases {
  fewOutcomes(
    k: number,
    n: number,
  ): Told & {
    main: string
    title: string
    observation: (main: string) => string
    guide: string
    questions: [string, string]
    today: string
    mission: string
  }
  openDecisions(open: number): Told & {
    main: string
    title: string
    guide: string
    questions: [string, string]
    today: string
    mission: string
  }
}

/** One strength finding's counts (strength.ts). */
export interface StrengthCounts {
  strength: GutStrength
  context?: string
  way: 'right' | 'wrong'
  right: number
  n: number
  rest: { right: number; n: number }
}

export interface StrengthPhrases {
  main(c: StrengthCounts): string
  rest(c: StrengthCounts): string
  /** The two retellings, each as its main and rest words, and how they are joined. */
  guidance(c: StrengthCounts): { main: string; rest: string; joined: string }
  focus(c: StrengthCounts): { main: string; rest: string; joined: string }
  title(c: StrengthCounts): string
  guide(c: StrengthCounts): string
  questions(c: StrengthCounts): [string, string]
  today: string
  /** The same words as the strength mission of missions.ts, so the two are one mission. */
  mission: string
}
