import { z } from 'zod/mini'
import type { CalendarDay } from '../time/calendar-day'
import {
  gutFeelingSchema,
  hasOutcome,
  hasText,
  hasWillIgnoreAnswer,
  isHonored,
  strengthOf,
  type Entry,
} from '../journal/entry-schema'
import { lazySchema } from '../parsing/lazy-schema'
import { entryCategory } from '../journal/category'

/**
 * When a daily mission is done, and where a tap on it leads. A mission says what it asks in
 * words; its goal names the one act in the journal that does it, and only that act does (ADR
 * 0068): a check-in today (in a context, with a gut answer, honored), a voice check-in, a body
 * signal named, the gut followed and how it went logged the same day, a strength said, a lean
 * noticed, an outcome logged. The coach writes the goal beside the words (a language model
 * rewording them keeps it). A mission without one (kept from before goals) is never ticked: its
 * category ('Trust', 'Awareness', 'Work') names no act, so no check-in may stand in for it.
 */

export const MISSION_GOAL_KINDS = [
  'check-in',
  'voice',
  'signal',
  'honored-no',
  'outcome',
  'first-outcome',
  'followed-gut',
  'strength',
  'lean',
] as const
export type MissionGoalKind = (typeof MISSION_GOAL_KINDS)[number]

export const missionGoalSchema = lazySchema(() =>
  z.object({
    kind: z.enum(MISSION_GOAL_KINDS),
    /** A check-in in this context ('Work'). */
    context: z.optional(z.string().check(z.maxLength(60))),
    /** A check-in whose gut said this. */
    feeling: z.optional(gutFeelingSchema),
    /** A check-in whose gut was honored (true) or set aside (false). */
    honored: z.optional(z.boolean()),
    /** This body signal ('Tight chest'). */
    signal: z.optional(z.string().check(z.maxLength(120))),
    /** The outcome of the decision with these words. */
    decision: z.optional(z.string().check(z.maxLength(500))),
    /** The outcome of a check-in that tracked a decision. */
    tracked: z.optional(z.boolean()),
    /** That decision's entry, found by the phone when it keeps the day's missions. */
    entryId: z.optional(z.string().check(z.maxLength(100))),
  }),
)
export type MissionGoal = z.infer<typeof missionGoalSchema>

/** The goal of a mission: its own; none when it names none (see the module comment). */
export function missionGoal(mission: { category: string; goal?: MissionGoal }): MissionGoal | null {
  return mission.goal ?? null
}

/** What the phone knows of today, to tell a mission done. */
export interface MissionDay {
  today: CalendarDay
  /**
   * The calendar day of an instant on the device, for the day an outcome was logged. The app
   * reads it from the device's clock: asking for the zone builds an Intl formatter, which a
   * start of the app never does (ADR 0021).
   */
  dayOf: (instant: number) => CalendarDay
  /** Entries at hand: at least every check-in of today and every entry changed today. */
  entries: readonly Entry[]
  /** Outcomes in the whole journal (the journal's summary). */
  outcomes: number
}

const same = (a: string | null | undefined, b: string | undefined) =>
  typeof a === 'string' && b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase()

/** Whether an outcome was logged on `day.today`, in the phone's zone. */
const loggedToday = (entry: Entry, day: MissionDay) =>
  hasOutcome(entry) &&
  entry.consequenceDate !== null &&
  day.dayOf(Date.parse(entry.consequenceDate)) === day.today

/** Whether a check-in is in the goal's context, with its gut answer, honored or not as asked. */
function fits(entry: Entry, goal: MissionGoal): boolean {
  if (goal.context !== undefined && !same(entryCategory(entry), goal.context)) return false
  if (
    goal.signal !== undefined &&
    !(entry.mode === 'tap' && same(entry.bodySensation, goal.signal))
  )
    return false
  if (goal.feeling !== undefined && entry.gutFeeling !== goal.feeling) return false
  if (goal.honored !== undefined) {
    if (!hasWillIgnoreAnswer(entry) || isHonored(entry) !== goal.honored) return false
  }
  return true
}

/** Whether the journal shows `goal` done today; a mission with no goal never is. */
export function isMissionDone(goal: MissionGoal | null, day: MissionDay): boolean {
  if (goal === null) return false
  const todays = day.entries.filter((entry) => entry.day === day.today)
  switch (goal.kind) {
    case 'first-outcome':
      return day.outcomes > 0
    case 'outcome':
      return day.entries.some(
        (entry) =>
          loggedToday(entry, day) &&
          (goal.entryId === undefined || entry.id === goal.entryId) &&
          (goal.tracked !== true || (entry.mode === 'tap' && hasText(entry.decision))) &&
          (goal.decision === undefined ||
            (entry.mode === 'tap' && same(entry.decision, goal.decision))),
      )
    case 'voice':
      return todays.some((entry) => entry.mode === 'voice')
    case 'signal':
      return todays.some(
        (entry) => entry.mode === 'tap' && entry.bodySensation.trim() !== '' && fits(entry, goal),
      )
    case 'honored-no':
      return todays.some((entry) => entry.gutFeeling === 'no' && isHonored(entry))
    case 'followed-gut':
      return todays.some(
        (entry) =>
          fits(entry, goal) &&
          hasWillIgnoreAnswer(entry) &&
          isHonored(entry) &&
          loggedToday(entry, day),
      )
    case 'strength':
      return todays.some((entry) => fits(entry, goal) && strengthOf(entry) !== null)
    case 'lean':
      return todays.some(
        (entry) => fits(entry, goal) && (entry.gutFeeling === 'yes' || entry.gutFeeling === 'no'),
      )
    case 'check-in':
      return todays.some((entry) => fits(entry, goal))
  }
}

/**
 * The mission with its decision's entry found in `entries` (the oldest with those words and no
 * outcome yet), so the phone can read that one entry to tell it done.
 */
export function withGoalEntry<M extends { goal?: MissionGoal }>(
  mission: M,
  entries: readonly Entry[],
): M {
  const goal = mission.goal
  if (goal?.kind !== 'outcome' || goal.decision === undefined || goal.entryId) return mission
  const entry = entries.find(
    (candidate) =>
      candidate.mode === 'tap' && !hasOutcome(candidate) && same(candidate.decision, goal.decision),
  )
  return entry ? { ...mission, goal: { ...goal, entryId: entry.id } } : mission
}

/** Where a tap on a mission takes the person to do it. */
export function missionPath(goal: MissionGoal | null): string {
  switch (goal?.kind) {
    case 'voice':
      return '/check-in?mode=voice'
    case 'outcome':
    case 'first-outcome':
      return '/map'
    default:
      return '/check-in?mode=tap'
  }
}
