import type { CalendarDay } from '../time/calendar-day'
import { hasText, strengthOf, type Entry } from '../journal/entry-schema'
import { GUT_MIN_JUDGED, monthStart } from './gut-over-time'
import type { OutcomeVerdict } from './gut-verdict'

/**
 * "Which gut feelings to trust", month by month: whether strong signals are proving right more
 * often, and whether faint ones are acted on less often. Insights shows it under calibration by
 * strength once the check-ins with a strength span two months.
 *
 * - A check-in belongs to the month of its own local day (as in 'Your gut, over time').
 * - A month's share is shown only from `GUT_MIN_JUDGED` judged strong outcomes, or from
 *   `GUT_MIN_JUDGED` faint check-ins for how often they were acted on: fewer say nothing.
 * - The trend names the first and the latest month shown, with their counts, and claims no
 *   more: a person reads "2 of 4 in August, 5 of 6 in November" and judges for themselves.
 * - Each check-in counts once (entries are told apart by id); no strength never counts.
 */

/** How many months the table shows at most, the latest last. */
export const STRENGTH_MAX_MONTHS = 6

/** A share of a month, or null when the month has too few to show one. */
export interface MonthShare {
  count: number
  of: number
  /** Whole percent. */
  percent: number
}

export interface StrengthMonth {
  /** The first day of the month. */
  start: CalendarDay
  /** Strong signals' judged outcomes that proved the gut right. */
  strongRight: MonthShare | null
  /** Faint signals the person acted on (honored). */
  faintActedOn: MonthShare | null
}

/** The first and the latest month with a share shown, when they differ. */
export interface StrengthTrend {
  from: { start: CalendarDay; share: MonthShare }
  to: { start: CalendarDay; share: MonthShare }
}

export interface StrengthByMonth {
  /** Months with a strong or faint check-in, the latest `STRENGTH_MAX_MONTHS`, oldest first. */
  months: StrengthMonth[]
  strongRight: StrengthTrend | null
  faintActedOn: StrengthTrend | null
}

const shareOf = (count: number, of: number, min: number): MonthShare | null =>
  of < min ? null : { count, of, percent: Math.round((count / of) * 100) }

function trendOf(
  months: readonly StrengthMonth[],
  pick: (month: StrengthMonth) => MonthShare | null,
): StrengthTrend | null {
  const shown = months.filter((m) => pick(m) !== null)
  if (shown.length < 2) return null
  const first = shown[0]!
  const last = shown.at(-1)!
  return {
    from: { start: first.start, share: pick(first)! },
    to: { start: last.start, share: pick(last)! },
  }
}

/**
 * Strength month by month for `entries`. `judge` is the verdict on one entry's outcome (the
 * core's rule, the person's own answer first); it is asked only about strong check-ins with an
 * outcome.
 */
export function strengthByMonth(
  entries: readonly Entry[],
  judge: (entry: Entry) => OutcomeVerdict,
): StrengthByMonth {
  const counts = new Map<
    CalendarDay,
    { right: number; judged: number; actedOn: number; faint: number }
  >()
  const seen = new Set<string>()
  for (const entry of entries) {
    if (seen.has(entry.id)) continue
    seen.add(entry.id)
    const strength = strengthOf(entry)
    if (strength !== 'strong' && strength !== 'faint') continue
    const start = monthStart(entry.day)
    let month = counts.get(start)
    if (!month) counts.set(start, (month = { right: 0, judged: 0, actedOn: 0, faint: 0 }))
    if (strength === 'faint') {
      month.faint += 1
      if (entry.willIgnore === 'no') month.actedOn += 1
      continue
    }
    if (!hasText(entry.consequence)) continue
    const verdict = judge(entry)
    if (verdict === null) continue
    month.judged += 1
    if (verdict === 'right') month.right += 1
  }
  const months = [...counts.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .slice(-STRENGTH_MAX_MONTHS)
    .map(([start, c]): StrengthMonth => ({
      start,
      strongRight: shareOf(c.right, c.judged, GUT_MIN_JUDGED),
      faintActedOn: shareOf(c.actedOn, c.faint, GUT_MIN_JUDGED),
    }))
  return {
    months,
    strongRight: trendOf(months, (m) => m.strongRight),
    faintActedOn: trendOf(months, (m) => m.faintActedOn),
  }
}
