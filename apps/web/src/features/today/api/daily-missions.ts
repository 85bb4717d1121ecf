import {
  canGenerateMissions,
  DEFAULT_MISSIONS,
  isSameDayCache,
  missionSchema,
  type Mission,
} from '@hara/core'
import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { setMissions, todayOnDevice, useEntries, useMissionsCache } from '@/stores/journal'
import { askCoach } from './coach-request'

const missionsResponse = z.object({
  missions: z
    .array(missionSchema.partial({ id: true }))
    .min(1)
    .max(3),
})

/**
 * Three daily missions (spec sections 2, 5 and 8): the defaults until there are 3 entries;
 * then the coach's missions, cached for the day, falling back to the defaults on failure.
 */
export function useDailyMissions(): { items: readonly Mission[]; loading: boolean } {
  const entries = useEntries()
  const cache = useMissionsCache()
  const today = todayOnDevice()
  const enough = canGenerateMissions(entries)
  const cached = cache && isSameDayCache(cache.date, today) ? cache.missions : null

  const query = useQuery({
    queryKey: ['coach', 'missions', today],
    queryFn: async () => {
      const { missions } = missionsResponse.parse(await askCoach('mission_generation', entries))
      const withIds = missions.map((m, i) => ({ ...m, id: m.id ?? `${today}-${i}` }))
      setMissions(withIds, today)
      return withIds
    },
    enabled: enough && !cached,
    retry: false,
    staleTime: Infinity,
  })

  if (!enough) return { items: DEFAULT_MISSIONS, loading: false }
  if (cached) return { items: cached, loading: false }
  if (query.isFetching) return { items: [], loading: true }
  return { items: query.data ?? DEFAULT_MISSIONS, loading: false }
}
