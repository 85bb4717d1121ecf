import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBrowserHistory, createMemoryHistory, type HistoryChange } from './history'

describe('a history in memory', () => {
  it('opens on its last entry, the first keyed default, and splits a path into its parts', () => {
    const history = createMemoryHistory(['/home', '/map?day=2026-11-29#top'])
    expect(history.current).toMatchObject({
      type: 'POP',
      location: { pathname: '/map', search: '?day=2026-11-29', hash: '#top', state: null },
    })
    history.go(-1)
    expect(history.current.location).toMatchObject({ pathname: '/home', key: 'default' })
  })

  it('push drops the entries ahead; replace takes the current place; go stays in bounds', () => {
    const history = createMemoryHistory(['/home', '/map', '/profile'], 0)
    const changes: HistoryChange[] = []
    history.listen((change) => changes.push(change))

    history.push('/check-in', { flowDepth: 1 })
    expect(history.current).toMatchObject({
      type: 'PUSH',
      location: { pathname: '/check-in', state: { flowDepth: 1 } },
    })
    const pushedKey = history.current.location.key
    history.replace('/settings')
    expect(history.current.type).toBe('REPLACE')
    expect(history.current.location.key).not.toBe(pushedKey)
    history.go(1)
    expect(history.current.location.pathname).toBe('/settings')
    history.go(-5)
    expect(history.current).toMatchObject({ type: 'POP', location: { key: 'default' } })
    history.go(1)
    expect(history.current.location.pathname).toBe('/settings')
    expect(changes.map((c) => c.type)).toEqual(['PUSH', 'REPLACE', 'POP', 'POP', 'POP'])
  })
})

describe('the browser’s history', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('starts on the page’s entry, keyed default, and keeps state and key in the entry', () => {
    window.history.replaceState(null, '', '/map?day=2026-11-29')
    const history = createBrowserHistory()
    expect(history.current).toMatchObject({
      type: 'POP',
      location: { pathname: '/map', search: '?day=2026-11-29', key: 'default', state: null },
    })
    history.push('/check-in?mode=tap', { flowDepth: 1 })
    expect(window.location.pathname + window.location.search).toBe('/check-in?mode=tap')
    expect(window.history.state).toEqual({ usr: { flowDepth: 1 }, key: expect.any(String) })
    expect(history.current.location.state).toEqual({ flowDepth: 1 })
    history.replace('/home')
    expect(history.current).toMatchObject({ type: 'REPLACE', location: { pathname: '/home' } })
  })

  it('hears Back and Forward (popstate), and reads an entry someone else wrote', () => {
    const history = createBrowserHistory()
    const heard = vi.fn()
    const stop = history.listen(heard)
    window.history.pushState({}, '', '/settings')
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(heard).toHaveBeenLastCalledWith({
      type: 'POP',
      location: { pathname: '/settings', search: '', hash: '', state: null, key: 'default' },
    })
    window.history.pushState({ usr: { flowDepth: 2 }, key: 'abc' }, '', '/check-in')
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(history.current.location).toMatchObject({ key: 'abc', state: { flowDepth: 2 } })
    stop()
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(heard).toHaveBeenCalledTimes(2)
  })
})
