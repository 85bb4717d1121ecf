import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/server-calls'
import type { api } from '@/lib/typed-clients'

/** The answer's type, from the server's route (the typed client's code itself loads with the signed-in app). */
type AuthConfig = Awaited<
  ReturnType<Awaited<ReturnType<(typeof api)['auth-config']['$get']>>['json']>
>

/**
 * What the sign-in screen needs to know of this server (`GET /api/auth-config`): whether Google
 * sign-in is configured. Until the server has said so, and if it cannot be asked, it is not.
 */
export function useGoogleSignIn(): boolean {
  const config = useQuery({
    queryKey: ['auth-config'],
    queryFn: () => apiFetch<AuthConfig>('/api/auth-config'),
    staleTime: Infinity,
    retry: false,
  })
  return config.data?.google === true
}
