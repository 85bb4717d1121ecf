import { describe, expect, it } from 'vitest'
import { matchRoutes, type RouteConfig } from './match'

const route = (path: string | undefined, ...children: RouteConfig[]): RouteConfig => ({
  path,
  element: path ?? 'layout',
  children,
})

/** The signed-in routes as the app declares them: `*` and the redirects after the rest. */
const routes = [
  route('/terms'),
  route(undefined, route('/home'), route('/map/*'), route('/profile')),
  route('/check-in'),
  route('*'),
  route('/'),
  route('/auth'),
]

const shown = (pathname: string) => matchRoutes(routes, pathname)?.map((r) => r.element)

describe('which route shows a path', () => {
  it.each([
    ['/home', ['layout', '/home']],
    ['/HOME/', ['layout', '/home']],
    ['/terms', ['/terms']],
    ['/', ['/']],
    ['/auth', ['/auth']],
    ['/check-in', ['/check-in']],
  ])('an exact path: %s shows %j', (pathname, elements) => {
    expect(shown(pathname)).toEqual(elements)
  })

  it.each([
    ['/map', ['layout', '/map/*']],
    ['/map/', ['layout', '/map/*']],
    ['/map/entry/a%20b', ['layout', '/map/*']],
    ['/Map/Entry/1', ['layout', '/map/*']],
  ])('a path and all below it: %s shows %j', (pathname, elements) => {
    expect(shown(pathname)).toEqual(elements)
  })

  it.each(['/mapping', '/home/more', '/nowhere', '/check-in/x'])(
    'any other path, %s, shows the catch-all wherever it is declared',
    (pathname) => {
      expect(shown(pathname)).toEqual(['*'])
    },
  )

  it('a longer `/…/*` outranks a shorter one, and no match is null', () => {
    const nested = [route('/map/*'), route('/map/entry/*')]
    expect(matchRoutes(nested, '/map/entry/1')?.[0]?.path).toBe('/map/entry/*')
    expect(matchRoutes(nested, '/map/day')?.[0]?.path).toBe('/map/*')
    expect(matchRoutes(nested, '/home')).toBeNull()
    expect(matchRoutes([route(undefined, route('/home'))], '/map')).toBeNull()
  })
})
