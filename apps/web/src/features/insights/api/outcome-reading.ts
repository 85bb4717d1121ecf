import { queryOptions, useQuery } from '@tanstack/react-query'
import { loadOutcomeJudge, type OutcomeJudge } from '@/lib/coach/outcome-reader'

/**
 * The coach engine's reading of outcomes, loaded once for the whole app: the engine runs on the
 * device, so once loaded it stays, and a load that failed is tried again when a card that needs
 * it shows again.
 */
export const outcomeJudgeQueryOptions = queryOptions({
  queryKey: ['outcome-judge'],
  queryFn: async () => ({ read: await loadOutcomeJudge() }),
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
})

/** 'waiting' until there is something to read, then loading, ready (with the judge) or failed. */
export type OutcomeReading =
  { state: 'waiting' | 'loading' | 'failed' } | { state: 'ready'; read: OutcomeJudge }

/**
 * For Insights' 'Closing the loop' and 'Your gut, over time': the reader, asked for only once
 * `needed` (so no screen that does not read outcomes carries the engine).
 */
export function useOutcomeReading(needed: boolean): OutcomeReading {
  const judge = useQuery({ ...outcomeJudgeQueryOptions, enabled: needed })
  if (!needed) return { state: 'waiting' }
  if (judge.data) return { state: 'ready', read: judge.data.read }
  return { state: judge.isError ? 'failed' : 'loading' }
}
