import { lazy, type ComponentType, type ReactElement } from 'react'
import { Navigate, Route } from '@/lib/router'
import { routeModules } from './route-modules'
import { routeTable, signedInRedirects, type RouteName } from './route-table'

type ScreenName = Exclude<keyof typeof routeModules, 'signedInApp' | 'onboarding'>
type Side = 'signedIn' | 'signedOut'
type EagerScreens = Partial<Record<RouteName, ComponentType>>

/** Each lazy screen as a component, loading its chunk when first rendered. */
const lazyScreens = new Map<RouteName, ComponentType>()

function screenOf(name: RouteName, eager: EagerScreens): ComponentType {
  const given = eager[name]
  if (given) return given
  let screen = lazyScreens.get(name)
  if (!screen) {
    const load = routeModules[name as ScreenName]
    if (!load) throw new Error(`The route ${name} is eager: pass its component`)
    screen = lazy(load)
    lazyScreens.set(name, screen)
  }
  return screen
}

/**
 * The routes of one side of the sign-in, from the route table: those in the app's layout and
 * those on a page of their own (the caller puts the first inside its layout route), and,
 * signed in, the redirects. `eager` gives the component of each screen loaded with its caller.
 */
export function routesOf(side: Side, eager: EagerScreens = {}) {
  const own: ReactElement[] = []
  const inLayout: ReactElement[] = []
  for (const [name, entry] of Object.entries(routeTable) as [RouteName, RouteEntryOf][]) {
    const path = entry[side]
    if (!path) continue
    const Screen = screenOf(name, eager)
    const route = <Route key={name} path={path} element={<Screen />} />
    if (side === 'signedIn' && entry.inLayout) inLayout.push(route)
    else own.push(route)
  }
  if (side === 'signedIn') {
    for (const [from, to] of Object.entries(signedInRedirects)) {
      own.push(<Route key={from} path={from} element={<Navigate to={to} replace />} />)
    }
  }
  return { own, inLayout }
}

type RouteEntryOf = { signedIn?: string; signedOut?: string; inLayout?: true }
