import { queryOptions } from '@/lib/query'
import { loadOutcomeJudge } from './outcome-reader'

/**
 * The coach engine's reading of outcomes, loaded once for the whole app (Insights' cards and
 * "Was your gut right?"): the engine runs on the device, so once loaded it stays, and a load that
 * failed is tried again when a screen that needs it shows again.
 */
export const outcomeJudgeQueryOptions = queryOptions({
  queryKey: ['outcome-judge'],
  queryFn: async () => ({ read: await loadOutcomeJudge() }),
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
})
