import { afterEach, describe, expect, it, vi } from 'vitest'
import { KEYS_BEFORE_SIGN_IN } from '@/lib/keys-before-sign-in'
import { getSession, type Session } from './session'
import { offerStarted } from '@/start/handover'

let stopOffering = () => {}

const signedIn: Session = {
  user: { id: 'u1', email: 'mira@example.com', name: 'Mira', createdAt: '2026-11-01T00:00:00Z' },
  session: { id: 's1', userId: 'u1', expiresAt: '2099-01-01T00:00:00Z' },
}
const answer = (body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
  )

afterEach(() => {
  vi.unstubAllGlobals()
  stopOffering()
  localStorage.clear()
})

describe('the session check', () => {
  it('uses the check the start-up script began, once, and asks the server after that', async () => {
    stopOffering = offerStarted({ session: answer(null) })
    const fetch = vi.fn(() => answer(signedIn))
    vi.stubGlobal('fetch', fetch)
    expect(await getSession()).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
    // After a sign-in the next check must reach the server.
    expect(await getSession()).toMatchObject({ user: { id: 'u1' } })
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})

describe('the session remembered on the device', () => {
  const unreachable = () => Promise.reject(new TypeError('Failed to fetch'))

  it('opens the app without the server while it is live and of a session’s shape', async () => {
    vi.stubGlobal('fetch', vi.fn(unreachable))
    localStorage.setItem(KEYS_BEFORE_SIGN_IN.lastSession, JSON.stringify(signedIn))
    expect(await getSession()).toEqual(signedIn)
  })

  it('is no session when expired, of another shape, or not JSON', async () => {
    vi.stubGlobal('fetch', vi.fn(unreachable))
    const expired = {
      ...signedIn,
      session: { ...signedIn.session, expiresAt: '2020-01-01T00:00:00Z' },
    }
    const noUser = { session: signedIn.session, user: { id: 42 } }
    for (const stored of [JSON.stringify(expired), JSON.stringify(noUser), '{"user":', '"u1"']) {
      localStorage.setItem(KEYS_BEFORE_SIGN_IN.lastSession, stored)
      await expect(getSession()).rejects.toMatchObject({ status: 0 })
    }
  })
})
