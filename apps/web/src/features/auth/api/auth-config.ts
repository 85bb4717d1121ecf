import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/server-calls'
import { api } from '@/lib/typed-clients'

/**
 * What the sign-in screen needs to know of this server (`GET /api/auth-config`): whether Google
 * sign-in is configured. Until the server has said so, and if it cannot be asked, it is not.
 */
export function useGoogleSignIn(): boolean {
  const config = useQuery({
    queryKey: ['auth-config'],
    queryFn: () => callApi(() => api['auth-config'].$get()),
    staleTime: Infinity,
    retry: false,
  })
  return config.data?.google === true
}
