import { useEffect, useState, useSyncExternalStore } from 'react'
import type { DataTag } from './client'
import { useQueryClient } from './provider'
import type { QueryKey } from './query'
import { QueryObserver, type UseQueryOptions, type UseQueryResult } from './query-observer'

export type { UseQueryOptions, UseQueryResult }

/** Options that can be shared by `useQuery`, `fetchQuery` and `setQueryData` (the key's type). */
export function queryOptions<TData, TError = Error, TKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TData, TError, TKey>,
): UseQueryOptions<TData, TError, TKey> & { queryKey: DataTag<TKey, TData> } {
  return options as UseQueryOptions<TData, TError, TKey> & { queryKey: DataTag<TKey, TData> }
}

/** `placeholderData` that shows the answer before while the next key's is read. */
export const keepPreviousData = <T>(previous: T | undefined): T | undefined => previous

/**
 * A screen's read of a query (query-observer.ts): it reads when the screen shows it and its
 * answer is stale, and renders again as the query changes.
 */
export function useQuery<TData, TError = Error, TKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TData, TError, TKey>,
): UseQueryResult<TData, TError> {
  const client = useQueryClient()
  const [observer] = useState(() => new QueryObserver<TData, TError>(client))
  observer.setOptions(options as unknown as UseQueryOptions<TData, TError>)
  const state = useSyncExternalStore(observer.subscribe, observer.getSnapshot, observer.getSnapshot)
  useEffect(() => observer.commit())
  return observer.result(state)
}
