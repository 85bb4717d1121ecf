import { useQuery } from '@/lib/query'
import { healthSchema } from '@hara/core'
import { callApi } from './server-calls'
import { api } from './typed-clients'

export type VoiceAvailability = 'checking' | 'available' | 'unavailable'

/**
 * Whether the server can transcribe voice check-ins, from /api/health. Only a server that
 * answers and says its engine is not there counts as unavailable: when the server cannot be
 * reached, the voice flow itself says so.
 */
export function useVoiceAvailability(enabled = true): VoiceAvailability {
  const health = useQuery({
    queryKey: ['health'],
    queryFn: () => callApi(() => api.health.$get(), healthSchema),
    enabled,
    staleTime: 60_000,
    retry: false,
  })
  if (health.data) return health.data.transcription === 'ok' ? 'available' : 'unavailable'
  return health.isPending && enabled ? 'checking' : 'available'
}
