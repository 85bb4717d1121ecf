import { canGenerateFocus, DEFAULT_DAILY_FOCUS } from '@hara/core'
import { coachEntries, requestCoach } from '@/lib/coach'
import { getEntries, setDailyFocus, useDailyFocusCache } from '@/stores/journal'
import { useDailyCoach } from './use-daily-coach'

/**
 * Today's focus: the default text until there are 3 entries; then
 * the coach's focus, asked once a day and cached in the journal. The coach reads the whole
 * journal (up to what one request carries, newest first), as the patterns do, so the two agree.
 * On failure the default text stays.
 */
export function useDailyFocus(userName?: string): { text: string; loading: boolean } {
  const cache = useDailyFocusCache()
  const { value, loading } = useDailyCoach({
    type: 'daily_focus',
    canAsk: canGenerateFocus,
    cached: cache && { date: cache.date, value: cache.text },
    fallback: DEFAULT_DAILY_FOCUS,
    ask: async (today, signal) => {
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
  return { text: value, loading }
}
