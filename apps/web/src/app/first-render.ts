import type { QueryClient } from '@/lib/query'
import { sessionQueryOptions } from '@/features/auth/api/session'

/** How long React's first render waits for the session check before rendering without it. */
export const SESSION_WAIT_MS = 1000

/**
 * Whether the session is known before React's first render (ADR 0021). The page's inline start
 * script (src/start/first-screen.js) asked for it before the app's code arrived, so it has
 * usually answered by the time this runs. React's first render then already knows who is here:
 * it needs no second render for the answer, and it can render as a transition, in slices that
 * yield to the browser, with nothing changing under it. The page shows its own 'Loading...'
 * screen meanwhile, which is all React's first render would show. When the answer takes longer
 * than a moment (or fails), React renders at once and the session arrives as it always did.
 */
export function sessionBeforeFirstRender(
  queryClient: QueryClient,
  waitMs = SESSION_WAIT_MS,
): Promise<boolean> {
  return Promise.race([
    queryClient.fetchQuery(sessionQueryOptions).then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), waitMs)),
  ])
}
