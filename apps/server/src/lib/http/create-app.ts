/**
 * The one place that sets the cross-cutting behaviour of every request: request ids, logging,
 * security headers, compression, the JSON 404 and the JSON error handler.
 */
import type { IncomingMessage } from 'node:http'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import {
  securityHeaders,
  withRequestId,
  withSecurityHeaders,
  type SecurityHeaders,
} from './answer-headers'
import { answerForError } from './error-answers'
import { errorBody, type HttpError } from './errors'
import { guardInput, rejectedInputOf } from '../edge/input-guard'
import { jsonErrorShape } from './json-errors'
import type { Logger } from '../logging/logger'
import { socketAddress } from '../client-address/client-address'
import { resolveClientAddress, type TrustProxy } from '../client-address/trust-proxy'

export type AppVariables = {
  requestId: string
  /** Set by the input guard when it refused the body a handler was reading. */
  rejectedInput?: HttpError
  /** The client's address (lib/client-address/client-address.ts), set once per request. */
  clientAddress?: string
}

export type AppEnv = { Variables: AppVariables }

/** A router with the app's context types; modules build theirs with this. */
export function createRouter() {
  return new Hono<AppEnv>()
}

export type CreateAppOptions = {
  logger: Logger
  /** The reverse proxies whose X-Forwarded-For names the client (TRUST_PROXY). */
  trustProxy?: TrustProxy
  /** What every answer carries (answer-headers.ts); the direct event streams carry the same. */
  securityHeaders?: SecurityHeaders
}

export function createApp({
  logger,
  trustProxy = { kind: 'off' },
  securityHeaders: headers = securityHeaders(),
}: CreateAppOptions) {
  const app = createRouter()

  app.use(withRequestId())
  app.use(async (c, next) => {
    c.set(
      'clientAddress',
      resolveClientAddress(socketAddress(c), c.req.header('x-forwarded-for'), trustProxy),
    )
    await next()
  })

  // `..` in a request path is only ever a probe: browsers resolve it before sending. The URL
  // parser would resolve it too (so it could not reach a file anyway), but answering 400 makes
  // the intent plain and keeps /storage/../x from quietly becoming another route.
  app.use(async (c, next) => {
    const target = rawRequestTarget(c.env)
    if (target !== undefined && hasDotDotSegment(target)) {
      return c.json(errorBody('bad_path', 'This address is not allowed.'), 400)
    }
    await next()
  })

  app.use(guardInput())

  app.use(async (c, next) => {
    const started = performance.now()
    await next()
    logger.info('request', {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: redactPath(c.req.path),
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    })
  })

  app.use(withSecurityHeaders(headers))

  const compressor = compress()
  app.use(async (c, next) => {
    // Streaming coach replies must reach the phone as they are written, not buffered.
    if (c.req.header('Accept')?.includes('text/event-stream')) return next()
    return compressor(c, next)
  })

  // Inside compression, so it reads the body as written.
  app.use(jsonErrorShape())

  app.notFound((c) =>
    c.json(errorBody('not_found', `No route for ${c.req.method} ${c.req.path}`), 404),
  )

  app.onError((err, c) => {
    // A body the input guard refused fails whoever reads it: answer with the reason.
    const rejected = rejectedInputOf(c)
    if (rejected) return c.json(errorBody(rejected.code, rejected.message), rejected.status)
    // A client that hung up mid-request (an aborted upload: ECONNRESET on its own stream) is
    // the client's doing, not the database's: never raise that alarm for it.
    if (clientWentAway(c.env, c.req.raw)) {
      logger.info('client closed the connection before its request was read', {
        requestId: c.get('requestId'),
      })
      return c.json(errorBody('bad_request', 'The request was not complete.'), 400)
    }
    const answer = answerForError(err, logger, c.get('requestId'))
    return c.json(answer.body, answer.status, answer.headers)
  })

  return app
}

/** True when the request's own connection failed or closed before the request was read. */
function clientWentAway(bindings: unknown, request: Request): boolean {
  const incoming = (bindings as { incoming?: IncomingMessage } | undefined)?.incoming
  if (incoming && (incoming.errored || (incoming.destroyed && !incoming.complete))) return true
  return request.signal.aborted
}

/** The request target exactly as the client sent it (before URL parsing), on Node. */
function rawRequestTarget(bindings: unknown): string | undefined {
  const incoming = (bindings as { incoming?: { url?: unknown } } | undefined)?.incoming
  return typeof incoming?.url === 'string' ? incoming.url : undefined
}

/**
 * True when a path segment is `..`, however it is spelled: `%2e%2e`, `.%2E`, or between
 * backslashes or encoded slashes.
 */
export function hasDotDotSegment(target: string): boolean {
  const pathPart = target.split(/[?#]/, 1)[0] ?? ''
  return pathPart.split(/\/|\\|%2f|%5c/i).some((segment) => segment.replace(/%2e/gi, '.') === '..')
}

/** Reset tokens travel in paths; keep them out of logs. */
export function redactPath(path: string): string {
  return path.replace(/(reset-password|verify-email|callback)\/[^/]+/g, '$1/[redacted]')
}
