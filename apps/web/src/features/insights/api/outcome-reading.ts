import { useQuery } from '@/lib/query'
import { outcomeJudgeQueryOptions } from '@/lib/coach/outcome-judge-query'
import type { OutcomeJudge } from '@/lib/coach/outcome-reader'

/** 'waiting' until there is something to read, then loading, ready (with the judge) or failed. */
export type OutcomeReading =
  | { state: 'waiting' | 'loading' | 'failed' }
  | { state: 'ready'; read: OutcomeJudge }

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
