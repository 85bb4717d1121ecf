import { QueryClient } from '@/lib/query'

/**
 * The app's one query client, made by main.tsx before the first render (first-render.ts).
 * A read is fresh for 30 seconds and tried once more when it fails. Every write runs whether
 * or not the phone says it is online (lib/query/mutation.ts); queries that read the phone say
 * so themselves (`networkMode: 'always'`).
 */
export function makeQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } })
}
