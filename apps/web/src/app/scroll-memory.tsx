import { useEffect, useLayoutEffect } from 'react'
import { useLocation, useNavigationType } from '@/lib/router'

/** Where each history entry was scrolled to, by its key, for this tab's life. */
const positions = new Map<string, number>()
let currentKey: string | null = null

function remember(): void {
  if (currentKey !== null) positions.set(currentKey, window.scrollY)
}

/**
 * Scrolls as a native app does on each navigation (the router restores no scroll, ADR 0021
 * and 0072): a screen reached by a link or a tap opens at its top; Back and
 * Forward return to where that screen was left. It runs when the new screen has committed
 * (navigations are transitions, so that is once its code has loaded), before the browser
 * paints it.
 */
export function ScrollMemory() {
  const { key } = useLocation()
  const navigationType = useNavigationType()

  useEffect(() => {
    // The browser's own restoration would scroll before the new screen is there.
    window.history.scrollRestoration = 'manual'
    window.addEventListener('scroll', remember, { passive: true })
    return () => window.removeEventListener('scroll', remember)
  }, [])

  useLayoutEffect(() => {
    currentKey = key
    window.scrollTo(0, navigationType === 'POP' ? (positions.get(key) ?? 0) : 0)
  }, [key, navigationType])

  return null
}
