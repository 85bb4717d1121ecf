import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { callApi } from '@/lib/api-client'

export const profileQueryOptions = queryOptions({
  queryKey: ['profile'],
  queryFn: () => callApi(() => api.profile.$get()),
})

/** The signed-in user's profile row (spec section 3): id, nickname, first_name, avatar_url. */
export function useProfile() {
  return useQuery(profileQueryOptions)
}

export type Profile = NonNullable<ReturnType<typeof useProfile>['data']>
