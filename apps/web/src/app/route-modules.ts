import type { ComponentType } from 'react'
import { routeTable, type LazyRouteName } from './route-table'
import type * as Onboarding from './routes/onboarding'
import type * as SignedIn from './signed-in'

type ScreenModule = { default: ComponentType }
export type SignedInModule = typeof SignedIn

/**
 * Every screen's code, each its own chunk (route-table.ts names them): the first screen
 * downloads only what it shows. The glob only tells the bundler which files may be loaded
 * lazily; the table picks them, and a test keeps the two equal. Its exclusions are the
 * screens the table marks eager: importing them lazily too would not split them off.
 */
const lazyFiles = import.meta.glob([
  './signed-in.tsx',
  './routes/*.tsx',
  '!./routes/home.tsx',
  '!./routes/session-error.tsx',
])

/** The files the lazy loaders can load, for the test that keeps them equal to the table. */
export const lazyModuleFiles = Object.keys(lazyFiles)

function loaderOf(name: LazyRouteName) {
  const load = lazyFiles[routeTable[name].module]
  if (!load) throw new Error(`No lazy module for the route ${name}`)
  return load
}

/** The two modules that are more than a screen without props. */
type RouteModules = {
  signedInApp: () => Promise<SignedInModule>
  onboarding: () => Promise<typeof Onboarding>
} & {
  [Name in Exclude<LazyRouteName, 'signedInApp' | 'onboarding'>]: () => Promise<ScreenModule>
}

export const routeModules = Object.fromEntries(
  (Object.keys(routeTable) as (keyof typeof routeTable)[])
    .filter((name): name is LazyRouteName => !('eager' in routeTable[name]))
    .map((name) => [name, loaderOf(name)]),
) as RouteModules
