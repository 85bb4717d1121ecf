import { queryOptions, useQuery } from '@/lib/query'
import { platformLockAvailable } from '../lib/ceremonies'

/** Whether this phone has a screen lock the browser can use for Hara: asked once. */
export const platformLockQueryOptions = queryOptions({
  queryKey: ['platform-lock-available'],
  queryFn: platformLockAvailable,
  staleTime: Infinity,
})

/** Undefined until the browser has said. */
export function usePlatformLockAvailable(): boolean | undefined {
  return useQuery(platformLockQueryOptions).data
}
