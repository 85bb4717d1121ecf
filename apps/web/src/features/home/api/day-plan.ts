import {
  canGenerateFocus,
  canGenerateMissions,
  dayPlanOf,
  needsPlan,
  planOfDay,
  startingFocus,
  startingMissions,
  withGoalEntry,
  type CalendarDay,
  type DayPlan,
  type Mission,
} from '@hara/core'
import { useMemo, useState } from 'react'
import { coachEntries, requestCoach, useCoachAnswer } from '@/lib/coach'
import { todayOnDevice, useOnboardingChoices } from '@/stores/device'
import {
  getEntries,
  keepDayPlan,
  useEntriesBefore,
  useGamification,
  useJournalReady,
  useJournalSummary,
} from '@/stores/records'

/** The first moment of `day` on this phone's clock. */
function startOf(day: CalendarDay): number {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(year!, month! - 1, date!).getTime()
}

/** The coach's focus and missions for the journal as it stands now. */
async function askCoach(
  day: CalendarDay,
  shownAt: string,
  userName: string | undefined,
  signal: AbortSignal,
): Promise<DayPlan> {
  const entries = await getEntries()
  const sent = await coachEntries(entries)
  const [{ focus }, { missions }] = await Promise.all([
    requestCoach(
      { type: 'daily_focus', entries: sent, userName: userName?.trim() || undefined },
      { signal },
    ),
    requestCoach({ type: 'mission_generation', entries: sent }, { signal }),
  ])
  // A mission keeps its id for the day, so the list never remounts; one about a decision
  // keeps that decision's entry, to tell when its outcome is logged.
  const kept = missions.map((mission, i): Mission =>
    withGoalEntry({ ...mission, id: `${day}-${i}` }, entries),
  )
  return dayPlanOf(day, shownAt, focus, kept)
}

export interface DayPlanShown {
  focus: { text: string; loading: boolean }
  missions: { items: readonly Mission[]; loading: boolean }
}

/**
 * Today's focus and missions (ADR 0068): the day's plan once made, fixed for the rest of the
 * day whatever the journal does (a check-in, an edit of an old one), and the same on every
 * phone of the account (it is kept in the gamification state, which the record sync carries;
 * of two made for one day, the one shown first stands). The day's first showing makes it from
 * the journal as it stands then: the coach's once the journal has 3 entries, else the starting
 * ones steered by the onboarding choices (`startingFocus`, `startingMissions`), which give way
 * to the coach's only when the check-ins before the day become enough (an import, a restore).
 * Should the coach fail, the starting ones show, and the day's plan is made on the next visit.
 */
export function useDayPlan(userName?: string): DayPlanShown {
  const today = todayOnDevice()
  const kept = planOfDay(useGamification().dayPlans, today)
  const ready = useJournalReady()
  const { entries } = useJournalSummary()
  const before = useEntriesBefore(startOf(today))
  const choices = useOnboardingChoices()
  const starting = useMemo(
    () => ({ focus: startingFocus(choices), missions: startingMissions(choices) }),
    [choices],
  )
  // What this phone made, shown at once while it is being kept (and should keeping it fail).
  const [made, setMade] = useState<DayPlan | null>(null)
  const coachCanPlan = before !== null && canGenerateMissions(before)
  const needed = ready && before !== null && needsPlan(kept, coachCanPlan)

  const load = useCoachAnswer({
    key: `day-plan|${today}|${kept?.starting ? 'starting' : 'none'}`,
    enabled: needed,
    load: async (signal) => {
      const shownAt = new Date().toISOString()
      const plan =
        canGenerateFocus(entries) && canGenerateMissions(entries)
          ? await askCoach(today, shownAt, userName, signal)
          : dayPlanOf(today, shownAt, starting.focus, starting.missions, true)
      setMade(plan)
      setMade((await keepDayPlan(plan)).plan)
    },
  })

  // A plan just made shows at once (while it is kept); the kept one otherwise.
  const shown = (made?.day === today && (kept === null || needed) ? made : null) ?? kept
  if (shown) {
    return {
      focus: { text: shown.focus, loading: false },
      missions: { items: shown.missions, loading: false },
    }
  }
  const loading = load !== 'failed' && (load === 'loading' || needed || !ready || before === null)
  return {
    focus: { text: starting.focus, loading },
    missions: { items: starting.missions, loading },
  }
}
