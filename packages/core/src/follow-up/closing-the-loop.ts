import { localDay, type CalendarDay } from '../time/calendar-day'
import { hasDecision, hasOutcome, type Entry } from '../journal/entry-schema'
import type { OutcomeVerdict } from '../gut/gut-verdict'
import { weekDays } from '../time/week'

/**
 * Insights' 'Closing the loop' (ADR 0023): how many tracked decisions have their outcome, this
 * week and all time, and, from three outcomes on, how often they went as the gut said.
 *
 * Whether an outcome went as the gut said is read from its text by the coach engine (the same
 * reading the Signals and Trust analyses use); the core only counts, so the caller passes that
 * reading in as `judge`.
 */

/** The share of outcomes that went as the gut said shows once this many could be read. */
export const GUT_SHARE_MIN_OUTCOMES = 3

export interface ClosingTheLoop {
  /** Decisions ever tracked and still on the timeline. */
  tracked: number
  /** Of those, the ones with an outcome. */
  closed: number
  /** Outcomes of tracked decisions logged this week (Sunday to Saturday, on this device). */
  closedThisWeek: number
  /**
   * How the outcomes went against the gut: null until `GUT_SHARE_MIN_OUTCOMES` outcomes could
   * be read, or while no reading was given.
   */
  asGutSaid: { right: number; judged: number; percent: number } | null
}

/**
 * The 'Closing the loop' figures for `entries` on `today` in `timeZone` (the device's, which
 * places each outcome's time on a day). `judge` reads one outcome; leave it out while the
 * reader is loading.
 */
export function closingTheLoop(
  entries: readonly Entry[],
  today: CalendarDay,
  timeZone: string,
  judge?: (entry: Entry) => OutcomeVerdict,
): ClosingTheLoop {
  const week = new Set(weekDays(today))
  const tracked = entries.filter(hasDecision)
  const closed = tracked.filter(hasOutcome)
  const closedThisWeek = closed.filter(
    (entry) =>
      entry.consequenceDate !== null &&
      week.has(localDay(Date.parse(entry.consequenceDate), timeZone)),
  ).length
  let asGutSaid: ClosingTheLoop['asGutSaid'] = null
  if (judge) {
    const verdicts = closed.map(judge).filter((verdict) => verdict !== null)
    const right = verdicts.filter((verdict) => verdict === 'right').length
    if (verdicts.length >= GUT_SHARE_MIN_OUTCOMES) {
      asGutSaid = {
        right,
        judged: verdicts.length,
        percent: Math.round((right / verdicts.length) * 100),
      }
    }
  }
  return { tracked: tracked.length, closed: closed.length, closedThisWeek, asGutSaid }
}
