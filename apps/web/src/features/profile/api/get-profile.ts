import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

/** The server's profiles row (spec section 3). */
export type Profile = {
  id: string
  nickname: string
  first_name: string | null
  avatar_url: string | null
}

export const profileQueryOptions = queryOptions({
  queryKey: ['profile'],
  queryFn: () => apiFetch<Profile>('/api/profile'),
})

export function useProfile() {
  return useQuery(profileQueryOptions)
}
