/**
 * The app's own cache of reads and writes (ADR 0084): the parts of TanStack Query's interface
 * the app uses, under the same names, in a fraction of its bytes. Writes are imported from
 * `@/lib/query/use-mutation` (and `…/mutation`), so that no first screen carries them.
 */
export { QueryClient, hashKey, type DataTag, type QueryFilters } from './client'
export { onlineManager } from './online'
export { QueryClientProvider, useQueryClient } from './provider'
export { Query, type QueryKey, type QueryState, type QueryFunctionContext } from './query'
export {
  keepPreviousData,
  queryOptions,
  useQuery,
  type UseQueryOptions,
  type UseQueryResult,
} from './use-query'
