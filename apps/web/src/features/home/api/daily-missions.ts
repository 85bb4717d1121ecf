import { canGenerateMissions, DEFAULT_MISSIONS, withGoalEntry, type Mission } from '@hara/core'
import { coachEntries, requestCoach } from '@/lib/coach'
import { getEntries, setMissions, useMissionsCache } from '@/stores/journal'
import { useDailyCoach } from './use-daily-coach'

/**
 * Three daily missions: the defaults until there are 3 entries;
 * then the coach's missions, asked once a day and cached in the journal, falling back to the
 * defaults on failure.
 */
export function useDailyMissions(): { items: readonly Mission[]; loading: boolean } {
  const cache = useMissionsCache()
  const { value, loading } = useDailyCoach<readonly Mission[]>({
    type: 'mission_generation',
    canAsk: canGenerateMissions,
    cached: cache && { date: cache.date, value: cache.missions },
    fallback: DEFAULT_MISSIONS,
    ask: async (today, signal) => {
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
  return { items: value, loading }
}
