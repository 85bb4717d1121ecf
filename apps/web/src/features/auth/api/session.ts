import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

export type SessionUser = {
  id: string
  email: string
  name: string
  image?: string | null
  createdAt: string
}

export type Session = {
  user: SessionUser
  session: { id: string; expiresAt: string; userId: string }
}

export const sessionQueryKey = ['session'] as const

export function getSession(): Promise<Session | null> {
  return apiFetch<Session | null>('/api/auth/get-session')
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: getSession,
  staleTime: 5 * 60_000,
  retry: 2,
})

/** The signed-in session: `undefined` while checking, `null` when signed out. */
export function useSession() {
  return useQuery(sessionQueryOptions)
}
