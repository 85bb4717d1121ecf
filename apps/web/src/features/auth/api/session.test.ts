import { afterEach, describe, expect, it, vi } from 'vitest'
import { getSession, type Session } from './session'

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
  delete window.__haraStart
})

describe('the session check', () => {
  it('uses the check the start-up script began, once, and asks the server after that', async () => {
    window.__haraStart = { session: answer(null) }
    const fetch = vi.fn(() => answer(signedIn))
    vi.stubGlobal('fetch', fetch)
    expect(await getSession()).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
    // After a sign-in the next check must reach the server.
    expect(await getSession()).toMatchObject({ user: { id: 'u1' } })
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})
