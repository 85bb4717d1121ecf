import { canRequestDailyGuidance, coachJournal } from '@hara/core'
import { useState } from 'react'
import { streamCoach, useCoachAnswer } from '@/lib/coach'
import {
  getEntries,
  setDailyGuidance,
  todayOnDevice,
  useDailyGuidanceCache,
} from '@/stores/journal'

/**
 * Today's guidance on Insights: asked of the coach once per day
 * (`lastDailyGuidance`), shown word by word as it streams in, and kept for the rest of the day.
 * The coach recaps the last 7 entries and takes what stands out from the whole journal sent,
 * so the guidance and the patterns agree. A failed request shows the product's message; the next visit asks again.
 */
export type GuidanceView =
  | { state: 'loading' }
  | { state: 'streaming'; text: string }
  | { state: 'done'; text: string }
  | { state: 'failed' }

export function useDailyGuidance(userName: string | undefined, ready: boolean): GuidanceView {
  const cache = useDailyGuidanceCache()
  const today = todayOnDevice()
  const due = canRequestDailyGuidance(cache?.date, today)
  const [partial, setPartial] = useState<{ day: string; text: string } | null>(null)

  const load = useCoachAnswer({
    key: `daily_guidance|${today}`,
    // Waits for the name the coach greets, so the guidance is asked for once and not twice.
    enabled: due && ready,
    load: async (signal) => {
      // The entries as they are when the guidance is asked, not a reason to ask again.
      const entries = coachJournal(await getEntries())
      const text = await streamCoach(
        { type: 'daily_guidance', entries, userName: userName?.trim() || undefined },
        { signal, onText: (so) => setPartial({ day: today, text: so }) },
      )
      setDailyGuidance(text, today)
    },
    onError: (error) => console.warn('The daily guidance did not answer.', error),
  })

  if (!due && cache) return { state: 'done', text: cache.text }
  if (load === 'failed') return { state: 'failed' }
  if (partial?.day === today && partial.text.trim() !== '') {
    // Done but not kept (a full storage): still shown, whole, for this visit.
    return { state: load === 'done' ? 'done' : 'streaming', text: partial.text }
  }
  return { state: 'loading' }
}
