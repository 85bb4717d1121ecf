import type { TapEntry } from '@hara/core'
import { useQuery } from '@/lib/query'
import { useCallback, useState } from 'react'
import type * as FollowUpSheet from './follow-up-sheet'

/**
 * The outcome sheet of Home's "How did it turn out?", and the row it is open for. Its code is
 * a query, fetched once the person reaches for the card (a finger or the focus on it,
 * `prefetch`), so that the tap that follows opens it at once, and Home's start never loads it
 * (ADR 0075); a tap before then fetches it itself. While it is on its way the row tapped is
 * busy (`opening`); one that could not be fetched says so (`failed`) and is fetched again on
 * the next tap.
 */
export function useFollowUpSheet(hasRows: boolean) {
  const [entry, setEntry] = useState<TapEntry | null>(null)
  const [soon, setSoon] = useState(false)
  const code = useQuery({
    queryKey: ['code', 'follow-up-sheet'],
    queryFn: (): Promise<typeof FollowUpSheet> => import('./follow-up-sheet'),
    enabled: (hasRows && soon) || entry !== null,
    // From the phone's cache offline too; a failed fetch waits for the next tap.
    networkMode: 'always',
    retry: false,
  })
  const waiting = entry !== null && code.data === undefined
  return {
    sheet: entry !== null && code.data !== undefined ? { entry, module: code.data } : null,
    opening: waiting && code.isFetching ? entry.id : null,
    failed: waiting && code.isError && !code.isFetching,
    open: (next: TapEntry) => {
      setEntry(next)
      if (code.isError) void code.refetch()
    },
    close: () => setEntry(null),
    prefetch: useCallback(() => setSoon(true), []),
  }
}
