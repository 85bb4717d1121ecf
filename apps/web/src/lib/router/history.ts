/** Where the app is: one entry of the history. */
export type Location = {
  readonly pathname: string
  readonly search: string
  readonly hash: string
  /** What the navigation that made this entry gave it (`navigate(to, { state })`), else null. */
  readonly state: unknown
  /**
   * The entry's own name, new with each push and replace: what a screen remembers per entry
   * (scroll, a search) is kept under it. 'default' for the entry the tab opened with, behind
   * which the app has no screen to go back to.
   */
  readonly key: string
}

/** How the current entry was reached: Back or Forward (or the first load), a push, a replace. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE'

export type HistoryChange = { readonly location: Location; readonly type: NavigationType }

/** A history the router follows: the browser's, or one in memory for tests. */
export interface History {
  readonly current: HistoryChange
  /** A new entry after the current one (those after it are dropped). */
  push(to: string, state?: unknown): void
  /** A new entry in the current one's place. */
  replace(to: string, state?: unknown): void
  /** Moves `delta` entries back (negative) or forward, as Back and Forward do. */
  go(delta: number): void
  /** `listener` hears of every change until the returned function is called. */
  listen(listener: (change: HistoryChange) => void): () => void
}

const newKey = () => Math.random().toString(36).slice(2, 10)

/** A path of the app (`/map?day=2026-11-29#top`) as an entry; paths are absolute. */
export function locationOf(path: string, state: unknown, key: string): Location {
  const hashAt = path.indexOf('#')
  const hash = hashAt < 0 ? '' : path.slice(hashAt)
  const beforeHash = hashAt < 0 ? path : path.slice(0, hashAt)
  const searchAt = beforeHash.indexOf('?')
  const search = searchAt < 0 ? '' : beforeHash.slice(searchAt)
  const pathname = (searchAt < 0 ? beforeHash : beforeHash.slice(0, searchAt)) || '/'
  return {
    pathname,
    search: search === '?' ? '' : search,
    hash: hash === '#' ? '' : hash,
    state: state ?? null,
    key,
  }
}

/** The full path of an entry, as a link to it is written. */
export const pathOf = ({ pathname, search, hash }: Location) => pathname + search + hash

/**
 * What each browser history entry holds: the state given to it and its key, under the names
 * react-router gave them, so that the entries of a tab that updates in place keep both.
 */
type EntryState = { usr?: unknown; key?: string } | null

/** The browser's history (the address bar, Back and Forward). */
export function createBrowserHistory(): History {
  const read = (type: NavigationType): HistoryChange => {
    const entry = window.history.state as EntryState
    const { pathname, search, hash } = window.location
    const key = entry?.key ?? 'default'
    return { type, location: { pathname, search, hash, state: entry?.usr ?? null, key } }
  }
  let current = read('POP')
  let listener: ((change: HistoryChange) => void) | null = null
  const changed = (type: NavigationType) => {
    current = read(type)
    listener?.(current)
  }
  const onPop = () => changed('POP')
  return {
    get current() {
      return current
    },
    push(to, state) {
      const entry: EntryState = { usr: state ?? null, key: newKey() }
      try {
        window.history.pushState(entry, '', to)
      } catch (error) {
        // A state the browser cannot keep is a mistake of ours; too many entries too fast
        // (Safari's limit) is not: the page is then loaded at its address instead.
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error
        window.location.assign(to)
        return
      }
      changed('PUSH')
    },
    replace(to, state) {
      window.history.replaceState(
        { usr: state ?? null, key: newKey() } satisfies EntryState,
        '',
        to,
      )
      changed('REPLACE')
    },
    go: (delta) => window.history.go(delta),
    listen(next) {
      listener = next
      window.addEventListener('popstate', onPop)
      return () => {
        window.removeEventListener('popstate', onPop)
        listener = null
      }
    },
  }
}

/**
 * A history in memory, for tests: its entries (the first has the key 'default'), the current
 * one the last unless `index` says which. Back and Forward take effect at once.
 */
export function createMemoryHistory(paths: readonly string[] = ['/'], index?: number): History {
  const entries = (paths.length > 0 ? paths : ['/']).map((path, i) =>
    locationOf(path, null, i === 0 ? 'default' : newKey()),
  )
  const clamp = (at: number) => Math.min(Math.max(at, 0), entries.length - 1)
  let at = clamp(index ?? entries.length - 1)
  let current: HistoryChange = { location: entries[at]!, type: 'POP' }
  let listener: ((change: HistoryChange) => void) | null = null
  const changed = (type: NavigationType) => {
    current = { location: entries[at]!, type }
    listener?.(current)
  }
  return {
    get current() {
      return current
    },
    push(to, state) {
      at += 1
      entries.splice(at, entries.length, locationOf(to, state, newKey()))
      changed('PUSH')
    },
    replace(to, state) {
      entries[at] = locationOf(to, state, newKey())
      changed('REPLACE')
    },
    go(delta) {
      at = clamp(at + delta)
      changed('POP')
    },
    listen(next) {
      listener = next
      return () => {
        listener = null
      }
    },
  }
}
