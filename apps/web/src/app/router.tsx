import { lazy, Suspense } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { LoadingScreen } from '@/components/ui/loading-screen'

// Every route is its own chunk: the first screen downloads only what it shows.
const HomeRoute = lazy(() => import('./routes/home'))
const NotFoundRoute = lazy(() => import('./routes/not-found'))

export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        <Route path="/" element={<Navigate to="/home" replace />} />
        <Route path="/home" element={<HomeRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </Suspense>
  )
}
