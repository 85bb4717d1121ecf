import {
  canGenerateMissions,
  entryTimeMs,
  startingMissions,
  withGoalEntry,
  type Mission,
} from '@hara/core'
import { coachEntries, requestCoach } from '@/lib/coach'
import { setMissions, todayOnDevice, useMissionsCache, useOnboardingChoices } from '@/stores/device'
import { getEntries, useEntriesBefore } from '@/stores/records'
import { useMemo } from 'react'
import { useDailyCoach } from './use-daily-coach'

/** The first moment of today on this phone's clock. */
function startOfToday(today: string): number {
  const [year, month, day] = today.split('-').map(Number)
  return new Date(year!, month! - 1, day!).getTime()
}

/**
 * Three missions for the day, made from the check-ins before it: when those are fewer than 3,
 * the defaults, the first steered by the onboarding choices (`startingMissions`); else the
 * coach's missions. Today's check-ins tick them off and never replace
 * them, so they stay the day's missions, and two phones of the account make the same ones. They
 * are made again only when the journal before today changed (an import, a restore, a sync that
 * brought older check-ins), and fall back to the starting ones when the coach fails.
 */
export function useDailyMissions(): { items: readonly Mission[]; loading: boolean } {
  const cache = useMissionsCache()
  const today = todayOnDevice()
  const dayStart = startOfToday(today)
  const before = useEntriesBefore(dayStart)
  const choices = useOnboardingChoices()
  const starting = useMemo(() => startingMissions(choices), [choices])
  const { value, loading } = useDailyCoach<readonly Mission[]>({
    type: 'mission_generation',
    canAsk: canGenerateMissions,
    size: before,
    basis: before === null ? null : `before:${before}`,
    cached: cache && { date: cache.date, basis: cache.basis, value: cache.missions },
    fallback: starting,
    ask: async (day, basis, signal) => {
      const entries = await getEntries()
      const earlier = entries.filter((entry) => entryTimeMs(entry) < dayStart)
      const { missions } = await requestCoach(
        { type: 'mission_generation', entries: await coachEntries(earlier) },
        { signal },
      )
      // A mission keeps its id for the day, so the list never remounts; one about a decision
      // keeps that decision's entry, to tell when its outcome is logged.
      setMissions(
        missions.map((mission, i) => withGoalEntry({ ...mission, id: `${day}-${i}` }, entries)),
        day,
        basis,
      )
    },
  })
  return { items: value, loading }
}
