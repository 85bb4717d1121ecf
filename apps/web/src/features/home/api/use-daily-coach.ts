import { isSameDayCache } from '@hara/core'
import { useCoachAnswer } from '@/lib/coach'
import { todayOnDevice } from '@/stores/device'

/**
 * One of the coach's daily answers (the focus, the missions, the guidance): `fallback` until
 * the journal has enough entries for the coach; then the coach's answer for today, kept in the
 * journal with what it was made from (`basis`). An answer of today made from another journal (a
 * check-in, an outcome, an import, a restore or a sync since) is asked again, and shown until
 * the new one is in; an answer of another day is not shown. `fallback` again should the coach
 * fail with nothing of today kept.
 */
export function useDailyCoach<T>({
  type,
  canAsk,
  size,
  basis,
  cached,
  fallback,
  ask,
}: {
  /** The coach request's type, which names the request of the day. */
  type: string
  /** Whether a journal of this many entries is enough for the coach (the core's rule). */
  canAsk: (entries: number) => boolean
  /** How many entries the answer is made from; null while not known yet. */
  size: number | null
  /** What the answer is made from, as one string; null while not known yet. */
  basis: string | null
  /** What the journal keeps of the last answer: the day it was asked and its basis. */
  cached: { date: string; basis?: string; value: T } | null
  fallback: T
  /** Asks the coach for today's answer and keeps it in the journal with `basis`. */
  ask: (today: string, basis: string, signal: AbortSignal) => Promise<void>
}): { value: T; loading: boolean } {
  const today = todayOnDevice()
  const todays = cached && isSameDayCache(cached.date, today) ? cached : null
  const fresh = todays !== null && basis !== null && todays.basis === basis
  const enough = size !== null && canAsk(size)

  const load = useCoachAnswer({
    key: `${type}|${today}|${basis}`,
    enabled: enough && basis !== null && !fresh,
    load: (signal) => ask(today, basis ?? '', signal),
  })

  // Not known yet (the journal is being counted): today's answer if kept, else a placeholder,
  // never the defaults for a moment.
  if (size === null) return { value: todays?.value ?? fallback, loading: todays === null }
  if (!enough) return { value: fallback, loading: false }
  if (todays !== null) return { value: todays.value, loading: !fresh && load === 'loading' }
  return { value: fallback, loading: load === 'loading' }
}
