import { z } from 'zod/mini'
import type { CalendarDay } from '../time/calendar-day'
import { hasOutcome, isHonored, type Entry } from '../journal/entry-schema'
import { lazySchema } from '../parsing/lazy-schema'

/**
 * When a daily mission is done, and where a tap on it leads. A mission says what it asks in
 * words; its goal says it as something the journal shows: a check-in today (in a context), a
 * voice check-in, a body signal named, a 'no' honored, an outcome logged. The coach writes the
 * goal beside the words; a mission without one (the defaults before, a language model's words)
 * is read from its category.
 */

export const MISSION_GOAL_KINDS = [
  'check-in',
  'voice',
  'signal',
  'honored-no',
  'outcome',
  'first-outcome',
] as const
export type MissionGoalKind = (typeof MISSION_GOAL_KINDS)[number]

export const missionGoalSchema = lazySchema(() =>
  z.object({
    kind: z.enum(MISSION_GOAL_KINDS),
    /** A check-in in this context ('Work'). */
    context: z.optional(z.string().check(z.maxLength(60))),
    /** This body signal ('Tight chest'). */
    signal: z.optional(z.string().check(z.maxLength(120))),
    /** The outcome of the decision with these words. */
    decision: z.optional(z.string().check(z.maxLength(500))),
    /** That decision's entry, found by the phone when it keeps the day's missions. */
    entryId: z.optional(z.string().check(z.maxLength(100))),
  }),
)
export type MissionGoal = z.infer<typeof missionGoalSchema>

/** The contexts a mission's category can name, so that a check-in there does it. */
const CONTEXT_CATEGORIES = new Set(['Work', 'Relationship', 'Health', 'Finance', 'Social'])

/** The goal of a mission: its own, else what its category asks for. */
export function missionGoal(mission: { category: string; goal?: MissionGoal }): MissionGoal {
  if (mission.goal) return mission.goal
  switch (mission.category) {
    case 'Voice':
      return { kind: 'voice' }
    case 'Body':
      return { kind: 'signal' }
    case 'Reflection':
      return { kind: 'outcome' }
    case 'Boundaries':
      return { kind: 'honored-no' }
    default:
      return CONTEXT_CATEGORIES.has(mission.category)
        ? { kind: 'check-in', context: mission.category }
        : { kind: 'check-in' }
  }
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

/** Whether the journal shows `goal` done today. */
export function isMissionDone(goal: MissionGoal, day: MissionDay): boolean {
  const todays = day.entries.filter((entry) => entry.day === day.today)
  switch (goal.kind) {
    case 'first-outcome':
      return day.outcomes > 0
    case 'outcome':
      return day.entries.some(
        (entry) =>
          hasOutcome(entry) &&
          entry.consequenceDate !== null &&
          day.dayOf(Date.parse(entry.consequenceDate)) === day.today &&
          (goal.entryId === undefined || entry.id === goal.entryId) &&
          (goal.decision === undefined ||
            (entry.mode === 'tap' && same(entry.decision, goal.decision))),
      )
    case 'voice':
      return todays.some((entry) => entry.mode === 'voice')
    case 'signal':
      return todays.some(
        (entry) =>
          entry.mode === 'tap' &&
          entry.bodySensation.trim() !== '' &&
          (goal.signal === undefined || same(entry.bodySensation, goal.signal)),
      )
    case 'honored-no':
      return todays.some((entry) => entry.gutFeeling === 'no' && isHonored(entry))
    case 'check-in':
      return todays.some(
        (entry) =>
          goal.context === undefined || (entry.mode === 'tap' && same(entry.context, goal.context)),
      )
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
export function missionPath(goal: MissionGoal): string {
  switch (goal.kind) {
    case 'voice':
      return '/check-in?mode=voice'
    case 'outcome':
    case 'first-outcome':
      return '/map'
    default:
      return '/check-in?mode=tap'
  }
}
