import { canRequestDailyGuidance, coachJournal, journalBasis } from '@hara/core'
import { useState } from 'react'
import { streamCoach, useCoachAnswer } from '@/lib/coach'
import { setDailyGuidance, todayOnDevice, useDailyGuidanceCache } from '@/stores/device'
import { getEntries, useJournalSummary } from '@/stores/records'

/**
 * Today's guidance on Insights: asked of the coach once a day for a journal
 * (`lastDailyGuidance`, and what it was made from), shown word by word as it streams in, and
 * kept. When the journal changes (a check-in, an outcome, an import, a sync), it is asked again
 * from the journal as it is, and the guidance already shown stays until the new one is whole:
 * the guidance never speaks of a journal the screen beside it no longer shows. The coach recaps
 * the last 7 entries and takes what stands out from the whole journal sent, so the guidance and
 * the patterns agree. A failed request shows the product's message; the next visit asks again.
 */
export type GuidanceView =
  | { state: 'loading' }
  | { state: 'streaming'; text: string }
  | { state: 'done'; text: string }
  | { state: 'failed' }

export function useDailyGuidance(userName: string | undefined, ready: boolean): GuidanceView {
  const cache = useDailyGuidanceCache()
  const basis = journalBasis(useJournalSummary())
  const today = todayOnDevice()
  const todays = canRequestDailyGuidance(cache?.date, today) ? null : cache
  const due = todays === null || todays.basis !== basis
  const key = `daily_guidance|${today}|${basis}`
  const [partial, setPartial] = useState<{ key: string; text: string } | null>(null)

  const load = useCoachAnswer({
    key,
    // Waits for the name the coach greets, so the guidance is asked for once and not twice.
    enabled: due && ready,
    load: async (signal) => {
      const entries = coachJournal(await getEntries())
      const text = await streamCoach(
        { type: 'daily_guidance', entries, userName: userName?.trim() || undefined },
        { signal, onText: (so) => setPartial({ key, text: so }) },
      )
      setDailyGuidance(text, today, basis)
    },
    onError: (error) => console.warn('The daily guidance did not answer.', error),
  })

  if (!due && todays) return { state: 'done', text: todays.text }
  const streamed = partial?.key === key && partial.text.trim() !== '' ? partial.text : null
  // Made again for a changed journal: today's guidance stays until the new one is whole.
  if (todays && !(load === 'done' && streamed)) return { state: 'done', text: todays.text }
  if (load === 'failed') return { state: 'failed' }
  if (streamed !== null) {
    // Done but not kept (a full storage): still shown, whole, for this visit.
    return { state: load === 'done' ? 'done' : 'streaming', text: streamed }
  }
  return { state: 'loading' }
}
