import { hasDecision, hasOutcome, isHonored, type Entry } from './entry-schema'
import { earnedOutcomeXp } from './achievements'
import { isAwaitingOutcome } from './follow-up'

/**
 * What a device keeps beside a journal stored one record per entry, so that the screens that
 * open first (Home, the achievements' progress, the outcome reminder) never read every entry:
 * the counts the achievement rules measure and the ids of the decisions waiting for an outcome.
 * It is a pure function of the entries (`summaryOf`), kept in step record by record
 * (`summaryAfter`), and the two always agree (property-tested).
 */
export interface JournalSummary {
  /** Entries kept. */
  entries: number
  /** Entries with a non-blank decision. */
  decisions: number
  /** Entries with a logged outcome. */
  outcomes: number
  /** Entries whose outcome earned outcome XP (each once). */
  outcomesLogged: number
  /** Entries where the gut was honored. */
  honored: number
  /** Ids of the tracked decisions waiting for an outcome (`isAwaitingOutcome`), sorted. */
  waiting: string[]
}

export const EMPTY_SUMMARY: JournalSummary = Object.freeze({
  entries: 0,
  decisions: 0,
  outcomes: 0,
  outcomesLogged: 0,
  honored: 0,
  waiting: Object.freeze([]) as unknown as string[],
})

type Counted = Exclude<keyof JournalSummary, 'waiting'>

function counts(entry: Entry): Record<Counted, number> {
  return {
    entries: 1,
    decisions: hasDecision(entry) ? 1 : 0,
    outcomes: hasOutcome(entry) ? 1 : 0,
    outcomesLogged: earnedOutcomeXp(entry) ? 1 : 0,
    honored: isHonored(entry) ? 1 : 0,
  }
}

const COUNTED: readonly Counted[] = ['entries', 'decisions', 'outcomes', 'outcomesLogged', 'honored']

/**
 * The summary after one entry changed: `before` is the entry as it was stored (null for a new
 * one), `after` as it is now (null once deleted).
 */
export function summaryAfter(
  summary: JournalSummary,
  before: Entry | null,
  after: Entry | null,
): JournalSummary {
  const minus = before ? counts(before) : null
  const plus = after ? counts(after) : null
  const next = { ...summary }
  for (const name of COUNTED) {
    next[name] = Math.max(0, summary[name] - (minus?.[name] ?? 0) + (plus?.[name] ?? 0))
  }
  const id = (after ?? before)?.id
  if (id === undefined) return summary
  const waits = after !== null && isAwaitingOutcome(after)
  const listed = summary.waiting.includes(id)
  if (waits && !listed) next.waiting = [...summary.waiting, id].sort()
  else if (!waits && listed) next.waiting = summary.waiting.filter((other) => other !== id)
  return next
}

/** The summary of a whole list of entries. */
export function summaryOf(entries: readonly Entry[]): JournalSummary {
  const summary = { ...EMPTY_SUMMARY, waiting: [] as string[] }
  for (const entry of entries) {
    const add = counts(entry)
    for (const name of COUNTED) summary[name] += add[name]
    if (isAwaitingOutcome(entry)) summary.waiting.push(entry.id)
  }
  summary.waiting.sort()
  return summary
}

/** Whether two summaries say the same. */
export function sameSummary(a: JournalSummary, b: JournalSummary): boolean {
  return (
    COUNTED.every((name) => a[name] === b[name]) &&
    a.waiting.length === b.waiting.length &&
    a.waiting.every((id, i) => b.waiting[i] === id)
  )
}
