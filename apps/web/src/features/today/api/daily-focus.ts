import { canGenerateFocus, DEFAULT_DAILY_FOCUS, isSameDayCache } from '@hara/core'
import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { setDailyFocus, todayOnDevice, useDailyFocusCache, useEntries } from '@/stores/journal'
import { askCoach } from './coach-request'

const focusResponse = z.object({ focus: z.string().trim().min(1) })

/**
 * Today's focus (spec sections 2, 5 and 8): the default text until there are 3 entries; then
 * the coach's focus, cached for the day. On failure the default text stays.
 */
export function useDailyFocus(): { text: string; loading: boolean } {
  const entries = useEntries()
  const cache = useDailyFocusCache()
  const today = todayOnDevice()
  const enough = canGenerateFocus(entries)
  const cached = cache && isSameDayCache(cache.date, today) ? cache.text : null

  const query = useQuery({
    queryKey: ['coach', 'daily_focus', today],
    queryFn: async () => {
      const { focus } = focusResponse.parse(await askCoach('daily_focus', entries))
      setDailyFocus(focus, today)
      return focus
    },
    enabled: enough && !cached,
    retry: false,
    staleTime: Infinity,
  })

  if (!enough) return { text: DEFAULT_DAILY_FOCUS, loading: false }
  if (cached) return { text: cached, loading: false }
  if (query.isFetching) return { text: '', loading: true }
  return { text: query.data ?? DEFAULT_DAILY_FOCUS, loading: false }
}
