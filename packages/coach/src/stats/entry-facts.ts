import { entryCategory, hasText, type CoachEntry } from '@hara/core'
import { judgeOutcome, type OutcomeJudgement } from '../text/outcome'
import { capitalize } from '../phrasing'
import { localHour, slotOfHour, type TimeSlot } from './time-of-day'

/**
 * What the coach knows about each entry, computed once per request: whether the gut was
 * honored, how the outcome read, the entry's category and body signal.
 */
export interface EntryFacts {
  entry: CoachEntry
  /** Whether the gut was honored; null when the ignore question was not answered. */
  honored: boolean | null
  outcome: OutcomeJudgement
  hasOutcome: boolean
  /** The category as the timeline shows it (Work, a custom note, or a voice category). */
  context: string
  /** The body signal as first written, capitalized; null for none. */
  signal: string | null
  time: number
}

function honoredOf(entry: CoachEntry): boolean | null {
  return entry.willIgnore === undefined ? null : entry.willIgnore === 'no'
}

export function factsOf(entries: readonly CoachEntry[]): EntryFacts[] {
  return entries.map((entry) => {
    const honored = honoredOf(entry)
    return {
      entry,
      honored,
      outcome: judgeOutcome(entry.consequence, honored),
      hasOutcome: hasText(entry.consequence),
      context: entryCategory(entry),
      signal: hasText(entry.bodySensation) ? capitalize(entry.bodySensation.trim()) : null,
      time: Date.parse(entry.timestamp),
    }
  })
}

/** The time-of-day slot of an entry, in the zone it was written in. */
export function slotOf(facts: EntryFacts): TimeSlot {
  return slotOfHour(localHour(facts.time, facts.entry.timeZone))
}

/** Counts over a set of entries: the numbers every answer is written from. */
export interface Tally {
  total: number
  honored: number
  ignored: number
  /** Outcomes that read as good or bad. */
  good: number
  bad: number
  /** Outcomes whose gut verdict could be judged, and how many proved the gut right. */
  judged: number
  right: number
  /** Entries with an outcome text at all. */
  withOutcome: number
}

export function tally(facts: readonly EntryFacts[]): Tally {
  const t: Tally = {
    total: 0,
    honored: 0,
    ignored: 0,
    good: 0,
    bad: 0,
    judged: 0,
    right: 0,
    withOutcome: 0,
  }
  for (const f of facts) {
    t.total += 1
    if (f.honored === true) t.honored += 1
    if (f.honored === false) t.ignored += 1
    if (f.outcome.valence === 'good') t.good += 1
    if (f.outcome.valence === 'bad') t.bad += 1
    if (f.outcome.gut !== null) t.judged += 1
    if (f.outcome.gut === 'right') t.right += 1
    if (f.hasOutcome) t.withOutcome += 1
  }
  return t
}

/** Entries grouped by a key (case-insensitive), each group named as first written. */
export interface Group {
  name: string
  facts: EntryFacts[]
  tally: Tally
}

export function groupBy(
  facts: readonly EntryFacts[],
  keyOf: (f: EntryFacts) => string | null,
): Group[] {
  const groups = new Map<string, { name: string; facts: EntryFacts[] }>()
  for (const f of facts) {
    const name = keyOf(f)
    if (name === null) continue
    const key = name.toLowerCase()
    const group = groups.get(key)
    if (group) group.facts.push(f)
    else groups.set(key, { name, facts: [f] })
  }
  return [...groups.values()].map((g) => ({ ...g, tally: tally(g.facts) }))
}

/** Larger groups first; ties by name, so the order never depends on the input's order. */
export function bySize(a: Group, b: Group): number {
  return b.facts.length - a.facts.length || a.name.localeCompare(b.name)
}
