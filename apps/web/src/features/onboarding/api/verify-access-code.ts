import { useMutation } from '@/lib/query/use-mutation'
import { api } from '@/lib/typed-clients'
import { callApi } from '@/lib/server-calls'

/** The server checks the code; it never reaches the browser bundle. */
export function verifyAccessCode(code: string): Promise<unknown> {
  return callApi(() => api['access-code'].$post({ json: { code } }))
}

export function useVerifyAccessCode() {
  return useMutation({ mutationFn: verifyAccessCode })
}
