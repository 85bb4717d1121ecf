import { useQuery } from '@/lib/query'
import { recoversWith } from './app-lock-api'

/**
 * How this account may recover the lock, asked once the lock screen offers recovery (`asked`):
 * the password until the server says otherwise, and when it cannot be asked.
 */
export function useRecoveryMethod(asked: boolean): 'password' | 'passkey' | 'none' {
  const method = useQuery({
    queryKey: ['app-lock', 'recovers-with'],
    queryFn: recoversWith,
    enabled: asked,
    staleTime: 0,
    retry: false,
  })
  return method.data ?? 'password'
}
