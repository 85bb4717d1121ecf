import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { startTransition, Suspense, useEffect, useState } from 'react'
import { Routes } from 'react-router'
import { LoadingScreen } from '@/components/ui/loading-screen'
import { useSession } from '@/features/auth/api/session'
import { routesOf } from './route-elements'
import { routeModules, type SignedInModule } from './route-modules'
import { SessionErrorScreen } from './routes/session-error'

/** Signed out: terms, privacy, and the auth screen on any other path (route-table.ts). */
const signedOutRoutes = routesOf('signedOut').own
const signedInLoads = new Map<string, Promise<SignedInModule>>()

/**
 * The signed-in app's code, once it has arrived and got the user's data ready for its first
 * render: their journal on this device and (unless it is slow) their profile.
 */
function loadSignedInApp(userId: string, queryClient: QueryClient): Promise<SignedInModule> {
  let load = signedInLoads.get(userId)
  if (!load) {
    load = routeModules.signedInApp().then(async (module) => {
      await module.prepareSignedIn(userId, queryClient)
      return module
    })
    // A failed load (the code could not be fetched) is tried again on Retry.
    load.catch(() => signedInLoads.delete(userId))
    signedInLoads.set(userId, load)
  }
  return load
}

type Loaded = { userId: string; module: SignedInModule | 'failed' }

/**
 * The signed-in app for this user, loaded outside React's Suspense: a boundary that showed its
 * fallback reveals its content at the earliest 300 ms later, which a signed-in start would
 * wait for every time. The loading screen stays up instead, and the app shows the moment it
 * is ready, rendered as a transition so that its first render yields to the browser.
 */
function useSignedInApp(userId: string | null) {
  const queryClient = useQueryClient()
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (userId === null) return
    let current = true
    const show = (module: Loaded['module']) => {
      if (current) startTransition(() => setLoaded({ userId, module }))
    }
    loadSignedInApp(userId, queryClient).then(show, () => show('failed'))
    return () => {
      current = false
    }
  }, [userId, queryClient, attempt])
  const module = loaded?.userId === userId ? loaded.module : null
  return { module, retry: () => setAttempt((n) => n + 1) }
}

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
    if (signedIn.module === 'failed') return <SessionErrorScreen onRetry={signedIn.retry} />
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
