/**
 * Whether this browser can receive Hara's reminders, and if not, why: the switches say so
 * instead of pretending to be on.
 */

export type PushSupport =
  | 'ready'
  /** Notifications are blocked for the site. */
  | 'denied'
  /** iPhone or iPad: Web Push works only for an app added to the Home Screen (iOS 16.4+). */
  | 'ios-install'
  /** No service worker, Push API or notifications at all. */
  | 'unsupported'

export type BrowserSurface = {
  navigator: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> & {
    serviceWorker?: unknown
    standalone?: boolean
  }
  hasPushManager: boolean
  notificationPermission: NotificationPermission | null
  standaloneDisplay: boolean
}

export function currentBrowser(): BrowserSurface {
  return {
    navigator,
    hasPushManager: typeof window !== 'undefined' && 'PushManager' in window,
    notificationPermission: typeof Notification === 'undefined' ? null : Notification.permission,
    standaloneDisplay:
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(display-mode: standalone)').matches,
  }
}

export function pushSupport(browser: BrowserSurface = currentBrowser()): PushSupport {
  const { navigator: nav } = browser
  const ios =
    /iPhone|iPad|iPod/.test(nav.userAgent) ||
    // iPadOS presents itself as a Mac; only its touch screen gives it away.
    (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1)
  const installed = browser.standaloneDisplay || nav.standalone === true
  if (ios && !installed) return 'ios-install'
  if (!nav.serviceWorker || !browser.hasPushManager || browser.notificationPermission === null) {
    return 'unsupported'
  }
  if (browser.notificationPermission === 'denied') return 'denied'
  return 'ready'
}
