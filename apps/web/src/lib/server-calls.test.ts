import { profileSchema } from '@hara/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { recordNetwork } from '@/test/network'
import { ApiError, BAD_ANSWER, callApi } from './server-calls'
import { authApi } from './auth-routes'
import { api } from './typed-clients'
import { profileAnswer } from '@/test/profile-answer'

afterEach(() => vi.unstubAllGlobals())

const PROFILE = profileAnswer()

describe('an answer the app uses', () => {
  it('is the body once the core’s schema has checked it, without fields it does not know', async () => {
    recordNetwork(() => Response.json({ ...PROFILE, secret: 'x' }))
    await expect(callApi(() => api.profile.$get(), profileSchema)).resolves.toEqual(PROFILE)
  })

  it('is refused with the words of a server failure when it does not match (not a crash)', async () => {
    recordNetwork(() => Response.json({ ...PROFILE, nickname: 42 }))
    const refused = await callApi(() => api.profile.$get(), profileSchema).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(ApiError)
    expect(refused).toMatchObject({
      code: BAD_ANSWER,
      message: 'Something went wrong on our side. Please try again.',
    })
  })

  it('is refused the same way when it is not JSON at all', async () => {
    recordNetwork(() => new Response('<html>Sign in to the Wi-Fi</html>', { status: 200 }))
    await expect(callApi(() => api.profile.$get(), profileSchema)).rejects.toMatchObject({
      code: BAD_ANSWER,
    })
  })

  it('still fails with the server’s own message, or as unreachable', async () => {
    recordNetwork(() =>
      Response.json(
        { error: { code: 'unauthorized', message: 'Sign in first.' } },
        { status: 401 },
      ),
    )
    await expect(callApi(() => api.profile.$get(), profileSchema)).rejects.toMatchObject({
      status: 401,
      message: 'Sign in first.',
    })
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')))
    await expect(callApi(() => api.profile.$get(), profileSchema)).rejects.toMatchObject({
      status: 0,
      code: 'network',
    })
  })
})

describe('better-auth’s routes', () => {
  it('are named calls that send JSON to /api/auth/*', async () => {
    const calls = recordNetwork()
    await callApi(() => authApi.deletePasskey({ id: 'pk-1' }))
    await callApi(() => authApi.signOut({}))
    expect(calls).toEqual([
      { method: 'POST', path: '/api/auth/passkey/delete-passkey', body: { id: 'pk-1' } },
      { method: 'POST', path: '/api/auth/sign-out', body: {} },
    ])
  })
})
