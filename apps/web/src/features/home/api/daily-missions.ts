import {
  canGenerateMissions,
  DEFAULT_MISSIONS,
  isSameDayCache,
  withGoalEntry,
  type Mission,
} from '@hara/core'
import { coachEntries, requestCoach, useCoachAnswer } from '@/lib/coach'
import {
  getEntries,
  setMissions,
  todayOnDevice,
  useJournalSummary,
  useMissionsCache,
} from '@/stores/journal'

/**
 * Three daily missions: the defaults until there are 3 entries;
 * then the coach's missions, asked once a day and cached in the journal, falling back to the
 * defaults on failure.
 */
export function useDailyMissions(): { items: readonly Mission[]; loading: boolean } {
  const count = useJournalSummary().entries
  const cache = useMissionsCache()
  const today = todayOnDevice()
  const enough = canGenerateMissions(count)
  const cached = cache && isSameDayCache(cache.date, today) ? cache.missions : null

  const load = useCoachAnswer({
    key: `mission_generation|${today}`,
    enabled: enough && !cached,
    load: async (signal) => {
      const entries = await getEntries()
      const { missions } = await requestCoach(
        { type: 'mission_generation', entries: await coachEntries(entries) },
        { signal },
      )
      // A mission keeps its id for the day, so the list never remounts; one about a decision
      // keeps that decision's entry, to tell when its outcome is logged.
      setMissions(
        missions.map((mission, i) => withGoalEntry({ ...mission, id: `${today}-${i}` }, entries)),
        today,
      )
    },
  })

  if (!enough) return { items: DEFAULT_MISSIONS, loading: false }
  if (cached) return { items: cached, loading: false }
  return { items: DEFAULT_MISSIONS, loading: load === 'loading' }
}
