import { entryCategory } from '@hara/core'
import type { Condition, Slice } from '../src/stats/claims'
import type { TimeSlot } from '../src/stats/time-of-day'
import type { EvalEntry } from './kit'

/**
 * Counting from the journal's truth, with the eval's own code (ADR 0022): which check-ins a
 * condition selects, reading time of day with the platform's own formatter in the entry's zone
 * and outcomes from what the person said really happened (`went`), never from the engine.
 */

const hourFormats = new Map<string, Intl.DateTimeFormat>()

/** The local hour of an entry, in the zone it was written in. */
export function localHourOf(e: EvalEntry): number {
  const zone = e.timeZone ?? 'UTC'
  let format = hourFormats.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' })
    hourFormats.set(zone, format)
  }
  return Number(format.format(new Date(e.timestamp)))
}

const weekdayFormats = new Map<string, Intl.DateTimeFormat>()
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/** The local day of the week of an entry (0 for Sunday), in the zone it was written in. */
export function weekdayOfEntry(e: EvalEntry): number {
  const zone = e.timeZone ?? 'UTC'
  let format = weekdayFormats.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short' })
    weekdayFormats.set(zone, format)
  }
  return WEEKDAYS.indexOf(format.format(new Date(e.timestamp)))
}

/** Before noon from 5, afternoon from 12, evening from 17, night from 21 (ADR 0022). */
export function slotOfEntry(e: EvalEntry): TimeSlot {
  const hour = localHourOf(e)
  if (hour >= 5 && hour < 12) return 'morning'
  if (hour >= 12 && hour < 17) return 'afternoon'
  if (hour >= 17 && hour < 21) return 'evening'
  return 'night'
}

const same = (a: string | undefined | null, b: string) =>
  typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase()

const filled = (text: string | null | undefined) => typeof text === 'string' && text.trim() !== ''

export function inSliceTruth(e: EvalEntry, s: Slice): boolean {
  if (s.context !== undefined && !same(entryCategory(e), s.context)) return false
  if (s.signal !== undefined && !same(e.bodySensation, s.signal)) return false
  if (s.feeling !== undefined && e.gutFeeling !== s.feeling) return false
  if (s.slot !== undefined && slotOfEntry(e) !== s.slot) return false
  if (s.weekday !== undefined && weekdayOfEntry(e) !== s.weekday) return false
  if (s.strength !== undefined && e.strength !== s.strength) return false
  return true
}

function onPath(e: EvalEntry, path: NonNullable<Condition['path']>): boolean {
  const answer = e.willIgnore
  if (answer === undefined) return false
  if (path === 'answered') return true
  if (path === 'honored') return answer === 'no'
  if (path === 'ignored') return answer === 'yes'
  if (path === 'not-sure') return answer === 'not-sure'
  return answer !== 'no'
}

function outcomeHolds(e: EvalEntry, outcome: NonNullable<Condition['outcome']>): boolean {
  const logged = filled(e.consequence)
  const went = logged ? (e.went ?? 'open') : null
  const judged = went === 'good' || went === 'bad'
  // A 'pause' the person waited on is never judged for or against the gut (ADR 0032).
  const waited = e.gutFeeling === 'pause' && e.willIgnore === 'no'
  switch (outcome) {
    case 'logged':
      return logged
    case 'none':
      return !logged
    case 'good':
    case 'bad':
      return went === outcome
    case 'judged':
      return judged
    case 'unclear':
      return !judged
    case 'gut-judged':
      return judged && e.willIgnore !== undefined && !waited
    case 'gut-right':
      return (
        judged &&
        e.willIgnore !== undefined &&
        !waited &&
        (e.willIgnore === 'no') === (went === 'good')
      )
  }
}

function holds(e: EvalEntry, c: Condition): boolean {
  if (!inSliceTruth(e, c)) return false
  if (c.outside && inSliceTruth(e, c.outside)) return false
  if (c.path !== undefined && !onPath(e, c.path)) return false
  if (c.decision !== undefined && filled(e.decision) !== c.decision) return false
  if (c.outcome !== undefined && !outcomeHolds(e, c.outcome)) return false
  return true
}

/** The entries a condition selects (its `recent` counts back from the newest). */
export function select(entries: readonly EvalEntry[], c: Condition): EvalEntry[] {
  const pool =
    c.recent === undefined
      ? entries
      : [...entries]
          .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp))
          .slice(0, c.recent)
  return pool.filter((e) => holds(e, c))
}

/** k and n of a claim, counted from the truth. */
export function recount(
  entries: readonly EvalEntry[],
  among: Condition,
  hits: Condition,
): { k: number; n: number; among: EvalEntry[]; hits: EvalEntry[] } {
  const base = select(entries, among)
  const hit = base.filter((e) => holds(e, { ...hits, recent: undefined }))
  return { k: hit.length, n: base.length, among: base, hits: hit }
}

/** What happened on each path, in the entries of a slice. */
export function pathRecord(entries: readonly EvalEntry[], slice: Slice) {
  const tally = (path: 'honored' | 'not-honored') => {
    const list = select(entries, { ...slice, path })
    return {
      good: list.filter((e) => filled(e.consequence) && e.went === 'good').length,
      bad: list.filter((e) => filled(e.consequence) && e.went === 'bad').length,
    }
  }
  return { followed: tally('honored'), notFollowed: tally('not-honored') }
}

/**
 * Whether following the gut has not paid off here: it went badly at least as often as well,
 * and not following it went badly no more often.
 */
export function honoringHasCost(entries: readonly EvalEntry[], slice: Slice): string | null {
  const { followed: h, notFollowed: o } = pathRecord(entries, slice)
  if (h.bad === 0 || h.bad < h.good) return null
  const hRate = h.bad / (h.good + h.bad)
  if (o.good + o.bad > 0 && o.bad / (o.good + o.bad) > hRate) return null
  return `following the gut went badly ${h.bad} times and well ${h.good}; not following it, badly ${o.bad} and well ${o.good}`
}
