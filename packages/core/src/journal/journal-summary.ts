import {
  closedTheLoop,
  entryTimeMs,
  hasDecision,
  hasOutcome,
  isHonored,
  type Entry,
} from './entry-schema'
import type { CalendarDay } from '../time/calendar-day'
import { sortedJson } from '../encoding/sorted-json'
import { dayAfter, dayCountsOf, sameDays, type JournalDays } from './day-counts'
import {
  FOLLOW_UP_ROWS,
  followUpDay,
  isAwaitingOutcome,
  MAX_REPORTED_WAITING,
  outcomeReminderDay,
  type FollowUpReport,
} from '../follow-up/follow-up'

/**
 * What a device keeps beside a journal stored one record per entry, so that the screens that
 * open first (Home, the achievements' progress, the outcome reminder) never read every entry:
 * the counts the achievement rules measure and the decisions waiting for an outcome, each with
 * the days it is asked about (Home) and reminded of (the outcome reminder).
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
  /** Tracked decisions whose outcome was logged in the app (`closedTheLoop`), each once. */
  loopsClosed: number
  /** Entries where the gut was honored. */
  honored: number
  /** The tracked decisions waiting for an outcome (`isAwaitingOutcome`), by id. */
  waiting: WaitingDecision[]
  /**
   * A digest of every entry's content, whatever their order: the sum of each entry's hash,
   * modulo 2³². Two phones holding the same journal hold the same digest, and any change of an
   * entry (its words, an outcome, a verdict) changes it: what the coach's answers of the day are
   * made from (`journalBasis`).
   */
  contents: number
  /** Entries where the gut said no and the person honored it (a long goal's count). */
  honoredNos: number
  /** What each calendar day with entries holds (`DayCounts`), by the entry's own day. */
  days: JournalDays
}

/** A decision waiting for its outcome, as the summary keeps it: no words, only days. */
export interface WaitingDecision {
  id: string
  /** The entry's time (ms), to ask about the oldest first. */
  at: number
  /** The first day Home asks about it (`followUpDay`). */
  due: CalendarDay
  /** The first day it brings an outcome reminder (`outcomeReminderDay`). */
  remind: CalendarDay
}

function waitingOf(entry: Entry): WaitingDecision | null {
  if (!isAwaitingOutcome(entry)) return null
  return {
    id: entry.id,
    at: entryTimeMs(entry),
    due: followUpDay(entry),
    remind: outcomeReminderDay(entry),
  }
}

const byId = (a: WaitingDecision, b: WaitingDecision) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

export const EMPTY_SUMMARY: JournalSummary = Object.freeze({
  entries: 0,
  decisions: 0,
  outcomes: 0,
  loopsClosed: 0,
  honored: 0,
  waiting: Object.freeze([]) as unknown as WaitingDecision[],
  contents: 0,
  honoredNos: 0,
  days: Object.freeze({}) as JournalDays,
})

type Counted = Exclude<keyof JournalSummary, 'waiting' | 'contents' | 'days'>

/** FNV-1a over the entry's canonical text: a 32-bit hash, the same on every phone. */
export function entryHash(entry: Entry): number {
  const text = sortedJson(entry)
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/**
 * What the coach's answers of a day are made from, in one string: the journal's size and the
 * digest of its contents. An answer kept with another basis was made from another journal.
 */
export function journalBasis(summary: JournalSummary): string {
  return `${summary.entries}:${summary.contents.toString(36)}`
}

function counts(entry: Entry): Record<Counted, number> {
  return {
    entries: 1,
    decisions: hasDecision(entry) ? 1 : 0,
    outcomes: hasOutcome(entry) ? 1 : 0,
    loopsClosed: closedTheLoop(entry) ? 1 : 0,
    honored: isHonored(entry) ? 1 : 0,
    honoredNos: entry.gutFeeling === 'no' && isHonored(entry) ? 1 : 0,
  }
}

/** The summary's whole-journal counts (the journal's database checks a stored summary by them). */
export const COUNTED: readonly Counted[] = [
  'entries',
  'decisions',
  'outcomes',
  'loopsClosed',
  'honored',
  'honoredNos',
]

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
  next.contents =
    (summary.contents - (before ? entryHash(before) : 0) + (after ? entryHash(after) : 0)) >>> 0
  next.days = dayAfter(summary.days, before, after)
  const id = (after ?? before)?.id
  if (id === undefined) return summary
  const waits = after === null ? null : waitingOf(after)
  const listed = summary.waiting.find((item) => item.id === id)
  if (waits === null && listed === undefined) return next
  if (waits !== null && listed !== undefined && sameWaiting(waits, listed)) return next
  const others = summary.waiting.filter((item) => item.id !== id)
  next.waiting = waits === null ? others : [...others, waits].sort(byId)
  return next
}

/** The summary of a whole list of entries. */
export function summaryOf(entries: readonly Entry[]): JournalSummary {
  const summary = { ...EMPTY_SUMMARY, waiting: [] as WaitingDecision[] }
  for (const entry of entries) {
    const add = counts(entry)
    for (const name of COUNTED) summary[name] += add[name]
    summary.contents = (summary.contents + entryHash(entry)) >>> 0
    const waits = waitingOf(entry)
    if (waits) summary.waiting.push(waits)
  }
  summary.waiting.sort(byId)
  summary.days = dayCountsOf(entries)
  return summary
}

/** Whether two summaries say the same. */
export function sameSummary(a: JournalSummary, b: JournalSummary): boolean {
  return (
    COUNTED.every((name) => a[name] === b[name]) &&
    a.contents === b.contents &&
    sameDays(a.days, b.days) &&
    a.waiting.length === b.waiting.length &&
    a.waiting.every((item, i) => sameWaiting(item, b.waiting[i]))
  )
}

function sameWaiting(a: WaitingDecision, b: WaitingDecision | undefined): boolean {
  return (
    b !== undefined && a.id === b.id && a.at === b.at && a.due === b.due && a.remind === b.remind
  )
}

/**
 * The ids of Home's "How did it turn out?" rows on `today` (as `dueFollowUps` picks them from
 * the entries): decisions whose day to ask has come, oldest first, at most `limit`.
 */
export function dueDecisionIds(
  summary: JournalSummary,
  today: CalendarDay,
  limit: number = FOLLOW_UP_ROWS,
): string[] {
  return summary.waiting
    .filter((item) => item.due <= today)
    .sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : 1))
    .slice(0, limit)
    .map((item) => item.id)
}

/** What a device reports for the outcome reminder (as `followUpReport` gives it). */
export function summaryFollowUpReport(summary: JournalSummary): FollowUpReport {
  let dueOn: CalendarDay | null = null
  for (const item of summary.waiting) if (dueOn === null || item.remind < dueOn) dueOn = item.remind
  return { waiting: Math.min(summary.waiting.length, MAX_REPORTED_WAITING), dueOn }
}
