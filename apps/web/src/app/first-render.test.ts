import { afterEach, describe, expect, it, vi } from 'vitest'
import { sessionQueryKey, type Session } from '@/features/auth/api/session'
import { recordNetwork } from '@/test/network'
import { sessionBeforeFirstRender } from './first-render'
import { makeQueryClient } from './query-client'
import { offerStarted } from '@/start/handover'

let stopOffering = () => {}

const mira: Session = {
  user: { id: 'mira', email: 'mira@example.com', name: 'Mira', createdAt: '2026-11-01T00:00:00Z' },
  session: { id: 's1', userId: 'mira', expiresAt: '2099-01-01T00:00:00Z' },
}
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  localStorage.clear()
  stopOffering()
})

describe('the session before React first renders', () => {
  it('takes the answer to the check the page started, asking nothing more', async () => {
    const calls = recordNetwork()
    stopOffering = offerStarted({ session: Promise.resolve(json(mira)) })
    const queryClient = makeQueryClient()

    expect(await sessionBeforeFirstRender(queryClient)).toBe(true)
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(mira)
    expect(calls).toEqual([])
  })

  it('knows a signed-out visitor too', async () => {
    stopOffering = offerStarted({ session: Promise.resolve(json(null)) })
    const queryClient = makeQueryClient()

    expect(await sessionBeforeFirstRender(queryClient)).toBe(true)
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull()
  })

  it('lets React render after a moment when the check is slow, and still takes its answer', async () => {
    vi.useFakeTimers()
    let answer: (response: Response) => void = () => {}
    stopOffering = offerStarted({ session: new Promise<Response>((resolve) => (answer = resolve)) })
    const queryClient = makeQueryClient()

    const known = sessionBeforeFirstRender(queryClient, 1000)
    await vi.advanceTimersByTimeAsync(1000)
    expect(await known).toBe(false)

    // The answer still lands where the app looks for it.
    answer(json(mira))
    await vi.waitFor(() => expect(queryClient.getQueryData(sessionQueryKey)).toEqual(mira))
  })

  it('lets React render when the check fails, leaving the error to the screens', async () => {
    vi.useFakeTimers()
    recordNetwork(() => {
      throw new TypeError('Failed to fetch')
    })
    stopOffering = offerStarted({ session: Promise.reject(new TypeError('Failed to fetch')) })
    const queryClient = makeQueryClient()

    const known = sessionBeforeFirstRender(queryClient, 60_000)
    // The session check tries twice more before it gives up (sessionQueryOptions).
    await vi.advanceTimersByTimeAsync(10_000)
    expect(await known).toBe(false)
    expect(queryClient.getQueryState(sessionQueryKey)?.status).toBe('error')
  })
})
