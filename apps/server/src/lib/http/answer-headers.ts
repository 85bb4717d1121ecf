/**
 * What every answer of the server carries, whichever way it is written: the app's middleware
 * (create-app.ts) and the HTTP server's direct event streams (node-event-stream.ts) both read
 * this one list of security headers and this one request-id rule.
 *
 * The security headers are those of Hono's `secureHeaders` with the policy below (its defaults,
 * without Cross-Origin-Embedder-Policy), written out so that an answer made outside the app can
 * carry exactly the same ones.
 */
import type { MiddlewareHandler } from 'hono'

export type SecurityHeaders = ReadonlyArray<readonly [name: string, value: string]>

export type SecurityHeaderOptions = {
  /** Extra origins allowed for images (a public S3 bucket, for instance). */
  imageOrigins?: readonly string[]
  /** Hashes of the inline scripts the page may run (`inlineScriptHashes`, static.ts). */
  scriptHashes?: readonly string[]
}

export function securityHeaders({
  imageOrigins = [],
  scriptHashes = [],
}: SecurityHeaderOptions = {}): SecurityHeaders {
  const contentSecurityPolicy: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...imageOrigins],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return [
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'no-referrer'],
    ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
    [
      'Content-Security-Policy',
      Object.entries(contentSecurityPolicy)
        .map(([directive, sources]) => [directive, ...sources].join(' '))
        .join('; '),
    ],
    // The microphone is needed for voice check-ins; nothing else is.
    ['Permissions-Policy', 'microphone=(self), camera=(), geolocation=()'],
  ]
}

/** Sets the security headers on every answer, replacing any a handler set. */
export function withSecurityHeaders(headers: SecurityHeaders): MiddlewareHandler {
  return async (c, next) => {
    await next()
    for (const [name, value] of headers) c.res.headers.set(name, value)
    c.res.headers.delete('X-Powered-By')
  }
}

export const REQUEST_ID_HEADER = 'X-Request-Id'
const REQUEST_ID_MAX = 255

/** The id the client sent when it is short and plain (letters, digits, `_`, `-`, `=`), else a new one. */
export function requestIdFor(sent: string | null | undefined): string {
  if (sent && sent.length <= REQUEST_ID_MAX && !/[^\w\-=]/.test(sent)) return sent
  return crypto.randomUUID()
}

/** Gives every request its id (`c.get('requestId')`) and every answer the header. */
export function withRequestId(): MiddlewareHandler<{ Variables: { requestId: string } }> {
  return async (c, next) => {
    const id = requestIdFor(c.req.header(REQUEST_ID_HEADER))
    c.set('requestId', id)
    c.header(REQUEST_ID_HEADER, id)
    await next()
  }
}
