import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
// src/start/first-screen.js cannot import the app's modules; these tests keep the two in step.
import script from '../start/first-screen.js?raw'
import { DEVICE_KEYS } from '@/lib/device-keys'
import plan from './first-screen.json'
import { routeModules } from './route-modules'

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

afterEach(() => {
  document.head.innerHTML = ''
  localStorage.clear()
  vi.unstubAllGlobals()
  delete window.__haraSession
  delete window.__haraProfile
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
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString()
    localStorage.setItem(
      DEVICE_KEYS.lastSession,
      JSON.stringify({ user: { id: 'u' }, session: { expiresAt } }),
    )
    expect(run('/map', routes)).toEqual(['/assets/map.js', '/assets/x.js'])
    expect(fetch).toHaveBeenCalledWith('/api/auth/get-session', expect.anything())
    expect(window.__haraSession).toBeInstanceOf(Promise)
    // The profile Home greets with comes with the session, not a round trip after it.
    expect(fetch).toHaveBeenCalledWith('/api/profile', expect.anything())
    expect(window.__haraProfile).toBeInstanceOf(Promise)
  })

  it('preloads the signed-in app before the screen, each file once', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    )
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString()
    localStorage.setItem(
      DEVICE_KEYS.lastSession,
      JSON.stringify({ user: { id: 'u' }, session: { expiresAt } }),
    )
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
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    )
    const expiresAt = new Date(Date.now() - 1000).toISOString()
    localStorage.setItem(
      DEVICE_KEYS.lastSession,
      JSON.stringify({ user: { id: 'u' }, session: { expiresAt } }),
    )
    expect(run('/map', routes)).toEqual(['/assets/auth.js'])
  })

  it('reads the device key the app writes', () => {
    expect(script).toContain(`localStorage.getItem('${DEVICE_KEYS.lastSession}')`)
  })
})

describe('the route plan', () => {
  it('names route files that exist and that the router loads', () => {
    for (const [name, file] of Object.entries(plan.routes)) {
      expect(existsSync(path.join(webRoot, file)), file).toBe(true)
      expect(routeModules).toHaveProperty(name)
    }
    for (const name of [...Object.values(plan.signedIn), ...Object.values(plan.signedOut)]) {
      expect(plan.routes).toHaveProperty(name)
    }
  })
})
