import { hasOutcome, isHonored, type Entry } from '../journal/entry-schema'
import { gutCallOf, ownVerdictOf } from '../gut/gut-verdict'
import type { CalendarDay } from '../time/calendar-day'

/**
 * What the journal's summary keeps for the long goals (long-goals.ts), so that the
 * Achievements screen never reads every entry: the days with a check-in (for the longest
 * streak), the honored 'no's, and the outcomes judged month by month (for calibration). Like
 * the rest of the summary it is a pure function of the entries, kept in step entry by entry.
 */
export interface GoalTally {
  /**
   * Entries per local day (the day stored with each entry), a month to a key (`YYYY-MM`): 31
   * counts, the first for the 1st; no key for a month without any. Ten years are 120 short
   * lists, quick to copy and to store with every change.
   */
  days: Record<string, number[]>
  /** Entries where the gut said no and the person honored it. */
  honoredNos: number
  /**
   * Outcomes the person judged themselves ("Was your gut right?" Yes or No: the verdict rule
   * takes their word over any reading), per month (`YYYY-MM`) of the check-in's day.
   */
  judged: Record<string, number>
}

export const EMPTY_GOAL_TALLY: GoalTally = Object.freeze({
  days: Object.freeze({}) as Record<string, number[]>,
  honoredNos: 0,
  judged: Object.freeze({}) as Record<string, number>,
})

/** Whether the gut said no and the person honored it. */
export function honoredNo(entry: Entry): boolean {
  return entry.gutFeeling === 'no' && isHonored(entry)
}

/**
 * Whether the entry's outcome is judged by the person's own verdict: the one part of the
 * verdict rule (gut-verdict.ts) that needs no reading of the outcome's words.
 */
export function judgedByOwnVerdict(entry: Entry): boolean {
  if (!hasOutcome(entry)) return false
  const own = ownVerdictOf(gutCallOf(entry).own)
  return own === 'right' || own === 'wrong'
}

/** `counts` with each key moved by its delta; the same object when nothing moves. */
function shifted(
  counts: Record<string, number>,
  deltas: readonly (readonly [string, number])[],
): Record<string, number> {
  if (deltas.every(([, by]) => by === 0)) return counts
  const next = { ...counts }
  for (const [key, by] of deltas) {
    const count = (next[key] ?? 0) + by
    if (count > 0) next[key] = count
    else delete next[key]
  }
  return next
}

const monthOf = (entry: Entry) => entry.day.slice(0, 7)

/** `days` with the count of `day` moved by each delta; copies one month's list. */
function shiftedDays(
  days: Record<string, number[]>,
  deltas: readonly (readonly [string, number])[],
): Record<string, number[]> {
  if (deltas.length === 0) return days
  const next = { ...days }
  for (const [day, by] of deltas) {
    const month = day.slice(0, 7)
    const counts = [...(next[month] ?? new Array<number>(31).fill(0))]
    const index = Number(day.slice(8, 10)) - 1
    counts[index] = Math.max(0, (counts[index] ?? 0) + by)
    if (counts.some((count) => count > 0)) next[month] = counts
    else delete next[month]
  }
  return next
}

/** The days with a check-in, in calendar order. */
export function checkInDays(tally: Pick<GoalTally, 'days'>): CalendarDay[] {
  const days: CalendarDay[] = []
  for (const month of Object.keys(tally.days).sort()) {
    tally.days[month]?.forEach((count, index) => {
      if (count > 0) days.push(`${month}-${String(index + 1).padStart(2, '0')}`)
    })
  }
  return days
}

/**
 * The tally after one entry changed (null before: a new entry; null after: deleted). Each
 * count is copied at most once, so a change costs one pass over the days however it moves.
 */
export function goalTallyAfter(
  tally: GoalTally,
  before: Entry | null,
  after: Entry | null,
): GoalTally {
  const days: [string, number][] = []
  const judged: [string, number][] = []
  let honoredNos = tally.honoredNos
  for (const [entry, sign] of [
    [before, -1],
    [after, 1],
  ] as const) {
    if (entry === null) continue
    days.push([entry.day, sign])
    if (judgedByOwnVerdict(entry)) judged.push([monthOf(entry), sign])
    if (honoredNo(entry)) honoredNos += sign
  }
  const sameDay = before !== null && after !== null && before.day === after.day
  return {
    days: sameDay ? tally.days : shiftedDays(tally.days, days),
    honoredNos: Math.max(0, honoredNos),
    judged: shifted(tally.judged, judged),
  }
}

/** The tally of a whole list of entries. */
export function goalTallyOf(entries: readonly Entry[]): GoalTally {
  const days: Record<string, number[]> = {}
  const judged: Record<string, number> = {}
  let honoredNos = 0
  for (const entry of entries) {
    const month = (days[monthOf(entry)] ??= new Array<number>(31).fill(0))
    const index = Number(entry.day.slice(8, 10)) - 1
    month[index] = (month[index] ?? 0) + 1
    if (honoredNo(entry)) honoredNos++
    if (judgedByOwnVerdict(entry)) judged[monthOf(entry)] = (judged[monthOf(entry)] ?? 0) + 1
  }
  return { days, honoredNos, judged }
}

function sameDays(a: Record<string, number[]>, b: Record<string, number[]>): boolean {
  const months = Object.keys(a)
  return (
    months.length === Object.keys(b).length &&
    months.every((month) => {
      const other = b[month]
      return other !== undefined && (a[month] ?? []).every((count, i) => count === other[i])
    })
  )
}

function sameCounts(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key])
}

/** Whether two tallies say the same. */
export function sameGoalTally(a: GoalTally, b: GoalTally): boolean {
  return a.honoredNos === b.honoredNos && sameDays(a.days, b.days) && sameCounts(a.judged, b.judged)
}

function isCounts(value: unknown, key: RegExp): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  return Object.entries(value).every(
    ([name, count]) => key.test(name) && Number.isInteger(count) && (count as number) > 0,
  )
}

function isDays(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  return Object.entries(value).every(
    ([month, counts]) =>
      /^\d{4}-\d{2}$/.test(month) &&
      Array.isArray(counts) &&
      counts.length === 31 &&
      counts.every((count) => Number.isInteger(count) && (count as number) >= 0) &&
      counts.some((count) => (count as number) > 0),
  )
}

/** Whether a stored value is a tally (a summary stored before the long goals has none). */
export function isGoalTally(value: unknown): value is GoalTally {
  if (typeof value !== 'object' || value === null) return false
  const tally = value as Record<string, unknown>
  return (
    Number.isInteger(tally.honoredNos) &&
    (tally.honoredNos as number) >= 0 &&
    isDays(tally.days) &&
    isCounts(tally.judged, /^\d{4}-\d{2}$/)
  )
}
