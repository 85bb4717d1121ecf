import { lazy, Suspense, useLayoutEffect } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { LoadingScreen } from '@/components/ui/loading-screen'
import { useSession } from '@/features/auth/api/session'
import {
  setActiveUser,
  setOnboardingChallenge,
  setOnboardingCompleted,
  setOnboardingFocus,
  useActiveUserId,
} from '@/stores/journal'
import type { OnboardingResult } from '@/features/onboarding/components/onboarding-flow'
import { AppLayout } from './layout/app-layout'
import { routeModules } from './route-modules'
import { SessionErrorScreen } from './routes/session-error'
import { useOnboardingGate } from './use-onboarding-gate'

const AuthRoute = lazy(routeModules.auth)
const TermsRoute = lazy(routeModules.terms)
const PrivacyRoute = lazy(routeModules.privacy)
const OnboardingRoute = lazy(routeModules.onboarding)
const HomeRoute = lazy(routeModules.home)
const ProfileRoute = lazy(routeModules.profile)
const CheckInRoute = lazy(routeModules.checkIn)
const MapRoute = lazy(routeModules.map)
const InsightsRoute = lazy(routeModules.insights)
const AchievementsRoute = lazy(routeModules.achievements)
const SettingsRoute = lazy(routeModules.settings)
const HelpRoute = lazy(routeModules.help)
const NotFoundRoute = lazy(routeModules.notFound)

/**
 * Routing by session state (spec section 2):
 * checking → 'Loading...'; signed out → auth, terms, privacy (any other path shows the auth
 * screen); signed in but not onboarded → onboarding; otherwise the app, / → /home.
 */
export function AppRoutes() {
  const session = useSession()
  const userId = session.data?.user.id ?? null
  // The journal on this device is kept per user: show the signed-in user's, nobody else's.
  useLayoutEffect(() => {
    if (!session.isPending) setActiveUser(userId)
  }, [session.isPending, userId])
  const journalUser = useActiveUserId()
  const { gate, markAdmitted } = useOnboardingGate(journalUser === userId ? userId : null)

  if (session.isPending) return <LoadingScreen />
  if (session.isError) return <SessionErrorScreen onRetry={() => void session.refetch()} />
  if (session.data && (journalUser !== userId || gate === 'checking')) return <LoadingScreen />

  /** Spec section 2: a correct code completes onboarding for this user; the choices feed the coach. */
  const completeOnboarding = ({ focus, challenge }: OnboardingResult) => {
    markAdmitted()
    setOnboardingFocus(focus)
    setOnboardingChallenge(challenge || null)
    setOnboardingCompleted(true)
  }

  return (
    <Suspense fallback={<LoadingScreen />}>
      {!session.data ? (
        <Routes>
          <Route path="/terms" element={<TermsRoute />} />
          <Route path="/privacy" element={<PrivacyRoute />} />
          <Route path="*" element={<AuthRoute />} />
        </Routes>
      ) : gate === 'onboarding' ? (
        <OnboardingRoute onComplete={completeOnboarding} />
      ) : (
        <Routes>
          <Route path="/" element={<Navigate to="/home" replace />} />
          <Route path="/auth" element={<Navigate to="/home" replace />} />
          <Route path="/check-in" element={<CheckInRoute />} />
          <Route element={<AppLayout />}>
            <Route path="/home" element={<HomeRoute />} />
            <Route path="/insights" element={<InsightsRoute />} />
            <Route path="/map" element={<MapRoute />} />
            <Route path="/profile" element={<ProfileRoute />} />
            <Route path="/achievements" element={<AchievementsRoute />} />
            <Route path="/settings" element={<SettingsRoute />} />
            <Route path="/help" element={<HelpRoute />} />
          </Route>
          <Route path="/terms" element={<TermsRoute />} />
          <Route path="/privacy" element={<PrivacyRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Routes>
      )}
    </Suspense>
  )
}
