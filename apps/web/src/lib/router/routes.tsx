import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  useContext,
  useEffect,
  type ReactNode,
} from 'react'
import { matchRoutes, type RouteConfig } from './match'
import { useLocation, useNavigate } from './router'

type RouteProps = {
  /** `/home`, `/map/*` (it and every path below it) or `*` (any path); none for a layout. */
  path?: string
  element: ReactNode
  /** A layout's routes, shown where the layout puts its `<Outlet />`. */
  children?: ReactNode
}

/** Declares a route inside `<Routes>`; it renders nothing itself. */
export function Route(props: RouteProps): null {
  void props
  return null
}

function configsOf(children: ReactNode): RouteConfig[] {
  return Children.toArray(children).flatMap((child): RouteConfig[] => {
    if (!isValidElement<RouteProps>(child)) return []
    if (child.type === Fragment) return configsOf(child.props.children)
    const { path, element, children: nested } = child.props
    return [{ path, element, children: configsOf(nested) }]
  })
}

const OutletContext = createContext<ReactNode>(null)

/**
 * Shows the route that matches the current path best (match.ts), inside the layouts around it;
 * nothing when none does.
 */
export function Routes({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation()
  const chain = matchRoutes(configsOf(children), pathname)
  if (!chain) return null
  return chain.reduceRight<ReactNode>(
    (outlet, route) => <OutletContext value={outlet}>{route.element}</OutletContext>,
    null,
  )
}

/** Where a layout route shows its matched route. */
export function Outlet(): ReactNode {
  return useContext(OutletContext)
}

/** Goes on to `to` once shown: a redirect. */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }): null {
  const navigate = useNavigate()
  useEffect(() => navigate(to, { replace }), [navigate, to, replace])
  return null
}
