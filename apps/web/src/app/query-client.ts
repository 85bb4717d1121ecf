import { QueryClient } from '@tanstack/react-query'

/**
 * The app's one query client, made by main.tsx before the first render (first-render.ts).
 *
 * Every mutation runs whether or not the phone says it is online (`networkMode: 'always'`): a
 * check-in's save and the lock's writes work on the phone offline, and a call to the server
 * fails at once with its own words (it was a plain call before it was a mutation) rather than
 * waiting, paused, for a connection. TanStack's default would hold a check-in's save until the
 * phone is online again. Queries that read the phone say so themselves.
 */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { networkMode: 'always' },
    },
  })
}
