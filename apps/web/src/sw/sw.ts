/**
 * Hara's service worker, built by vite-plugin-pwa (`injectManifest`) into `/sw.js`.
 *
 * - Precaching: every built file (`self.__WB_MANIFEST`, filled in at build time) is cached at
 *   install, so the app shell opens offline (ADR 0007); caches of older builds are removed.
 * - Navigation: any page address is answered with the cached `index.html` so the client router
 *   decides, except the server's own surfaces (`/api`, `/functions`, `/storage`), which always
 *   go to the network.
 * - Updates: a new version waits until every Hara tab is closed (or the page posts
 *   `SKIP_WAITING`), so an open check-in is never swapped out underneath the person.
 * - Reminders: `reminders.ts` shows pushes as notifications and opens the app when one is
 *   tapped.
 *
 * Later work (offline sync, background fetch) adds its handlers in their own modules, imported
 * here, so this file stays a table of contents.
 */
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { listenForReminders } from './reminders'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (PrecacheEntry | string)[]
}

/** Paths the server answers itself: never the app shell, online or off. */
const SERVER_PATHS = [/^\/api\//, /^\/functions\//, /^\/storage\//]

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: SERVER_PATHS }),
)

// On the first install, take control of the pages already open, so a tapped reminder can
// bring one of them to the right screen instead of opening another.
clientsClaim()

listenForReminders(self)
