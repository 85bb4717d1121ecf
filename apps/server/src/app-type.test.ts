/**
 * The web app's typed client (`hc<ApiType>`) sees every API route with its input and output.
 * Checked by the typecheck; the runtime part only builds URLs.
 */
import type { BackupContent, BackupMetadata, BackupUpload } from '@hara/core'
import { hc } from 'hono/client'
import { describe, expectTypeOf, it } from 'vitest'
import type { ApiType } from './app-type'

describe('ApiType', () => {
  it('carries the profile, avatar, access-code and auth-config routes', async () => {
    const api = hc<ApiType>('http://localhost/api')
    expectTypeOf(api.profile.$get).toBeFunction()
    expectTypeOf(api.profile.$patch).parameter(0).toEqualTypeOf<{
      json: {
        nickname?: string | undefined
        onboarding_focus?: 'financial' | 'relationships' | 'career' | undefined
        onboarding_challenge?: string | undefined
        language?: 'en' | 'es' | 'de' | undefined
      }
    }>()
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
      has_backup: boolean
      last_check_in_on: string | null
      onboarding_focus: string | null
      onboarding_challenge: string | null
      language: 'en' | 'es' | 'de' | null
    }>()
    type AuthConfig = Awaited<
      ReturnType<Awaited<ReturnType<(typeof api)['auth-config']['$get']>>['json']>
    >
    expectTypeOf<AuthConfig>().toEqualTypeOf<{ google: boolean }>()
    expectTypeOf(api.profile.$url().pathname).toBeString()
  })

  it('carries the backup routes, with the 404 and 409 answers told apart by status', () => {
    const api = hc<ApiType>('http://localhost/api')
    expectTypeOf(api.backup.$put).parameter(0).toEqualTypeOf<{ json: BackupUpload }>()
    expectTypeOf(api.backup.$delete).toBeFunction()

    type Put = Awaited<ReturnType<typeof api.backup.$put>>
    type Stored = Awaited<ReturnType<Extract<Put, { status: 200 }>['json']>>
    expectTypeOf<Stored>().toEqualTypeOf<BackupMetadata>()
    type Stale = Awaited<ReturnType<Extract<Put, { status: 409 }>['json']>>
    expectTypeOf<Stale['error']['currentVersion']>().toEqualTypeOf<number | null>()

    type Content = Awaited<ReturnType<typeof api.backup.content.$get>>
    type Found = Awaited<ReturnType<Extract<Content, { status: 200 }>['json']>>
    expectTypeOf<Found>().toEqualTypeOf<BackupContent>()
    type Missing = Awaited<ReturnType<Extract<Content, { status: 404 }>['json']>>
    expectTypeOf<Missing['error']['code']>().toBeString()
  })
})
