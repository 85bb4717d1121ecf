import { isSameDayCache } from '@hara/core'
import { useCoachAnswer } from '@/lib/coach'
import { todayOnDevice, useJournalSummary } from '@/stores/journal'

/**
 * One of Home's daily coach answers (the focus, the missions): `fallback` until the journal
 * has enough entries for the coach; then the coach's answer, asked once a day (`ask` keeps it
 * in the journal, which `cached` reads back), and `fallback` again should the coach fail.
 */
export function useDailyCoach<T>({
  type,
  canAsk,
  cached,
  fallback,
  ask,
}: {
  /** The coach request's type, which names the request of the day. */
  type: string
  /** Whether a journal of this many entries is enough for the coach (the core's rule). */
  canAsk: (entries: number) => boolean
  /** What the journal keeps of the last answer, and the day it was asked. */
  cached: { date: string; value: T } | null
  fallback: T
  /** Asks the coach for today's answer and keeps it in the journal. */
  ask: (today: string, signal: AbortSignal) => Promise<void>
}): { value: T; loading: boolean } {
  const count = useJournalSummary().entries
  const today = todayOnDevice()
  const enough = canAsk(count)
  const todays = cached && isSameDayCache(cached.date, today) ? cached.value : null

  const load = useCoachAnswer({
    key: `${type}|${today}`,
    enabled: enough && todays === null,
    load: (signal) => ask(today, signal),
  })

  if (!enough) return { value: fallback, loading: false }
  if (todays !== null) return { value: todays, loading: false }
  return { value: fallback, loading: load === 'loading' }
}
