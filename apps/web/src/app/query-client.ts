import { QueryClient } from '@tanstack/react-query'

/** The app's one query client, made by main.tsx before the first render (first-render.ts). */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  })
}
