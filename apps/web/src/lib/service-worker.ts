/**
 * Registers Hara's service worker and tells the app when a new version is ready.
 *
 * A new worker installs in the background and then waits (src/sw/sw.ts never skips waiting on
 * its own), so nobody is swapped onto new code in the middle of a check-in. The app shows a
 * quiet 'Update available' prompt; tapping it asks the waiting worker to take over, and the
 * page reloads once it has. Updates are looked for at start-up, when the app comes back to the
 * foreground and every hour while it stays open.
 */
type Listener = () => void

const HOURLY = 60 * 60 * 1000

let waiting: ServiceWorker | null = null
const listeners = new Set<Listener>()

function setWaiting(worker: ServiceWorker | null) {
  waiting = worker
  for (const listener of listeners) listener()
}

/** The new version's worker once it is installed and waiting, else null. */
export function waitingWorker(): ServiceWorker | null {
  return waiting
}

export function onWaitingWorker(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Switches to the waiting version; the page reloads when it has taken control. */
export function applyUpdate(): void {
  waiting?.postMessage({ type: 'SKIP_WAITING' })
}

function watch(registration: ServiceWorkerRegistration) {
  // Only an update is announced: the first install has no page to replace.
  if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting)
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) setWaiting(worker)
    })
  })
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  let reloading = false
  const hadController = Boolean(navigator.serviceWorker.controller)
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first install claims the page (reminders need it); only a real update reloads.
    if (!hadController || reloading) return
    reloading = true
    window.location.reload()
  })
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(
      // A browser whose workers are blocked (by its automation, say) may answer with nothing.
      (registration: ServiceWorkerRegistration | undefined) => {
        if (!registration) return
        watch(registration)
        const check = () => void registration.update().catch(() => {})
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible') check()
        })
        window.setInterval(check, HOURLY)
      },
      () => {
        // Private modes and some embedded browsers refuse workers; Hara still runs online.
      },
    )
  }
  // Installing the worker downloads the whole app again for its cache: leave the first screen
  // the network and the main thread, and start once the page is loaded and idle.
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(register, { timeout: 5000 })
    } else setTimeout(register, 1000)
  }
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}
