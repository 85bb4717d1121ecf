import {
  canGenerateFocus,
  canGenerateMissions,
  COACH_JOURNAL_ENTRIES,
  dayPlanOf,
  planInLanguage,
  startingFocus,
  startingMissions,
  withGoalEntry,
  type CalendarDay,
  type DayPlan,
  type Mission,
} from '@hara/core'
import { useMemo, useState } from 'react'
import {
  coachEntries,
  coachLanguage,
  requestCoach,
  useCoachAnswer,
  useCoachLanguage,
} from '@/lib/coach'
import { startOfDayOnDevice, todayOnDevice, useOnboardingChoices } from '@/stores/device'
import {
  getNewestEntries,
  keepDayPlans,
  useDayPlanOf,
  useEntriesBefore,
  useJournalReady,
} from '@/stores/records'

/**
 * The coach's focus and missions for the journal as it stands now: it reads the newest
 * check-ins (`coachJournal`, as the patterns do), so only those are read from the journal, and
 * sends them once (`day_plan`, ADR 0082). The plan keeps the language it was written in and
 * its words in the others.
 */
async function askCoach(
  day: CalendarDay,
  shownAt: string,
  userName: string | undefined,
  signal: AbortSignal,
): Promise<DayPlan> {
  const entries = await getNewestEntries(COACH_JOURNAL_ENTRIES)
  const sent = await coachEntries(entries)
  const language = coachLanguage()
  const { focus, missions, words } = await requestCoach(
    { type: 'day_plan', entries: sent, userName: userName?.trim() || undefined, language },
    { signal },
  )
  // A mission keeps its id for the day, so the list never remounts; one about a decision
  // keeps that decision's entry, to tell when its outcome is logged.
  const kept = missions.map((mission, i): Mission =>
    withGoalEntry({ ...mission, id: `${day}-${i}` }, entries),
  )
  return dayPlanOf(day, shownAt, focus, kept, language, words)
}

export interface DayPlanShown {
  focus: { text: string; loading: boolean }
  missions: { items: readonly Mission[]; loading: boolean }
}

/**
 * Today's focus and missions (ADR 0068). Until the check-ins before today are 3, the starting
 * ones, steered by the onboarding choices (`startingFocus`, `startingMissions`): the same on
 * every phone, and today's own check-ins never replace them. From then, the day's plan: the
 * coach's focus and missions, made at the day's first showing from the journal as it stands
 * then, and fixed for the rest of the day whatever the journal does (a check-in, an edit of an
 * old one). Record sync carries it to the account's other phones in the gamification record;
 * of two made for one day, the one shown first stands on both (stores/records/day-plans.ts). Should
 * the coach fail, the starting ones show, and the plan is made on the next visit. It shows in
 * the language Hara speaks now: its own words, or those it carries for that language (ADR 0082);
 * which missions, their ids and goals stay the plan's.
 */
export function useDayPlan(userName?: string): DayPlanShown {
  const today = todayOnDevice()
  const kept = useDayPlanOf(today)
  const language = useCoachLanguage()
  const ready = useJournalReady()
  const before = useEntriesBefore(startOfDayOnDevice(today))
  const choices = useOnboardingChoices()
  const starting = useMemo(
    () => ({ focus: startingFocus(choices), missions: startingMissions(choices) }),
    [choices],
  )
  // What this phone made, shown at once while it is being kept (and should keeping it fail).
  const [made, setMade] = useState<DayPlan | null>(null)
  const coachDay = before !== null && canGenerateFocus(before) && canGenerateMissions(before)

  const load = useCoachAnswer({
    key: `day-plan|${today}`,
    enabled: ready && coachDay && kept === null,
    load: async (signal) => {
      const plan = await askCoach(today, new Date().toISOString(), userName, signal)
      setMade(plan)
      setMade((await keepDayPlans([plan])).today ?? plan)
    },
  })

  const shown = kept ?? (made?.day === today ? made : null)
  if (shown) {
    const { focus, missions } = planInLanguage(shown, language)
    return {
      focus: { text: focus, loading: false },
      missions: { items: missions, loading: false },
    }
  }
  // Not known yet (the journal is being read), or the coach being asked: a placeholder.
  const loading = !ready || before === null || (coachDay && load !== 'failed')
  return {
    focus: { text: starting.focus, loading },
    missions: { items: starting.missions, loading },
  }
}
