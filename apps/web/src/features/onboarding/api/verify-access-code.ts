import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

/** The server checks the code (spec section 5); it never reaches the browser bundle. */
export function verifyAccessCode(code: string): Promise<unknown> {
  return apiFetch('/api/access-code', { method: 'POST', body: JSON.stringify({ code }) })
}

export function useVerifyAccessCode() {
  return useMutation({ mutationFn: verifyAccessCode })
}
