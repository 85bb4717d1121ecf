import type { ApiType } from '@hara/server'
import { hc } from 'hono/client'

/**
 * The typed client for the server's own API (/api/*). Its routes and bodies come from the
 * server's type (ADR 0001), so a renamed route or field fails the web app's typecheck.
 * better-auth's /api/auth/* is called with `apiFetch`.
 */
export const api = hc<ApiType>('/api', { init: { credentials: 'same-origin' } })
