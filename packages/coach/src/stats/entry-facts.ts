import { entryCategory, type CoachEntry, type GutFeeling } from '@hara/core'
import { judgeOutcome, type OutcomeJudgement } from '../text/outcome'
import { capitalize } from '../phrasing'
import { epochMs } from './epoch'
import { localHour, localWeekday, slotOfHour, type TimeSlot, type Weekday } from './time-of-day'

/**
 * What the coach knows about each entry, computed once per request: whether the gut was
 * honored, the entry's category and body signal, and (read only when an answer needs it, see
 * `outcomeOf`) how the outcome went. Every field is always present, so the passes over ten
 * thousand of these read one object shape.
 */
export interface EntryFacts {
  readonly entry: CoachEntry
  readonly voice: boolean
  readonly feeling: GutFeeling | null
  /** A decision was tracked (non-blank text). */
  readonly hasDecision: boolean
  /** Whether the gut was honored; null when the ignore question was not answered. */
  readonly honored: boolean | null
  /** What the person answered: honored, ignored (yes) or not sure; null when unanswered. */
  readonly answer: Answer | null
  readonly hasOutcome: boolean
  /** The category as the timeline shows it (Work, a custom note, or a voice category). */
  readonly context: string
  /** The body signal as first written, capitalized; null for none. */
  readonly signal: string | null
  readonly time: number
  /** The outcome's reading, once `outcomeOf` has read it. */
  judged: OutcomeJudgement | null
  /** The local time-of-day slot, once `slotOf` has worked it out. */
  slot: TimeSlot | null
  /** The local day of the week, once `weekdayOf` has worked it out. */
  weekday: Weekday | null
}

/** The three answers to "will you ignore it?": no (honored), yes (ignored), not sure. */
export type Answer = 'honored' | 'ignored' | 'not-sure'

const ANSWERS = { no: 'honored', yes: 'ignored', 'not-sure': 'not-sure' } as const

const NO_OUTCOME: OutcomeJudgement = Object.freeze({ valence: 'unknown', gut: null })

/** How the outcome went and whether the gut proved right; read on first use. */
export function outcomeOf(f: EntryFacts): OutcomeJudgement {
  if (f.judged === null) {
    f.judged = f.hasOutcome
      ? judgeOutcome(f.entry.consequence, f.honored, f.feeling, f.entry.ownVerdict)
      : NO_OUTCOME
  }
  return f.judged
}

/** Whether a text holds something other than white space (most start with a letter). */
const filled = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.length > 0 && (text.charCodeAt(0) > 32 || /\S/.test(text))

/**
 * Names read once per request: a journal repeats a few contexts and body signals thousands of
 * times, so each tap context and each signal as written is read once.
 */
interface Names {
  /** By context, then by custom note ('' for none). */
  contexts: Map<string | undefined, Map<string, string>>
  signals: Map<string, string | null>
}

function contextOf(entry: CoachEntry, names: Names): string {
  if (entry.mode === 'voice') return entryCategory(entry)
  let notes = names.contexts.get(entry.context)
  if (!notes) names.contexts.set(entry.context, (notes = new Map()))
  const note = entry.customNote ?? ''
  let context = notes.get(note)
  if (context === undefined) notes.set(note, (context = entryCategory(entry)))
  return context
}

function signalOf(raw: string | undefined, names: Names): string | null {
  if (raw === undefined) return null
  let signal = names.signals.get(raw)
  if (signal === undefined) {
    signal = filled(raw) ? capitalize(raw.trim()) : null
    names.signals.set(raw, signal)
  }
  return signal
}

function factOf(entry: CoachEntry, names: Names): EntryFacts {
  return {
    entry,
    voice: entry.mode === 'voice',
    feeling: entry.gutFeeling ?? null,
    hasDecision: filled(entry.decision),
    honored: entry.willIgnore === undefined ? null : entry.willIgnore === 'no',
    answer: entry.willIgnore === undefined ? null : ANSWERS[entry.willIgnore],
    hasOutcome: filled(entry.consequence),
    context: contextOf(entry, names),
    signal: signalOf(entry.bodySensation, names),
    time: epochMs(entry.timestamp),
    judged: null,
    slot: null,
    weekday: null,
  }
}

export function factsOf(entries: readonly CoachEntry[]): EntryFacts[] {
  const names: Names = { contexts: new Map(), signals: new Map() }
  return entries.map((entry) => factOf(entry, names))
}

/** The time-of-day slot of an entry, in the zone it was written in. */
export function slotOf(facts: EntryFacts): TimeSlot {
  return (facts.slot ??= slotOfHour(localHour(facts.time, facts.entry.timeZone)))
}

/** The day of the week of an entry, in the zone it was written in. */
export function weekdayOf(facts: EntryFacts): Weekday {
  return (facts.weekday ??= localWeekday(facts.time, facts.entry.timeZone))
}

/** How many entries, and what was answered: cheap, no outcome read. */
export interface Tally {
  total: number
  honored: number
  /** Not honored: ignored or not sure (the trust score's "ignored": 'yes' and 'not sure' both count so). */
  notHonored: number
  /** Answered "yes, I will ignore it". */
  ignored: number
  /** Answered "not sure". */
  notSure: number
  /** Entries with an outcome text at all. */
  withOutcome: number
}

export function tally(facts: readonly EntryFacts[]): Tally {
  const t: Tally = { total: 0, honored: 0, notHonored: 0, ignored: 0, notSure: 0, withOutcome: 0 }
  for (const f of facts) {
    t.total += 1
    if (f.answer === 'honored') t.honored += 1
    else if (f.answer === 'ignored') t.ignored += 1
    else if (f.answer === 'not-sure') t.notSure += 1
    if (f.hasOutcome) t.withOutcome += 1
  }
  t.notHonored = t.ignored + t.notSure
  return t
}

/** How the outcomes went: this reads every outcome text, so only answers that need it ask. */
export interface OutcomeTally {
  good: number
  bad: number
  /** Outcomes whose gut verdict could be judged, and how many proved the gut right. */
  judged: number
  right: number
}

export function outcomeTally(facts: readonly EntryFacts[]): OutcomeTally {
  const t: OutcomeTally = { good: 0, bad: 0, judged: 0, right: 0 }
  for (const f of facts) {
    if (!f.hasOutcome) continue
    const { valence, gut } = outcomeOf(f)
    if (valence === 'good') t.good += 1
    if (valence === 'bad') t.bad += 1
    if (gut !== null) t.judged += 1
    if (gut === 'right') t.right += 1
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
