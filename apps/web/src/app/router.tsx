import { lazy, Suspense } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { LoadingScreen } from '@/components/ui/loading-screen'
import { useSession } from '@/features/auth/api/session'
import { SessionErrorScreen } from './routes/session-error'
import { useOnboarding } from './use-onboarding'

// Every route is its own chunk: the first screen downloads only what it shows.
const AuthRoute = lazy(() => import('./routes/auth'))
const TermsRoute = lazy(() => import('./routes/terms'))
const PrivacyRoute = lazy(() => import('./routes/privacy'))
const OnboardingRoute = lazy(() => import('./routes/onboarding'))
const HomeRoute = lazy(() => import('./routes/home'))
const ProfileRoute = lazy(() => import('./routes/profile'))
const NotFoundRoute = lazy(() => import('./routes/not-found'))

/**
 * Routing by session state (spec section 2):
 * checking → 'Loading...'; signed out → auth, terms, privacy (any other path shows the auth
 * screen); signed in but not onboarded → onboarding; otherwise the app, / → /home.
 */
export function AppRoutes() {
  const session = useSession()
  const userId = session.data?.user.id ?? null
  const onboarding = useOnboarding(userId)

  if (session.isPending) return <LoadingScreen />
  if (session.isError) return <SessionErrorScreen onRetry={() => void session.refetch()} />

  return (
    <Suspense fallback={<LoadingScreen />}>
      {!session.data ? (
        <Routes>
          <Route path="/terms" element={<TermsRoute />} />
          <Route path="/privacy" element={<PrivacyRoute />} />
          <Route path="*" element={<AuthRoute />} />
        </Routes>
      ) : !onboarding.completed ? (
        <OnboardingRoute onComplete={onboarding.complete} />
      ) : (
        <Routes>
          <Route path="/" element={<Navigate to="/home" replace />} />
          <Route path="/auth" element={<Navigate to="/home" replace />} />
          <Route path="/home" element={<HomeRoute />} />
          <Route path="/profile" element={<ProfileRoute />} />
          <Route path="/terms" element={<TermsRoute />} />
          <Route path="/privacy" element={<PrivacyRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Routes>
      )}
    </Suspense>
  )
}
