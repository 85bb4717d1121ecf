import { canGenerateFocus, DEFAULT_DAILY_FOCUS, isSameDayCache } from '@hara/core'
import { coachEntries, requestCoach, useCoachAnswer } from '@/lib/coach'
import {
  getEntries,
  setDailyFocus,
  todayOnDevice,
  useDailyFocusCache,
  useJournalSummary,
} from '@/stores/journal'

/**
 * Today's focus: the default text until there are 3 entries; then
 * the coach's focus, asked once a day and cached in the journal. The coach reads the whole
 * journal (up to what one request carries, newest first), as the patterns do, so the two agree.
 * On failure the default text stays.
 */
export function useDailyFocus(userName?: string): { text: string; loading: boolean } {
  const count = useJournalSummary().entries
  const cache = useDailyFocusCache()
  const today = todayOnDevice()
  const enough = canGenerateFocus(count)
  const cached = cache && isSameDayCache(cache.date, today) ? cache.text : null

  const load = useCoachAnswer({
    key: `daily_focus|${today}`,
    enabled: enough && !cached,
    load: async (signal) => {
      const { focus } = await requestCoach(
        {
          type: 'daily_focus',
          entries: await coachEntries(await getEntries()),
          userName: userName?.trim() || undefined,
        },
        { signal },
      )
      setDailyFocus(focus, today)
    },
  })

  if (!enough) return { text: DEFAULT_DAILY_FOCUS, loading: false }
  if (cached) return { text: cached, loading: false }
  return { text: DEFAULT_DAILY_FOCUS, loading: load === 'loading' }
}
