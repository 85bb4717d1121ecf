import { lazy, Suspense } from 'react'
import { Route, Routes } from 'react-router'
import { LoadingScreen } from '@/components/ui/loading-screen'
import { useSession } from '@/features/auth/api/session'
import { routeModules } from './route-modules'
import { SessionErrorScreen } from './routes/session-error'

const AuthRoute = lazy(routeModules.auth)
const TermsRoute = lazy(routeModules.terms)
const PrivacyRoute = lazy(routeModules.privacy)
const SignedInApp = lazy(routeModules.signedInApp)

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
        <SignedInApp userId={session.data.user.id} />
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
