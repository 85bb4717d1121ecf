import type { TapEntry } from '@hara/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type * as FollowUpSheet from './follow-up-sheet'

/** How long after Home shows its rows the sheet's code is fetched. */
const SHEET_PREFETCH_MS = 1500

/**
 * The outcome sheet of Home's "How did it turn out?", and the row it is open for. Its code is
 * a query: fetched while the person reads, a moment after the rows show (never in the way of
 * what Home shows first), so that a tap opens it at once; a tap before then fetches it
 * itself. While it is on its way the row tapped is busy (`opening`); one that could not be
 * fetched says so (`failed`) and is fetched again on the next tap.
 */
export function useFollowUpSheet(hasRows: boolean) {
  const [entry, setEntry] = useState<TapEntry | null>(null)
  const [soon, setSoon] = useState(false)
  useEffect(() => {
    if (!hasRows) return
    const later = setTimeout(() => setSoon(true), SHEET_PREFETCH_MS)
    return () => clearTimeout(later)
  }, [hasRows])
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
  }
}
