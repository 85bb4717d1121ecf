/**
 * The web app's typed client (`hc<ApiType>`) sees every API route with its input and output.
 * Checked by the typecheck; the runtime part only builds URLs.
 */
import { hc } from 'hono/client'
import { describe, expectTypeOf, it } from 'vitest'
import type { ApiType } from './app-type'

describe('ApiType', () => {
  it('carries the profile, avatar, access-code and auth-config routes', async () => {
    const api = hc<ApiType>('http://localhost/api')
    expectTypeOf(api.profile.$get).toBeFunction()
    expectTypeOf(api.profile.$patch).parameter(0).toEqualTypeOf<{ json: { nickname: string } }>()
    expectTypeOf(api.profile.avatar.$post).toBeFunction()
    expectTypeOf(api['access-code'].$post).parameter(0).toEqualTypeOf<{ json: { code: string } }>()
    expectTypeOf(api['auth-config'].$get).toBeFunction()

    type Profile = Awaited<ReturnType<Awaited<ReturnType<typeof api.profile.$get>>['json']>>
    expectTypeOf<Profile>().toEqualTypeOf<{
      id: string
      nickname: string
      first_name: string | null
      avatar_url: string | null
      admitted: boolean
    }>()
    type AuthConfig = Awaited<
      ReturnType<Awaited<ReturnType<(typeof api)['auth-config']['$get']>>['json']>
    >
    expectTypeOf<AuthConfig>().toEqualTypeOf<{ google: boolean }>()
    expectTypeOf(api.profile.$url().pathname).toBeString()
  })
})
