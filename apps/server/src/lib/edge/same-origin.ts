import type { MiddlewareHandler } from 'hono'
import { HttpError } from '../http/errors'

const SAFE_METHOD = /^(GET|HEAD|OPTIONS)$/

/**
 * Refuses state-changing requests that a browser says come from another site (CSRF). The
 * session cookie is SameSite=Lax already; this also covers sibling subdomains and multipart
 * uploads, which need no CORS preflight. Clients that send no Origin (curl, tests) pass.
 * better-auth does the same for /api/auth/* with its trustedOrigins.
 */
export function sameOriginOnly(trustedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(trustedOrigins.map((origin) => new URL(origin).origin))
  return async (c, next) => {
    if (SAFE_METHOD.test(c.req.method)) return next()
    const origin = c.req.header('Origin')
    const crossSite =
      origin === undefined ? c.req.header('Sec-Fetch-Site') === 'cross-site' : !allowed.has(origin)
    if (crossSite) {
      throw new HttpError(403, 'forbidden_origin', 'This request came from another site.')
    }
    return next()
  }
}
