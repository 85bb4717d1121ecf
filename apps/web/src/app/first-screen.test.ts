import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
// src/start/first-screen.js cannot import the app's modules; these tests keep the two in step.
import source from '../start/first-screen.js?raw'
import { compact } from '../../build/first-screen'
import { KEYS_BEFORE_SIGN_IN } from '@/lib/device-keys'
import { takeStarted } from '@/start/handover'
import { lazyModuleFiles, routeModules } from './route-modules'
import { routeTable, startUpPlan } from './route-table'

const plan = startUpPlan()
// The script as the page carries it.
const script = compact(source)

const webRoot = path.resolve(__dirname, '../..')

function run(pathname: string, routes: Record<string, string[]>) {
  window.history.replaceState(null, '', pathname)
  const data = document.createElement('script')
  data.type = 'application/json'
  data.id = 'first-screen'
  data.textContent = JSON.stringify({ routes, signedIn: plan.signedIn, signedOut: plan.signedOut })
  document.head.append(data)
  new Function(script)()
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  )
}

/** The device's last session, live for `ms` more (expired when negative). */
function rememberSession(ms: number) {
  const expiresAt = new Date(Date.now() + ms).toISOString()
  localStorage.setItem(
    KEYS_BEFORE_SIGN_IN.lastSession,
    JSON.stringify({ user: { id: 'u' }, session: { expiresAt } }),
  )
}
const neverAnswers = () => new Promise<Response>(() => {})

afterEach(() => {
  document.head.innerHTML = ''
  localStorage.clear()
  vi.unstubAllGlobals()
})

describe('the start-up script', () => {
  const routes = {
    auth: ['/assets/auth.js'],
    map: ['/assets/map.js', '/assets/x.js'],
  }

  it('preloads the auth screen for a visitor this device has not seen signed in', () => {
    const fetch = vi.fn(() => new Promise(() => {}))
    vi.stubGlobal('fetch', fetch)
    expect(run('/home', routes)).toEqual(['/assets/auth.js'])
    expect(fetch).not.toHaveBeenCalledWith('/api/profile', expect.anything())
  })

  it('preloads the path’s screen for a device with a live session, and starts the session check', () => {
    const fetch = vi.fn(() => new Promise(() => {}))
    vi.stubGlobal('fetch', fetch)
    rememberSession(86_400_000)
    expect(run('/map', routes)).toEqual(['/assets/map.js', '/assets/x.js'])
    expect(fetch).toHaveBeenCalledWith('/api/auth/get-session', expect.anything())
    expect(takeStarted('session')).toBeInstanceOf(Promise)
    // The profile Home greets with comes with the session, not a round trip after it.
    expect(fetch).toHaveBeenCalledWith('/api/profile', expect.anything())
    expect(takeStarted('profile')).toBeInstanceOf(Promise)
    // Each is handed over once: a later read asks again.
    expect(takeStarted('session')).toBeUndefined()
  })

  it('preloads the signed-in app before the screen, each file once', () => {
    vi.stubGlobal('fetch', vi.fn(neverAnswers))
    rememberSession(86_400_000)
    const withApp = { ...routes, signedInApp: ['/assets/signed-in.js', '/assets/x.js'] }
    expect(run('/map', withApp)).toEqual(['/assets/signed-in.js', '/assets/x.js', '/assets/map.js'])
    document.head.innerHTML = ''
    // Home is part of the signed-in app: nothing more to start.
    expect(run('/home', withApp)).toEqual(['/assets/signed-in.js', '/assets/x.js'])
    document.head.innerHTML = ''
    localStorage.clear()
    expect(run('/home', withApp)).toEqual(['/assets/auth.js'])
  })

  it('treats an expired session as signed out', () => {
    vi.stubGlobal('fetch', vi.fn(neverAnswers))
    rememberSession(-1000)
    expect(run('/map', routes)).toEqual(['/assets/auth.js'])
  })

  it('reads the device key the app writes', () => {
    expect(source).toContain(`localStorage.getItem('${KEYS_BEFORE_SIGN_IN.lastSession}')`)
  })
})

describe('the start scripts as the page carries them', () => {
  it('are minified: no comments, no line breaks, under half the source', () => {
    expect(script).not.toContain('//')
    expect(script).not.toContain('\n')
    expect(script.length).toBeLessThan(source.length / 2)
  })
})

describe('the route table', () => {
  it('names modules that exist, and the lazy ones are exactly those the loaders can load', () => {
    const lazy: string[] = []
    for (const [name, entry] of Object.entries(routeTable)) {
      expect(existsSync(path.join(webRoot, 'src/app', entry.module)), entry.module).toBe(true)
      if ('eager' in entry) continue
      lazy.push(entry.module)
      expect(routeModules).toHaveProperty(name)
    }
    expect(lazyModuleFiles.toSorted()).toEqual(lazy.toSorted())
  })

  it('plans a screen below a path with /* by the path above it, and any other path by *', () => {
    vi.stubGlobal('fetch', vi.fn(neverAnswers))
    rememberSession(86_400_000)
    const files = {
      signedInApp: ['/assets/signed-in.js'],
      map: ['/assets/map.js'],
      notFound: ['/assets/not-found.js'],
    }
    expect(run('/map/entry/e1', files)).toEqual(['/assets/signed-in.js', '/assets/map.js'])
    document.head.innerHTML = ''
    expect(run('/nowhere', files)).toEqual(['/assets/signed-in.js', '/assets/not-found.js'])
    document.head.innerHTML = ''
    // / leads on to Home, which comes with the signed-in app.
    expect(run('/', files)).toEqual(['/assets/signed-in.js'])
  })
})
