import {
  Children,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
} from 'react'

/**
 * Hara's router: the part of react-router's API the app uses (ADR 0020), in a few hundred bytes
 * instead of 10 kB on every first screen. Paths are exact (no parameters), matched without case
 * and trailing slash; '*' matches what nothing else does; a route without a path is a layout
 * whose matched child renders in its <Outlet />.
 */
export type Location = {
  pathname: string
  search: string
  hash: string
  /** 'default' for the entry the app was opened on: there is no screen of ours to go back to. */
  key: string
}
export type NavigateOptions = { replace?: boolean }

type History = {
  location: () => Location
  push: (to: string) => void
  replace: (to: string) => void
  go: (delta: number) => void
  subscribe: (listener: () => void) => () => void
}

const newKey = () => Math.random().toString(36).slice(2, 10)

function parse(to: string, key: string): Location {
  const url = new URL(to, 'http://hara.invalid')
  return { pathname: url.pathname, search: url.search, hash: url.hash, key }
}

function listenable() {
  const listeners = new Set<() => void>()
  return {
    notify: () => listeners.forEach((listener) => listener()),
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

/** The browser's history; each entry's state holds its key. */
function browserHistory(): History {
  const { notify, subscribe } = listenable()
  const read = (): Location => {
    const entry = window.history.state as { key?: string } | null
    const { pathname, search, hash } = window.location
    return { pathname, search, hash, key: entry?.key ?? 'default' }
  }
  let current = read()
  const update = () => {
    current = read()
    notify()
  }
  window.addEventListener('popstate', update)
  return {
    location: () => current,
    push: (to) => {
      window.history.pushState({ key: newKey() }, '', to)
      update()
    },
    replace: (to) => {
      window.history.replaceState({ key: newKey() }, '', to)
      update()
    },
    go: (delta) => window.history.go(delta),
    subscribe,
  }
}

/** A history kept in memory, for tests. */
function memoryHistory(initialEntries: string[]): History {
  const { notify, subscribe } = listenable()
  const entries = (initialEntries.length > 0 ? initialEntries : ['/']).map((to, i) =>
    parse(to, i === 0 ? 'default' : newKey()),
  )
  let index = entries.length - 1
  return {
    location: () => entries[index]!,
    push: (to) => {
      entries.splice(index + 1, entries.length, parse(to, newKey()))
      index += 1
      notify()
    },
    replace: (to) => {
      entries[index] = parse(to, newKey())
      notify()
    },
    go: (delta) => {
      index = Math.min(entries.length - 1, Math.max(0, index + delta))
      notify()
    },
    subscribe,
  }
}

const RouterContext = createContext<{ history: History; location: Location } | null>(null)
const OutletContext = createContext<ReactNode>(null)

function useRouter() {
  const router = useContext(RouterContext)
  if (!router) throw new Error('Router hooks need a <BrowserRouter> or <MemoryRouter> above.')
  return router
}

function Router({ history, children }: { history: History; children?: ReactNode }) {
  const location = useSyncExternalStore(history.subscribe, history.location, history.location)
  const value = useMemo(() => ({ history, location }), [history, location])
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>
}

export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(browserHistory)
  return <Router history={history}>{children}</Router>
}

export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[]
  children?: ReactNode
}) {
  const [history] = useState(() => memoryHistory(initialEntries))
  return <Router history={history}>{children}</Router>
}

export function useLocation(): Location {
  return useRouter().location
}

export function useNavigate() {
  const { history } = useRouter()
  return useCallback(
    (to: string | number, { replace }: NavigateOptions = {}) => {
      if (typeof to === 'number') history.go(to)
      else if (replace) history.replace(to)
      else history.push(to)
    },
    [history],
  )
}

/** The current search parameters, to read (react-router's shape: the first of a pair). */
export function useSearchParams(): readonly [URLSearchParams] {
  const { search } = useLocation()
  return [useMemo(() => new URLSearchParams(search), [search])] as const
}

type RouteProps = { path?: string; element?: ReactNode; children?: ReactNode }

/** Declares a route inside <Routes>; it renders nothing itself. */
export function Route(props: RouteProps): null {
  void props
  return null
}

const normalize = (path: string) => (path.replace(/\/+$/, '') || '/').toLowerCase()

/** The elements from the outermost layout to the matched route, or null. */
function match(children: ReactNode, pathname: string, wildcard: boolean): ReactNode[] | null {
  for (const child of Children.toArray(children)) {
    if (!isValidElement<RouteProps>(child)) continue
    const { path, element = null, children: nested } = child.props
    if (path === undefined) {
      const inner = match(nested, pathname, wildcard)
      if (inner) return [element, ...inner]
    } else if (wildcard ? path === '*' : path !== '*' && normalize(path) === pathname) {
      return [element]
    }
  }
  return null
}

export function Routes({ children }: { children?: ReactNode }) {
  const pathname = normalize(useLocation().pathname)
  const chain = match(children, pathname, false) ?? match(children, pathname, true)
  if (!chain) return null
  return chain.reduceRight<ReactNode>(
    (outlet, element) => <OutletContext.Provider value={outlet}>{element}</OutletContext.Provider>,
    null,
  )
}

/** Where a layout route shows its matched child. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>
}

/** Goes to `to` once rendered. */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const navigate = useNavigate()
  useEffect(() => {
    navigate(to, { replace })
  }, [navigate, to, replace])
  return null
}

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string; replace?: boolean }

const plainClick = (event: MouseEvent<HTMLAnchorElement>, target?: string) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  (!target || target === '_self') &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)

/** A real link (it opens in a new tab as usual); a plain click navigates in the app. */
export function Link({ to, replace, onClick, target, ...props }: LinkProps) {
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  return (
    <a
      {...props}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event)
        if (!plainClick(event, target)) return
        event.preventDefault()
        // A link to where the person already is does not add a history entry.
        navigate(to, { replace: replace ?? to === pathname + search })
      }}
    />
  )
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  className?: string | ((state: { isActive: boolean }) => string)
}

/** A Link that knows when it leads to the current screen (or one beneath it). */
export function NavLink({ to, className, ...props }: NavLinkProps) {
  const pathname = normalize(useLocation().pathname)
  const target = normalize(to)
  const isActive = pathname === target || pathname.startsWith(`${target}/`)
  return (
    <Link
      {...props}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  )
}
