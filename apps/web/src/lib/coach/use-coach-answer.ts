import { useQuery } from '@/lib/query'

/** Where a screen's coach request stands. */
export type CoachLoad = 'idle' | 'loading' | 'failed' | 'done'

/**
 * Runs a coach request for a screen, as a query of the app's cache (lib/query), and tells where it stands; the answer
 * itself goes to the journal store, the one cache of coach answers (ADR 0056), which the screen
 * reads. The query holds no answer (its data is null), only the request's state.
 * The request runs when `enabled` turns true or `key` changes, once (a coach call is not
 * retried behind the person's back), and is aborted when no screen shows it any more; a screen
 * that comes back asks again unless the journal now holds the answer.
 */
export function useCoachAnswer({
  key,
  enabled,
  load,
  onError,
}: {
  key: string
  enabled: boolean
  load: (signal: AbortSignal) => Promise<void>
  onError?: (error: unknown) => void
}): CoachLoad {
  const query = useQuery({
    queryKey: ['coach-answer', key],
    queryFn: async ({ signal }) => {
      try {
        await load(signal)
      } catch (error) {
        if (!signal.aborted) onError?.(error)
        throw error
      }
      return null
    },
    enabled,
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchOnReconnect: false,
  })
  if (!enabled) return 'idle'
  if (query.isError) return 'failed'
  if (query.isSuccess) return 'done'
  return 'loading'
}
