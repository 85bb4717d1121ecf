import { useQuery, useQueryClient } from '@/lib/query'
import { Suspense, useDeferredValue } from 'react'
import { Routes } from '@/lib/router'
import { LoadingScreen } from '@/components/ui/loading-screen'
import { useSession } from '@/features/auth/api/session'
import { routesOf } from './route-elements'
import { routeModules, type SignedInModule } from './route-modules'
import { SessionErrorScreen } from './routes/session-error'

/** Signed out: terms, privacy, and the auth screen on any other path (route-table.ts). */
const signedOutRoutes = routesOf('signedOut').own

/**
 * The signed-in app for this user: its code, once it has arrived and got the user's data ready
 * for its first render (their journal on this device and, unless it is slow, their profile).
 *
 * A query keyed by the user, so a start loads it once and a sign-out forgets it with the other
 * answers. It runs offline too (the code comes from the phone's cache), and a failed load (the
 * code could not be fetched) is tried again on Retry only. It is loaded outside React's
 * Suspense: a boundary that showed its fallback reveals its content at the earliest 300 ms
 * later, which a signed-in start would wait for every time. The loading screen stays up
 * instead, and the app shows the moment it is ready, rendered as a deferred value so that its
 * first render yields to the browser.
 */
function useSignedInApp(userId: string | null) {
  const queryClient = useQueryClient()
  const load = useQuery({
    queryKey: ['signed-in-app', userId],
    queryFn: async (): Promise<Loaded> => {
      const module = await routeModules.signedInApp()
      await module.prepareSignedIn(userId!, queryClient)
      return { userId: userId!, module }
    },
    enabled: userId !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    networkMode: 'always',
    structuralSharing: false,
  })
  const ready = useDeferredValue(load.data)
  const module = ready?.userId === userId ? ready.module : null
  return { module, failed: load.isError, retry: () => void load.refetch() }
}

type Loaded = { userId: string; module: SignedInModule }

/**
 * Routing by session state:
 * checking → 'Loading...'; signed out → auth, terms, privacy (any other path shows the auth
 * screen); signed in → the signed-in app (signed-in.tsx: onboarding, then the app).
 */
export function AppRoutes() {
  const session = useSession()
  const userId = session.data?.user.id ?? null
  const signedIn = useSignedInApp(userId)

  if (session.isPending) return <LoadingScreen />
  if (session.isError) return <SessionErrorScreen onRetry={() => void session.refetch()} />
  if (userId !== null) {
    if (signedIn.failed) return <SessionErrorScreen onRetry={signedIn.retry} />
    if (signedIn.module === null) return <LoadingScreen />
    const { default: SignedInApp } = signedIn.module
    return <SignedInApp key={userId} userId={userId} />
  }

  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>{signedOutRoutes}</Routes>
    </Suspense>
  )
}
