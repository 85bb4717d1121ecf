import { useQuery } from '@/lib/query'
import { callApi } from '@/lib/server-calls'
import { authApi } from '@/lib/auth-routes'

/**
 * The answer, checked without zod (the sign-in screen carries none, ADR 0030): whether Google
 * sign-in is configured, and nothing else is read of it.
 */
const authConfigAnswer = {
  safeParse: (data: unknown) => ({
    success: true as const,
    data: { google: (data as { google?: unknown } | null)?.google === true },
  }),
}

/**
 * What the sign-in screen needs to know of this server (`GET /api/auth-config`): whether Google
 * sign-in is configured. Until the server has said so, and if it cannot be asked, it is not.
 */
export function useGoogleSignIn(): boolean {
  const config = useQuery({
    queryKey: ['auth-config'],
    queryFn: () => callApi(() => authApi.authConfig(), authConfigAnswer),
    staleTime: Infinity,
    retry: false,
  })
  return config.data?.google === true
}
