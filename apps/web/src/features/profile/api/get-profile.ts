import { profileSchema } from '@hara/core'
import { queryOptions, useQuery } from '@/lib/query'
import { api } from '@/lib/typed-clients'
import { callApi } from '@/lib/server-calls'
import { takeStarted } from '@/start/handover'

/** The first read takes the answer started at start-up; later reads ask again. */
function fetchProfile() {
  const early = takeStarted('profile')
  return callApi(() => early ?? api.profile.$get(), profileSchema)
}

export const profileQueryOptions = queryOptions({
  queryKey: ['profile'],
  queryFn: fetchProfile,
})

/** The signed-in user's profile row: id, nickname, first_name, avatar_url. */
export function useProfile() {
  return useQuery(profileQueryOptions)
}

export type Profile = NonNullable<ReturnType<typeof useProfile>['data']>
