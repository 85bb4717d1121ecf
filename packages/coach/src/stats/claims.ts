import type { GutFeeling, GutStrength } from '@hara/core'
import { outcomeOf, slotOf, weekdayOf, type EntryFacts } from './entry-facts'
import type { TimeSlot, Weekday } from './time-of-day'

/**
 * Claims (ADR 0022): every count the coach writes is a claim, "k of n", kept with the
 * conditions it counts by, so that anyone holding the journal can count it again. The eval
 * (`npm run eval:coach`) recounts each claim from the journal with its own code and checks that
 * its words are in the answer.
 */

/** Which part of the journal a finding is about: any of these factors, all must hold. */
export interface Slice {
  context?: string
  slot?: TimeSlot
  feeling?: GutFeeling
  signal?: string
  /** The day of the week in the entry's own zone (read two at a time: with one other factor). */
  weekday?: Weekday
  /** How strong the gut felt; a check-in without a strength is at no level. */
  strength?: GutStrength
}

/** Which answers count: one of the three, not honored (ignored or not sure), or any answer. */
export type Path = 'honored' | 'ignored' | 'not-sure' | 'not-honored' | 'answered'

/**
 * How an outcome counts: good or bad; judged (good or bad) or unclear (neither, or none
 * logged); logged (any outcome text) or none; whether the gut's verdict can be told, and
 * whether it proved right (honored and it went well, or not honored and it went badly, unless
 * the outcome says otherwise in so many words: "I knew it").
 */
export type OutcomeCondition =
  | 'good'
  | 'bad'
  | 'judged'
  | 'unclear'
  | 'logged'
  | 'none'
  | 'gut-judged'
  | 'gut-right'

export interface Condition extends Slice {
  path?: Path
  outcome?: OutcomeCondition
  /** A decision was tracked (true) or not (false). */
  decision?: boolean
  /** Only the newest this many entries. */
  recent?: number
  /** Only entries outside this slice (the rest of the journal). */
  outside?: Slice
}

/** Which numbers the words show: "k of n", only k, or only n. */
export type Shows = 'k-of-n' | 'k' | 'n'

export interface Claim {
  /** The words of the answer that state it; they contain the numbers shown. */
  words: string
  /** The entries counted over (n) … */
  among: Condition
  /** … and, of those, the entries that count (k). */
  hits: Condition
  k: number
  n: number
  shows: Shows
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

function onPath(f: EntryFacts, path: Path): boolean {
  if (f.answer === null) return false
  switch (path) {
    case 'answered':
      return true
    case 'not-honored':
      return f.answer !== 'honored'
    default:
      return f.answer === path
  }
}

function meetsOutcome(f: EntryFacts, outcome: OutcomeCondition): boolean {
  if (outcome === 'logged') return f.hasOutcome
  if (outcome === 'none') return !f.hasOutcome
  if (!f.hasOutcome) return outcome === 'unclear'
  const { valence, gut } = outcomeOf(f)
  switch (outcome) {
    case 'good':
    case 'bad':
      return valence === outcome
    case 'judged':
      return valence === 'good' || valence === 'bad'
    case 'unclear':
      return valence !== 'good' && valence !== 'bad'
    case 'gut-judged':
      return gut !== null
    case 'gut-right':
      return gut === 'right'
  }
}

/** Whether one entry is in a slice: every factor it names holds. */
export function inSlice(f: EntryFacts, c: Slice): boolean {
  if (c.context !== undefined && !same(f.context, c.context)) return false
  if (c.signal !== undefined && (f.signal === null || !same(f.signal, c.signal))) return false
  if (c.feeling !== undefined && f.feeling !== c.feeling) return false
  if (c.slot !== undefined && slotOf(f) !== c.slot) return false
  if (c.weekday !== undefined && weekdayOf(f) !== c.weekday) return false
  if (c.strength !== undefined && (f.entry.strength ?? null) !== c.strength) return false
  return true
}

/** Whether one entry meets a condition (`recent` is applied by `countClaim`, not here). */
export function meets(f: EntryFacts, c: Condition): boolean {
  if (!inSlice(f, c)) return false
  if (c.outside !== undefined && inSlice(f, c.outside)) return false
  if (c.path !== undefined && !onPath(f, c.path)) return false
  if (c.decision !== undefined && f.hasDecision !== c.decision) return false
  if (c.outcome !== undefined && !meetsOutcome(f, c.outcome)) return false
  return true
}

/**
 * The newest `count` entries, newest first (facts arrive in any order): one pass keeping the
 * few newest, so a recap of 7 costs nothing at ten thousand entries. Ties keep input order.
 */
export function newestFacts(facts: readonly EntryFacts[], count: number): EntryFacts[] {
  return newestOf(facts, count, (f) => f.time)
}

export function newestOf<T>(items: readonly T[], count: number, timeOf: (item: T) => number): T[] {
  const kept: { item: T; time: number }[] = []
  for (const item of items) {
    const time = timeOf(item)
    if (kept.length === count && time <= kept[kept.length - 1]!.time) continue
    let at = kept.length
    while (at > 0 && kept[at - 1]!.time < time) at -= 1
    kept.splice(at, 0, { item, time })
    if (kept.length > count) kept.pop()
  }
  return kept.map((k) => k.item)
}

/**
 * Counts a claim over the facts; `words` is written from the counts. With `among.recent`, pass
 * the newest entries already chosen as `pool` to count several claims over them at no cost.
 */
export function countClaim(
  facts: readonly EntryFacts[],
  among: Condition,
  hits: Condition,
  shows: Shows,
  words: (k: number, n: number) => string,
  pool: readonly EntryFacts[] = among.recent === undefined
    ? facts
    : newestFacts(facts, among.recent),
): Claim {
  let n = 0
  let k = 0
  for (const f of pool) {
    if (!meets(f, among)) continue
    n += 1
    if (meets(f, hits)) k += 1
  }
  return { words: words(k, n), among, hits, k, n, shows }
}

/** A claim whose counts are already known (from the miner's tallies). */
export function claimOf(
  words: string,
  among: Condition,
  hits: Condition,
  k: number,
  n: number,
  shows: Shows = 'k-of-n',
): Claim {
  return { words, among, hits, k, n, shows }
}
