import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type Context,
  type MouseEvent,
  type ReactNode,
} from 'react'
import {
  createBrowserHistory,
  createMemoryHistory,
  pathOf,
  type History,
  type HistoryChange,
  type Location,
  type NavigationType,
} from './history'

const HistoryContext = createContext<History | null>(null)
const ChangeContext = createContext<HistoryChange | null>(null)

/**
 * Follows `history` and gives its current entry to everything below. Each change is a
 * transition: a screen whose code is still loading leaves the current one on screen (no
 * loading fallback flashes), and the scroll memory runs once the new screen has committed.
 * An external store (`useSyncExternalStore`) would render every change at once instead.
 */
export function Router({ history, children }: { history: History; children?: ReactNode }) {
  const [change, setChange] = useState(history.current)
  useLayoutEffect(() => history.listen((next) => startTransition(() => setChange(next))), [history])
  return (
    <HistoryContext value={history}>
      <ChangeContext value={change}>{children}</ChangeContext>
    </HistoryContext>
  )
}

/** The app's router, on the browser's history. */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(createBrowserHistory)
  return <Router history={history}>{children}</Router>
}

/**
 * A router on a history in memory, for tests: `initialEntries` (paths; the first is the entry
 * the tab opened with), the current one the last unless `initialIndex` says which.
 */
export function MemoryRouter({
  initialEntries,
  initialIndex,
  children,
}: {
  initialEntries?: readonly string[]
  initialIndex?: number
  children?: ReactNode
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries, initialIndex))
  return <Router history={history}>{children}</Router>
}

function useRouterContext<T>(context: Context<T | null>): T {
  const value = useContext(context)
  if (value === null) throw new Error('The router’s hooks need a router above them.')
  return value
}

/** The current entry of the history. */
export function useLocation(): Location {
  return useRouterContext(ChangeContext).location
}

/** How the current entry was reached (the scroll memory restores a position on a POP only). */
export function useNavigationType(): NavigationType {
  return useRouterContext(ChangeContext).type
}

/** The current entry's search parameters, to read. */
export function useSearchParams(): URLSearchParams {
  const { search } = useLocation()
  return useMemo(() => new URLSearchParams(search), [search])
}

export type NavigateOptions = {
  /** The new entry takes the current one's place: Back skips the screen left. */
  replace?: boolean
  /** Kept with the new entry, and found there again on Back and Forward (`location.state`). */
  state?: unknown
}

export interface Navigate {
  /** Opens the screen at `to`, an absolute path of the app (`/map?day=…`). */
  (to: string, options?: NavigateOptions): void
  /** Goes `delta` entries back (negative, as Back does) or forward. */
  (delta: number): void
}

/** Navigates: the same function for as long as the router lives. */
export function useNavigate(): Navigate {
  const history = useRouterContext(HistoryContext)
  return useCallback(
    (to: string | number, { replace = false, state }: NavigateOptions = {}) => {
      if (typeof to === 'number') history.go(to)
      else if (replace) history.replace(to, state)
      else history.push(to, state)
    },
    [history],
  ) as Navigate
}

/** A left click with no modifier key, on a link that opens in this tab. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  )
}

/**
 * A link's click: a plain click opens `to` in the app (in the current entry's place with
 * `replace`, or when `to` is where the person is already, so a second tap adds no entry). Any
 * other (a modifier key for a new tab or window, another button, another target) is left to
 * the browser.
 */
export function useLinkClickHandler(
  to: string,
  { replace, target }: { replace?: boolean; target?: string } = {},
): (event: MouseEvent<HTMLAnchorElement>) => void {
  const navigate = useNavigate()
  const here = pathOf(useLocation())
  return useCallback(
    (event) => {
      if (event.defaultPrevented || !isPlainClick(event, target)) return
      event.preventDefault()
      navigate(to, { replace: replace ?? to === here })
    },
    [navigate, to, replace, target, here],
  )
}
