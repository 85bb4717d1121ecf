import { addDays, type CalendarDay } from '../time/calendar-day'
import { entryCategory } from '../journal/category'
import { hasText, type Entry } from '../journal/entry-schema'
import { weekStart } from '../time/week'
import type { OutcomeVerdict } from './gut-verdict'

/**
 * "Is my gut getting sharper?": Insights' 'Your gut, over time'. Of the outcomes judged by the
 * rule in gut-verdict.ts, the share where the gut was right, period by period, and where it is
 * most and least reliable.
 *
 * - An outcome belongs to the period of its check-in's local day, the day stored with the entry
 *   in the zone it was written in (the gut spoke then, whenever the outcome was logged). A
 *   later trip, or a daylight-saving change, never moves it to another period.
 * - Months, once the judged outcomes reach back into the month two before today's (three
 *   calendar months or more); weeks (Sunday to Saturday, as on Home) while the journal is
 *   younger.
 * - A period is shown only with at least three judged outcomes, and so is a context or a body
 *   signal as most or least reliable: fewer say nothing a person could lean on.
 * - Each check-in counts once, in one period (entries are told apart by id).
 */

/** Judged outcomes a period, a context or a body signal needs before it is shown. */
export const GUT_MIN_JUDGED = 3

/** Months from the month two before today's (three calendar months); weeks before that. */
export const GUT_MONTHLY_FROM_MONTHS = 3

/** How many periods the chart shows at most, the latest last: a phone's width. */
export const GUT_MAX_PERIODS = 12

export type GutGrain = 'month' | 'week'

export interface GutTally {
  right: number
  judged: number
  /** Whole percent right. */
  percent: number
}

export interface GutPeriod extends GutTally {
  /** The first day of the month, or the Sunday that starts the week. */
  start: CalendarDay
}

export interface GutPlace extends GutTally {
  /** The context or body signal, as first written. */
  name: string
}

export interface GutReliability {
  most: GutPlace
  /** Null when only one qualifies, or all are equally reliable. */
  least: GutPlace | null
}

export interface GutOverTime {
  grain: GutGrain
  /** Every judged outcome, all time. */
  total: GutTally
  /** Every period with a judged outcome, oldest first (shown or not). */
  periods: GutPeriod[]
  /** The periods with at least `GUT_MIN_JUDGED`, the latest `GUT_MAX_PERIODS`, oldest first. */
  shown: GutPeriod[]
  byContext: GutReliability | null
  bySignal: GutReliability | null
  /** While nothing is shown: judged outcomes still needed in one period (else 0). */
  needed: number
}

const tallyOf = (right: number, judged: number): GutTally => ({
  right,
  judged,
  percent: judged === 0 ? 0 : Math.round((right / judged) * 100),
})

/** The first day of the month of `day`. */
export const monthStart = (day: CalendarDay): CalendarDay => `${day.slice(0, 7)}-01`

/** Calendar months from the month of `from` to that of `to`: 0 within one month. */
function monthsBetween(from: CalendarDay, to: CalendarDay): number {
  const months = (day: CalendarDay) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7))
  return months(to) - months(from)
}

/** The grain for judged outcomes whose earliest local day is `first`, seen on `today`. */
export function gutGrain(first: CalendarDay | null, today: CalendarDay): GutGrain {
  return first !== null && monthsBetween(first, today) >= GUT_MONTHLY_FROM_MONTHS - 1
    ? 'month'
    : 'week'
}

/** The start of the period of `day`. */
export function periodStart(day: CalendarDay, grain: GutGrain): CalendarDay {
  return grain === 'month' ? monthStart(day) : weekStart(day)
}

/** The first day of the next period. */
export function nextPeriod(start: CalendarDay, grain: GutGrain): CalendarDay {
  if (grain === 'week') return addDays(start, 7)
  const year = Number(start.slice(0, 4))
  const month = Number(start.slice(5, 7))
  return month === 12
    ? `${String(year + 1).padStart(4, '0')}-01-01`
    : `${start.slice(0, 4)}-${String(month + 1).padStart(2, '0')}-01`
}

class Counter {
  private readonly byKey = new Map<string, { name: string; right: number; judged: number }>()
  add(name: string, right: boolean) {
    const key = name.toLowerCase()
    let group = this.byKey.get(key)
    if (!group) this.byKey.set(key, (group = { name, right: 0, judged: 0 }))
    group.judged += 1
    if (right) group.right += 1
  }
  reliability(): GutReliability | null {
    const places = [...this.byKey.values()]
      .filter((g) => g.judged >= GUT_MIN_JUDGED)
      .map((g) => ({ name: g.name, ...tallyOf(g.right, g.judged) }))
      // Most reliable first: the higher share, then the more outcomes behind it, then by name.
      .sort(
        (a, b) =>
          b.right / b.judged - a.right / a.judged ||
          b.judged - a.judged ||
          a.name.localeCompare(b.name),
      )
    const most = places[0]
    if (!most) return null
    const last = places[places.length - 1]!
    const least = last !== most && last.right / last.judged < most.right / most.judged ? last : null
    return { most, least }
  }
}

/**
 * 'Your gut, over time' for `entries` on `today` (the device's day). `judge` is the verdict on
 * one entry's outcome (the coach's reading through gut-verdict.ts); it is asked only about
 * entries with an outcome.
 */
export function gutOverTime(
  entries: readonly Entry[],
  judge: (entry: Entry) => OutcomeVerdict,
  today: CalendarDay,
): GutOverTime {
  const seen = new Set<string>()
  const judged: { day: CalendarDay; right: boolean }[] = []
  const contexts = new Counter()
  const signals = new Counter()
  let first: CalendarDay | null = null
  for (const entry of entries) {
    if (seen.has(entry.id)) continue
    seen.add(entry.id)
    if (!hasText(entry.consequence)) continue
    const verdict = judge(entry)
    if (verdict === null) continue
    const right = verdict === 'right'
    judged.push({ day: entry.day, right })
    if (first === null || entry.day < first) first = entry.day
    contexts.add(entryCategory(entry), right)
    if (entry.mode === 'tap' && hasText(entry.bodySensation)) {
      signals.add(entry.bodySensation.trim(), right)
    }
  }

  const grain = gutGrain(first, today)
  const byStart = new Map<CalendarDay, { right: number; judged: number }>()
  let right = 0
  for (const outcome of judged) {
    const start = periodStart(outcome.day, grain)
    let period = byStart.get(start)
    if (!period) byStart.set(start, (period = { right: 0, judged: 0 }))
    period.judged += 1
    if (outcome.right) {
      period.right += 1
      right += 1
    }
  }
  const periods = [...byStart.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([start, p]) => ({ start, ...tallyOf(p.right, p.judged) }))
  const shown = periods.filter((p) => p.judged >= GUT_MIN_JUDGED).slice(-GUT_MAX_PERIODS)
  const most = Math.max(0, ...periods.map((p) => p.judged))
  return {
    grain,
    total: tallyOf(right, judged.length),
    periods,
    shown,
    byContext: contexts.reliability(),
    bySignal: signals.reliability(),
    needed: shown.length > 0 ? 0 : GUT_MIN_JUDGED - most,
  }
}
