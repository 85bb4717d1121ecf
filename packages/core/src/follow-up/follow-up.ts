import { addDays, type CalendarDay } from '../time/calendar-day'
import { hasOutcome, hasText, type Entry, type TapEntry } from '../journal/entry-schema'

/**
 * Closing the loop: a tracked decision comes back for its outcome. Intuition is
 * trainable where there is regular feedback, so a decision tracked at a check-in
 * (`needsFollowUp`) is asked about on Home ("How did it turn out?") from two days on, and, with
 * reminders on, brings an outcome reminder from three days on.
 *
 * The person's answers live in the entry, so they travel with export, import and the backup:
 * 'Not yet' stores the day to ask again (`askAgainOn`), 'Stop asking' sets `followUpStopped`.
 * Days are local calendar days: the entry's own `day`, and `today` on the device.
 */

/** Home asks about a decision from this many days after the day it was tracked. */
export const FOLLOW_UP_AFTER_DAYS = 2
/** 'Not yet' asks again this many days later. */
export const FOLLOW_UP_SNOOZE_DAYS = 3
/** Home lists at most this many decisions, oldest first. */
export const FOLLOW_UP_ROWS = 3
/** A decision brings an outcome reminder once it has waited this many days. */
export const OUTCOME_REMINDER_AFTER_DAYS = 3

function laterDay(a: CalendarDay, b: CalendarDay | undefined): CalendarDay {
  return b !== undefined && b > a ? b : a
}

/**
 * Whether `entry` is a tracked decision still waiting for its outcome: a tap check-in that
 * tracked a decision, with no outcome, that the person has not asked us to stop asking about.
 */
export function isAwaitingOutcome(entry: Entry): entry is TapEntry {
  return (
    entry.mode === 'tap' &&
    entry.needsFollowUp &&
    hasText(entry.decision) &&
    !hasOutcome(entry) &&
    entry.followUpStopped !== true
  )
}

/** The first day Home asks about `entry`: two days after it, or the 'Not yet' day if later. */
export function followUpDay(entry: TapEntry): CalendarDay {
  return laterDay(addDays(entry.day, FOLLOW_UP_AFTER_DAYS), entry.askAgainOn)
}

/** The first day `entry` brings an outcome reminder: three days after, or the 'Not yet' day. */
export function outcomeReminderDay(entry: TapEntry): CalendarDay {
  return laterDay(addDays(entry.day, OUTCOME_REMINDER_AFTER_DAYS), entry.askAgainOn)
}

function oldestFirst(a: Entry, b: Entry): number {
  return Date.parse(a.timestamp) - Date.parse(b.timestamp) || (a.id < b.id ? -1 : 1)
}

/**
 * The rows of Home's "How did it turn out?" on `today`: decisions waiting for their outcome
 * whose day to ask has come, oldest first, at most `limit`. Empty means no card.
 */
export function dueFollowUps(
  entries: readonly Entry[],
  today: CalendarDay,
  limit: number = FOLLOW_UP_ROWS,
): TapEntry[] {
  return entries
    .filter(isAwaitingOutcome)
    .filter((entry) => followUpDay(entry) <= today)
    .sort(oldestFirst)
    .slice(0, limit)
}

export interface FollowUpChange {
  entries: Entry[]
  /** False when the entry was not found or is not waiting for an outcome. */
  changed: boolean
}

function changeWaiting(
  entries: readonly Entry[],
  id: string,
  change: (entry: TapEntry) => TapEntry,
): FollowUpChange {
  let changed = false
  const next = entries.map((entry) => {
    if (entry.id !== id || !isAwaitingOutcome(entry)) return entry
    changed = true
    return change(entry)
  })
  return { entries: next, changed }
}

/** 'Not yet': asks about the decision again three days after `today`. */
export function snoozeFollowUp(
  entries: readonly Entry[],
  id: string,
  today: CalendarDay,
): FollowUpChange {
  return changeWaiting(entries, id, (entry) => ({
    ...entry,
    askAgainOn: laterDay(addDays(today, FOLLOW_UP_SNOOZE_DAYS), entry.askAgainOn),
  }))
}

/** 'Stop asking': the decision stays on the Timeline and is never asked about again. */
export function stopFollowUp(entries: readonly Entry[], id: string): FollowUpChange {
  return changeWaiting(entries, id, (entry) => ({ ...entry, followUpStopped: true }))
}

/**
 * The most decisions a device reports as waiting. A count is all the server needs (it sends
 * one reminder whatever the number), so larger journals report this.
 */
export const MAX_REPORTED_WAITING = 1000

/**
 * What a device tells the server about its tracked decisions, for the outcome reminder: how
 * many are waiting and the local day the oldest becomes due. Never a decision, a date of
 * check-in or any text.
 */
export interface FollowUpReport {
  waiting: number
  /** The earliest day any waiting decision brings a reminder; null when none waits. */
  dueOn: CalendarDay | null
}

export const NOTHING_WAITING: FollowUpReport = Object.freeze({ waiting: 0, dueOn: null })

/** The report for `entries` (see `FollowUpReport`). */
export function followUpReport(entries: readonly Entry[]): FollowUpReport {
  let waiting = 0
  let dueOn: CalendarDay | null = null
  for (const entry of entries) {
    if (!isAwaitingOutcome(entry)) continue
    waiting += 1
    const day = outcomeReminderDay(entry)
    if (dueOn === null || day < dueOn) dueOn = day
  }
  return { waiting: Math.min(waiting, MAX_REPORTED_WAITING), dueOn }
}

/** Whether two reports say the same, so a device sends a report only when it changes. */
export function sameFollowUpReport(a: FollowUpReport, b: FollowUpReport): boolean {
  return a.waiting === b.waiting && a.dueOn === b.dueOn
}
