import { useQuery } from '@/lib/query'
import { accessCodeHelpSchema } from '@hara/core'
import { callApi } from '@/lib/server-calls'
import { api } from '@/lib/typed-clients'

/**
 * The operator's line on how to get an access code (`GET /api/access-code`), once it arrives:
 * null when the operator wrote none, and the step says its own in the person's language.
 */
export function useAccessCodeHelp(): string | null | undefined {
  return useQuery({
    queryKey: ['access-code-help'],
    queryFn: () => callApi(() => api['access-code'].$get(), accessCodeHelpSchema),
    staleTime: Infinity,
  }).data?.help
}
