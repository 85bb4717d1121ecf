import {
  laterPlans,
  planOfDay,
  type CalendarDay,
  type DailyFocusCache,
  type DayPlan,
  type GamificationState,
  type MissionsCache,
} from '@hara/core'
import { todayOnDevice } from '@/stores/device/device-context'
import {
  getDailyFocusCache,
  getMissionsCache,
  setDailyFocus,
  setMissions,
} from '@/stores/device/coach-caches'
import { useDailyFocusCache, useMissionsCache } from '@/stores/device/use-journal'
import { requireUser } from '@/stores/device/engine'
import type { WriteOutcome } from '@/stores/device/storage-problems'
import { change } from './database/store'

/**
 * The day's plan on this phone (ADR 0068): kept as today's focus and missions with their day
 * (docs/product.md#kept-on-the-device), their third value saying when the plan was first shown
 * (`shown:` and the moment). Kept beside the journal, not in its state record: the coach's
 * words, like every coach cache, are never at rest in plain while the lock seals the journal
 * (ADR 0059; they stay in memory then). Record sync carries the plan in the gamification record
 * (`dayPlansToSync`, and `keepDayPlans` for one that came in).
 */

const SHOWN = 'shown:'

/** The plan the two caches hold, when both are of one plan. */
function planOfCaches(
  focus: DailyFocusCache | null,
  missions: MissionsCache | null,
): DayPlan | null {
  if (!focus || !missions || focus.date !== missions.date) return null
  if (!focus.basis?.startsWith(SHOWN) || focus.basis !== missions.basis) return null
  const shownAt = focus.basis.slice(SHOWN.length)
  const { language, words } = missions
  return {
    day: focus.date,
    shownAt,
    focus: focus.text,
    missions: missions.missions,
    ...(language ? { language } : {}),
    ...(words ? { words } : {}),
  }
}

function keptPlan(): DayPlan | null {
  return planOfCaches(getDailyFocusCache(), getMissionsCache())
}

/** The plan this phone keeps for `day`, or null; read again when it changes. */
export function useDayPlanOf(day: CalendarDay): DayPlan | null {
  const plan = planOfCaches(useDailyFocusCache(), useMissionsCache())
  return plan?.day === day ? plan : null
}

/** The gamification state as record sync sends it: with the plan this phone keeps. */
export function dayPlansToSync(gamification: GamificationState): GamificationState {
  const plan = keptPlan()
  return plan ? { ...gamification, dayPlans: [plan] } : gamification
}

/**
 * Keeps `plans` (this phone's new one, or those another phone's gamification record brought),
 * merged with the one kept by the core's rule: per day, the one shown first. The phone keeps
 * its own today's plan, else the latest; when that changed, the journal's position moves on, so
 * record sync sends it. Resolves to the plan kept for today, if any.
 */
export async function keepDayPlans(
  plans: readonly DayPlan[],
): Promise<{ today: DayPlan | null; write: WriteOutcome }> {
  requireUser()
  const kept = keptPlan()
  const merged = laterPlans(kept ? [kept] : [], plans)
  const today = todayOnDevice()
  const plan = planOfDay(merged, today) ?? merged[0] ?? null
  if (plan === null || JSON.stringify(plan) === JSON.stringify(kept)) {
    return { today: planOfDay(merged, today), write: { ok: true } }
  }
  const basis = `${SHOWN}${plan.shownAt}`
  const focus = setDailyFocus(plan.focus, plan.day, basis)
  const missions = setMissions([...plan.missions], plan.day, basis, plan.language, plan.words)
  const write = !focus.ok ? focus : missions
  if (write.ok) {
    // Nothing of the journal's records changes; its position moves on, so a sync pass runs.
    await change([], (state) => ({
      change: {
        put: [],
        deleted: [],
        undeleted: [],
        gamification: state.gamification,
        summary: state.summary,
      },
    }))
  }
  return { today: planOfDay(merged, today), write }
}
