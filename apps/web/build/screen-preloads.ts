import path from 'node:path'
import { routeTable } from '../src/app/route-table'

/**
 * The chunks of the screens a person opens from another one: every lazy screen with a path
 * when signed in (Insights, the Timeline, Settings, …). The signed-in app, the signed-out
 * screen, onboarding and the lock screen are what a start itself loads.
 */
const OPENED_LATER = new Set(
  Object.values(routeTable)
    .filter((entry) => !('eager' in entry) && 'signedIn' in entry)
    .map((entry) => path.basename(entry.module, '.tsx')),
)

/**
 * Which files the page fetches beside a lazily imported chunk, before it runs (Vite's
 * `modulePreload.resolveDependencies`; ADR 0081). For a screen opened from another one, only
 * its stylesheets (a screen never renders without its utilities, ADR 0065): the chunks it
 * imports are fetched as the browser reads its imports, one round trip later on a phone whose
 * service worker has not yet kept them, where listing them made every first screen carry their
 * names (the entry lists every lazy import's files). Every other lazy import (the signed-in
 * app, Home's cards, the coach's client, the background work) keeps its list: a start waits for
 * those. A start on a screen's own address preloads its chunks from the start-up plan
 * (build/first-screen.ts) as before.
 */
export function screenPreloads(filename: string, deps: string[]): string[] {
  const chunk = path.basename(filename).replace(/-[\w-]{8}\.js$/, '')
  return OPENED_LATER.has(chunk) ? deps.filter((dep) => dep.endsWith('.css')) : deps
}
