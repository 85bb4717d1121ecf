import {
  canGenerateFocus,
  canGenerateMissions,
  canRequestDailyGuidance,
  coachJournal,
  journalBasis,
  startingMissions,
  type CalendarDay,
} from '@hara/core'
import { useState } from 'react'
import { streamCoach, useCoachAnswer, useCoachLanguage } from '@/lib/coach'
import {
  setDailyGuidance,
  startOfDayOnDevice,
  todayOnDevice,
  useDailyGuidanceCache,
  useOnboardingChoices,
} from '@/stores/device'
import { getEntries, useDayPlanOf, useEntriesBefore, useJournalSummary } from '@/stores/records'

/**
 * Today's guidance on Insights: asked of the coach once a day for a journal
 * (`lastDailyGuidance`, and what it was made from), shown word by word as it streams in, and
 * kept. When the journal changes (a check-in, an outcome, an import, a sync), it is asked again
 * from the journal as it is, and the guidance already shown stays until the new one is whole:
 * the guidance never speaks of a journal the screen beside it no longer shows. The coach recaps
 * the last 7 entries and takes what stands out from the whole journal sent, so the guidance and
 * the patterns agree. Its practice for today is the first mission Home shows (the day's plan,
 * ADR 0068), so the two screens tell one story. A failed request shows the product's message;
 * the next visit asks again.
 */
export type GuidanceView =
  | { state: 'loading' }
  | { state: 'streaming'; text: string }
  | { state: 'done'; text: string }
  | { state: 'failed' }

/**
 * The first mission Home shows today, read without asking the coach: the day's plan's, or the
 * starting one while the check-ins before today are too few for the coach (Home's rule,
 * features/home/api/day-plan.ts). No title while the plan is still to be made: the coach then
 * names the mission its own findings give, which is the plan's once made from the same journal.
 * Not `known` while the journal is still being counted.
 */
function useFirstMissionOf(today: CalendarDay): { known: boolean; title?: string } {
  const plan = useDayPlanOf(today)
  const before = useEntriesBefore(startOfDayOnDevice(today))
  const choices = useOnboardingChoices()
  if (plan) return { known: true, title: plan.missions[0]?.title }
  if (before === null) return { known: false }
  if (canGenerateFocus(before) && canGenerateMissions(before)) return { known: true }
  return { known: true, title: startingMissions(choices)[0]?.title }
}

export function useDailyGuidance(userName: string | undefined, ready: boolean): GuidanceView {
  const cache = useDailyGuidanceCache()
  const today = todayOnDevice()
  const { known, title: forToday } = useFirstMissionOf(today)
  // The guidance is made again when the journal, the day's mission or the language changes.
  const language = useCoachLanguage()
  const basis = `${journalBasis(useJournalSummary())}${forToday ? `|${forToday}` : ''}|${language}`
  const todays = canRequestDailyGuidance(cache?.date, today) ? null : cache
  const due = todays === null || todays.basis !== basis
  const key = `daily_guidance|${today}|${basis}`
  const [partial, setPartial] = useState<{ key: string; text: string } | null>(null)

  const load = useCoachAnswer({
    key,
    // Waits for the name the coach greets, so the guidance is asked for once and not twice.
    enabled: due && ready && known,
    load: async (signal) => {
      const entries = coachJournal(await getEntries())
      const text = await streamCoach(
        { type: 'daily_guidance', entries, userName: userName?.trim() || undefined, forToday },
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
