import { isDesktopGated } from './desktop-gate-rule'
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react'

function subscribe(listener: () => void) {
  window.addEventListener('resize', listener)
  return () => window.removeEventListener('resize', listener)
}

const isGated = () => isDesktopGated(navigator.userAgent, window.innerWidth)

/** Its screen is loaded only by a browser that sees it, so a phone's first load leaves it out. */
const MobileOnly = lazy(() => import('./mobile-only'))

/**
 * A non-mobile browser wider than 1024 px sees 'Mobile experience only'.
 * It follows resizing, so narrowing the window shows the app again.
 */
export function DesktopGate({ children }: { children: ReactNode }) {
  const gated = useSyncExternalStore(subscribe, isGated, () => false)
  if (!gated) return children
  return (
    <Suspense fallback={null}>
      <MobileOnly />
    </Suspense>
  )
}
