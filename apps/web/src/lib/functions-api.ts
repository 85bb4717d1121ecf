import type { FunctionsType } from '@hara/server'
import { hc } from 'hono/client'

/** The typed client for the server's `/functions/v1/*` (the spec's function endpoints). */
export const functionsApi = hc<FunctionsType>('/functions/v1', {
  init: { credentials: 'same-origin' },
})
