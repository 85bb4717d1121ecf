import type { CoachMission } from '@hara/core'
import type { Claim, Path, Slice } from '../stats/claims'
import type { EntryFacts } from '../stats/entry-facts'
import type { Support } from '../stats/evidence'
import type { PathRecord, Stance } from '../stats/record'
import type { Retold } from './retell'

/**
 * A finding (ADR 0022): a fact about one person's journal with the counts it rests on, how
 * strongly the journal supports it, and what to do about it. Patterns, today's focus, daily
 * guidance and missions are all written from the same ranked findings.
 */
export type FindingKind =
  /** How one path (following the gut, or not) turned out in a part of the journal. */
  | 'path-outcome'
  /** Where the gut is not followed, against the rest of the journal. */
  | 'overridden-here'
  /** Many "not sure" answers. */
  | 'not-sure'
  /** Too few outcomes to tell whether the gut is right. */
  | 'few-outcomes'
  /** Tracked decisions still waiting for an outcome. */
  | 'open-decisions'
  /** How often the gut was right at one strength (in a context), against the rest. */
  | 'strength-right'

export interface Finding {
  kind: FindingKind
  slice: Slice
  /** For path findings, the path counted; for the others, the path the words are about. */
  path: Path
  /** What the record of these check-ins says to do (stats/record.ts). */
  stance: Stance
  support: Exclude<Support, 'none'>
  /** How strongly the journal supports it: the Wilson lower bound, weighted by kind. */
  score: number
  /** The claim the finding rests on; its n is the finding's base. */
  main: Claim
  title: string
  observation: string
  guide: string
  questions: [string, string]
  /** Today's focus written from this finding. */
  focus: string
  /** The finding in other words, for the guidance and the focus beside the patterns. */
  retold: Retold
  mission: CoachMission | null
  /** Every claim the finding's words make (the main one first), its retellings' too. */
  claims: Claim[]
  /** The check-ins it is about, newest evidence first when shown. */
  entries: EntryFacts[]
  /** The body signal its advice names, when it names one. */
  cue: string | null
}

/** A finding before it is written: what was counted and how strongly it holds. */
export interface Candidate {
  kind: FindingKind
  slice: Slice
  factors: number
  path: Path
  stance: Stance
  /** k of n, and what k counts. */
  k: number
  n: number
  measure: 'good' | 'bad' | 'count'
  support: Exclude<Support, 'none'>
  score: number
  /** The record of the whole slice (both paths), for advice. */
  record: PathRecord
  /** A fingerprint of the check-ins counted in n (stats/miner.ts). */
  sig: number
  /**
   * How many of its factors tell a reader something: each factor that narrows the slice (the
   * slice without it holds more check-ins) or names a context, less each that does not.
   */
  useful: number
  /**
   * Whether it may be told as a finding of its own; a pattern across factors that does not
   * stand out from the rest of the journal (candidates.ts) is only a contrast beside another.
   */
  alone: boolean
  /** The broader finding this one holds most of, told in its place (explains.ts). */
  explains?: Candidate
  /** For overridden-here: how often the rest of the journal was not followed. */
  rest?: { k: number; n: number }
  /** For overridden-here: how many of k were "ignored" and how many "not sure". */
  split?: { ignored: number; notSure: number }
}

/**
 * The order findings are told in (ADR 0022): what the journal shows about the gut (outcomes),
 * then what the person did (setting the gut aside, "not sure"), then what would let the journal
 * show more (outcomes to log); early signs after every pattern. Within a tier, by score.
 */
export function tierOf(kind: FindingKind, support: 'pattern' | 'early'): number {
  if (support === 'early') return 3
  if (kind === 'path-outcome' || kind === 'strength-right') return 0
  if (kind === 'overridden-here' || kind === 'not-sure') return 1
  return 2
}

/** Stances in the order they win a tie: what to question or watch before what to keep. */
export const STANCE_ORDER: readonly Candidate['stance'][] = [
  'question',
  'pause',
  'listen',
  'overriding-worked',
  'unknown',
]

/** Kinds in the order they win a tie. */
export const KIND_ORDER: readonly FindingKind[] = [
  'path-outcome',
  'overridden-here',
  'not-sure',
  'few-outcomes',
  'open-decisions',
  'strength-right',
]

/** Slices in a fixed order, for ties that nothing else breaks. */
export function sliceKey(slice: Slice): string {
  const key = [
    slice.context ?? '',
    slice.slot ?? '',
    slice.feeling ?? '',
    slice.signal ?? '',
    slice.weekday ?? '',
  ]
    .join('|')
    .toLowerCase()
  // A strength is added only where there is one, so every other key stays as it was.
  return slice.strength === undefined ? key : `${key}|${slice.strength}`
}
