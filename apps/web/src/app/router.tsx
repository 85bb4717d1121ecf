import { lazy, Suspense, use } from 'react'
import { Route, Routes } from 'react-router'
import { LoadingScreen } from '@/components/ui/loading-screen'
import { useSession } from '@/features/auth/api/session'
import { routeModules } from './route-modules'
import { SessionErrorScreen } from './routes/session-error'

const AuthRoute = lazy(routeModules.auth)
const TermsRoute = lazy(routeModules.terms)
const PrivacyRoute = lazy(routeModules.privacy)

type SignedInModule = Awaited<ReturnType<typeof routeModules.signedInApp>>
const signedInLoads = new Map<string, Promise<SignedInModule>>()

/**
 * The signed-in app's code, with the user's journal read as it arrives: its first render shows
 * the journal, with no pass in between that only opens it.
 */
function loadSignedInApp(userId: string): Promise<SignedInModule> {
  let load = signedInLoads.get(userId)
  if (!load) {
    load = routeModules.signedInApp().then((module) => {
      module.openJournal(userId)
      return module
    })
    signedInLoads.set(userId, load)
  }
  return load
}

function SignedIn({ userId }: { userId: string }) {
  const { default: SignedInApp } = use(loadSignedInApp(userId))
  return <SignedInApp userId={userId} />
}

/**
 * Routing by session state (spec section 2):
 * checking → 'Loading...'; signed out → auth, terms, privacy (any other path shows the auth
 * screen); signed in → the signed-in app (signed-in.tsx: onboarding, then the app).
 */
export function AppRoutes() {
  const session = useSession()

  if (session.isPending) return <LoadingScreen />
  if (session.isError) return <SessionErrorScreen onRetry={() => void session.refetch()} />

  return (
    <Suspense fallback={<LoadingScreen />}>
      {session.data ? (
        <SignedIn key={session.data.user.id} userId={session.data.user.id} />
      ) : (
        <Routes>
          <Route path="/terms" element={<TermsRoute />} />
          <Route path="/privacy" element={<PrivacyRoute />} />
          <Route path="*" element={<AuthRoute />} />
        </Routes>
      )}
    </Suspense>
  )
}
