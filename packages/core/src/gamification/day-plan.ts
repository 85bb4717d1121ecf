import { z } from 'zod/mini'
import { missionsSchema, type Mission } from '../coach/analysis-schemas'
import {
  planWordsByLanguageSchema,
  writtenInSchema,
  type PlanWordsByLanguage,
} from '../coach/plan-words'
import type { Language } from '../i18n/languages'
import { sortedJson } from '../encoding/sorted-json'
import { lazySchema } from '../parsing/lazy-schema'
import { calendarDaySchema, type CalendarDay } from '../time/calendar-day'
import { isoTimestampSchema } from '../time/instant'

/**
 * A day's plan: the coach's focus and missions for today (ADR 0068), made once the check-ins
 * before the day are enough for the coach (before that, the starting ones show: a function of the
 * onboarding choices, the same on every phone). Fixed for the day once shown: made once,
 * from the journal as it stood when the day was first shown, and never made again that day,
 * whatever the journal does meanwhile (a check-in, an edit of an old one, an import, a sync).
 * Kept in the gamification state, so the record sync carries it to every phone of the account;
 * when two phones each made one for the same day (neither had heard of the other's), the one
 * shown first stands on both (`laterPlans`).
 */

export const dayPlanSchema = lazySchema(() =>
  z.object({
    /** The local day the plan is for. */
    day: calendarDaySchema,
    /** When it was first shown, on the phone that made it. */
    shownAt: isoTimestampSchema,
    focus: z.string().check(z.minLength(1), z.maxLength(600)),
    missions: missionsSchema,
    /**
     * The language `focus` and the missions' titles were written in (ADR 0082); a plan from an
     * older version has none, and was English.
     */
    language: writtenInSchema,
    /** The same plan's words in the other languages, for a phone that speaks another. */
    words: z.optional(planWordsByLanguageSchema),
  }),
)
export type DayPlan = z.infer<typeof dayPlanSchema>

/** Plans kept: today's, and the days around it, for phones a time zone apart. */
export const DAY_PLANS_KEPT = 3

/**
 * Of two plans for one day, the one that stands: the one shown first; at the same moment, the
 * smaller canonical text. A total order, so any order of merges gives the same plan.
 */
function firstShown(a: DayPlan, b: DayPlan): DayPlan {
  const time = Date.parse(a.shownAt) - Date.parse(b.shownAt)
  if (time !== 0) return time < 0 ? a : b
  return sortedJson(a) <= sortedJson(b) ? a : b
}

/**
 * The plans of two states merged: per day the one shown first, the latest `DAY_PLANS_KEPT`
 * days, newest first. Commutative, associative and idempotent (a property test says so).
 */
export function laterPlans(
  a: readonly DayPlan[] | undefined,
  b: readonly DayPlan[] | undefined,
): DayPlan[] {
  const byDay = new Map<CalendarDay, DayPlan>()
  for (const plan of [...(a ?? []), ...(b ?? [])]) {
    const known = byDay.get(plan.day)
    byDay.set(plan.day, known ? firstShown(known, plan) : plan)
  }
  return [...byDay.values()]
    .sort((x, y) => (x.day < y.day ? 1 : x.day > y.day ? -1 : 0))
    .slice(0, DAY_PLANS_KEPT)
}

/** The plan for `day`, or null when none was made for it yet. */
export function planOfDay(plans: readonly DayPlan[] | undefined, day: CalendarDay): DayPlan | null {
  return plans?.find((plan) => plan.day === day) ?? null
}

/** A new plan for `day`, shown first at `shownAt`; missions keep the ids they were given. */
export function dayPlanOf(
  day: CalendarDay,
  shownAt: string,
  focus: string,
  missions: readonly Mission[],
  language?: Language,
  words?: PlanWordsByLanguage,
): DayPlan {
  return {
    day,
    shownAt,
    focus,
    missions: [...missions],
    ...(language ? { language } : {}),
    ...(words ? { words } : {}),
  }
}
