import type { ReactNode } from 'react'

/**
 * A route: its path pattern (none for a layout, which shows the route of its children that
 * matches), what it shows, and its children.
 */
export type RouteConfig = {
  readonly path?: string
  readonly element: ReactNode
  readonly children: readonly RouteConfig[]
}

const normalize = (path: string) => (path.replace(/\/+$/, '') || '/').toLowerCase()

/**
 * How particular a match of `pattern` for `pathname` is, or null if it does not match. The
 * patterns Hara uses: an exact path (`/home`), a path and everything below it (`/map/*`), and
 * `*` for any path. Case and trailing slashes do not count. An exact path outranks any `/…/*`,
 * a longer `/…/*` a shorter one, and `*` comes last: where a route is declared does not matter.
 */
export function matchRank(pattern: string, pathname: string): number | null {
  const path = normalize(pathname)
  if (pattern === '*') return 0
  if (!pattern.endsWith('/*')) return normalize(pattern) === path ? Number.MAX_SAFE_INTEGER : null
  const base = normalize(pattern.slice(0, -2))
  if (path !== base && !path.startsWith(base === '/' ? '/' : `${base}/`)) return null
  return 1 + base.length
}

type Match = { rank: number; chain: RouteConfig[] }

/**
 * The routes from the outermost layout to the route that shows `pathname` (the best match,
 * the first of equals), or null when none does.
 */
export function matchRoutes(
  routes: readonly RouteConfig[],
  pathname: string,
): RouteConfig[] | null {
  return bestMatch(routes, pathname)?.chain ?? null
}

function bestMatch(routes: readonly RouteConfig[], pathname: string): Match | null {
  let best: Match | null = null
  for (const route of routes) {
    let found: Match | null = null
    if (route.path === undefined) {
      const inner = bestMatch(route.children, pathname)
      if (inner) found = { rank: inner.rank, chain: [route, ...inner.chain] }
    } else {
      const rank = matchRank(route.path, pathname)
      if (rank !== null) found = { rank, chain: [route] }
    }
    if (found && (best === null || found.rank > best.rank)) best = found
  }
  return best
}
