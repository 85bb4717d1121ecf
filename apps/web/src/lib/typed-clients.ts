import type { ApiType, FunctionsType } from '@hara/server'
import { hc } from 'hono/client'

/**
 * The typed clients of the server's two surfaces. Their routes and bodies come from the
 * server's types (ADR 0001), so a renamed route or field fails the web app's typecheck. Their
 * answers are read with `callApi` (lib/server-calls.ts); better-auth's /api/auth/* is called
 * with `apiFetch` there.
 */
const init = { credentials: 'same-origin' } as const

/** The server's own API, `/api/*`. */
export const api = /* @__PURE__ */ hc<ApiType>('/api', { init })

/** The coach and the transcription, `/functions/v1/*` (the paths of the product's functions). */
export const functionsApi = /* @__PURE__ */ hc<FunctionsType>('/functions/v1', { init })
