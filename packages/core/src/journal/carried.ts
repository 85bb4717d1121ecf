import type { UnlockedAchievement } from '../gamification/achievements'
import type { GamificationState } from '../gamification/gamification-state'
import { streakOfDays } from '../gamification/streak'
import { addDays, type CalendarDay } from '../time/calendar-day'
import { earnedXpOf, type DeletedEntry } from './deleted-entry'

/**
 * What a gamification state carries beyond its journal's records: XP, check-ins and streak days
 * an older version counted for entries it deleted without keeping a record. They are data of
 * the state (`carriedXp`, `carriedCheckins`, `carriedStreak`), joined by a merge like the rest
 * (the larger count, every carried day), and never a difference against another phone's
 * state: that phone's records may simply not have arrived yet.
 *
 * Every state this version writes states them. A state of an older version, without them, is
 * read with the records it was stored with (this phone's own journal, a file, a whole-journal
 * backup): what its counts hold beyond those records is what it carries. An older state that
 * travels alone (a sync record from a phone not yet updated) is read as carrying nothing
 * (`statedCarry`), so it is never compared with records it was not counted from.
 */

/** A run of `days` consecutive check-in days ending on `through`. */
export interface CarriedStreak {
  days: number
  through: CalendarDay
}

export interface Carried {
  xp: number
  checkins: number
  /** Runs of check-in days, earliest first. */
  streak: CarriedStreak[]
}

export const NOTHING_CARRIED: Carried = Object.freeze({ xp: 0, checkins: 0, streak: [] })

/** XP the records and achievements explain. */
export function explainedXp(
  records: readonly DeletedEntry[],
  achievements: readonly UnlockedAchievement[],
): number {
  const earned = records.reduce((sum, record) => sum + earnedXpOf(record), 0)
  return earned + achievements.reduce((sum, achievement) => sum + achievement.xp, 0)
}

/** The run an older state's streak holds beyond its own records' days, if any. */
function streakBeyond(state: GamificationState, records: readonly DeletedEntry[]): CarriedStreak[] {
  const through = state.lastCheckInDate
  if (through === null) return []
  const own = streakOfDays(records.map((record) => record.day))
  if (own.lastCheckInDate !== null && own.lastCheckInDate > through) return []
  const run = own.lastCheckInDate === through ? own.currentStreak : 0
  const days = Math.max(state.currentStreak, 1)
  return days > run ? [{ days, through }] : []
}

/**
 * What `state` carries: the fields it states, and for those it leaves out, what its counts hold
 * beyond `records` (the check-in records of the journal it was stored with, live and deleted).
 * `records` is asked for only when a field is left out.
 */
export function carriedOf(
  state: GamificationState,
  records: () => readonly DeletedEntry[],
): Carried {
  if (statesItsCarry(state)) {
    return { xp: state.carriedXp!, checkins: state.carriedCheckins!, streak: state.carriedStreak! }
  }
  const own = records()
  return {
    xp: state.carriedXp ?? Math.max(0, state.totalXP - explainedXp(own, state.achievements)),
    checkins: state.carriedCheckins ?? Math.max(0, state.totalCheckins - own.length),
    streak: state.carriedStreak !== undefined ? state.carriedStreak : streakBeyond(state, own),
  }
}

/** Whether `state` says what it carries (every state this version writes does). */
export function statesItsCarry(state: GamificationState): boolean {
  return (
    state.carriedXp !== undefined &&
    state.carriedCheckins !== undefined &&
    state.carriedStreak !== undefined
  )
}

/** `days` as runs of consecutive days, earliest first: one text for one set of days. */
export function runsOf(days: Iterable<CalendarDay>): CarriedStreak[] {
  const runs: CarriedStreak[] = []
  for (const day of [...new Set(days)].sort()) {
    const last = runs.at(-1)
    if (last && addDays(last.through, 1) === day)
      runs[runs.length - 1] = { days: last.days + 1, through: day }
    else runs.push({ days: 1, through: day })
  }
  return runs
}

/** The days of carried runs, for the streak. */
export function carriedDays(runs: readonly CarriedStreak[]): CalendarDay[] {
  return runs.flatMap((run) =>
    Array.from({ length: run.days }, (_, index) => addDays(run.through, -index)),
  )
}

/** Two carried amounts as one: the larger counts, every carried day (the same in any order). */
export function joinCarried(a: Carried, b: Carried): Carried {
  return {
    xp: Math.max(a.xp, b.xp),
    checkins: Math.max(a.checkins, b.checkins),
    streak: runsOf([...carriedDays(a.streak), ...carriedDays(b.streak)]),
  }
}

/** The state's fields for `carried`: stated even when there is nothing to carry. */
export function carriedFields(
  carried: Carried,
): Required<Pick<GamificationState, 'carriedXp' | 'carriedCheckins' | 'carriedStreak'>> {
  return { carriedXp: carried.xp, carriedCheckins: carried.checkins, carriedStreak: carried.streak }
}

/**
 * A state that travels alone (another phone's state in a sync record), as one that says what it
 * carries: what it leaves out is nothing, never a difference against this phone's records.
 */
export function statedCarry(state: GamificationState): GamificationState {
  return {
    ...state,
    carriedXp: state.carriedXp ?? 0,
    carriedCheckins: state.carriedCheckins ?? 0,
    carriedStreak: state.carriedStreak ?? [],
  }
}
