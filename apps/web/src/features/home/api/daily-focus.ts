import { canGenerateFocus, journalBasis, startingFocus } from '@hara/core'
import { coachEntries, requestCoach } from '@/lib/coach'
import { setDailyFocus, useDailyFocusCache, useOnboardingChoices } from '@/stores/device'
import { getEntries, useJournalSummary } from '@/stores/records'
import { useDailyCoach } from './use-daily-coach'

/**
 * Today's focus: until there are 3 entries, the default text, steered by the focus chosen in
 * onboarding (`startingFocus`); then the coach's focus, made from
 * the journal as it is (up to what one request carries, newest first, as the patterns read it,
 * so the two agree) and made again whenever the journal changed. Two phones holding the same
 * journal on the same day ask the same question, and the built-in coach gives the same answer.
 * On failure the starting text stays.
 */
export function useDailyFocus(userName?: string): { text: string; loading: boolean } {
  const cache = useDailyFocusCache()
  const summary = useJournalSummary()
  const choices = useOnboardingChoices()
  const { value, loading } = useDailyCoach({
    type: 'daily_focus',
    canAsk: canGenerateFocus,
    size: summary.entries,
    basis: journalBasis(summary),
    cached: cache && { date: cache.date, basis: cache.basis, value: cache.text },
    fallback: startingFocus(choices),
    ask: async (today, basis, signal) => {
      const { focus } = await requestCoach(
        {
          type: 'daily_focus',
          entries: await coachEntries(await getEntries()),
          userName: userName?.trim() || undefined,
        },
        { signal },
      )
      setDailyFocus(focus, today, basis)
    },
  })
  return { text: value, loading }
}
