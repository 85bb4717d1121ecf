/**
 * Every `/api` and `/functions` answer of 400 and above has the body
 * `{ "error": { "code", "message" } }`, whoever wrote it: Hara's handlers
 * already do; better-auth answers `{ code, message }` (kept beside `error` for its clients),
 * and an empty body for unknown paths, wrong methods and its own failures.
 */
import type { MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { errorBody, type ErrorBody } from './errors'

const COVERED = /^\/(api|functions)(\/|$)/

/** The code and message for a status when the body says nothing usable. */
export function defaultError(status: number, method: string, path: string): ErrorBody['error'] {
  if (status === 404) return { code: 'not_found', message: `No route for ${method} ${path}` }
  if (status === 405)
    return { code: 'method_not_allowed', message: `${method} is not allowed here.` }
  if (status === 401) return { code: 'unauthorized', message: 'Sign in to continue.' }
  if (status === 403) return { code: 'forbidden', message: 'This is not allowed.' }
  if (status === 413)
    return { code: 'payload_too_large', message: 'The request body is too large.' }
  if (status === 415)
    return { code: 'unsupported_media_type', message: 'Send the request body as JSON.' }
  if (status === 429)
    return {
      code: 'rate_limited',
      message: 'Too many attempts. Please wait a moment and try again.',
    }
  if (status === 503)
    return { code: 'unavailable', message: 'Hara is unavailable right now. Please try again soon.' }
  if (status >= 500)
    return {
      code: 'internal_error',
      message: 'Something went wrong on our side. Please try again.',
    }
  return { code: 'bad_request', message: 'Bad request.' }
}

export function jsonErrorShape(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const res = c.res
    if (res.status < 400 || !COVERED.test(c.req.path)) return
    if (res.headers.get('Content-Type')?.includes('text/event-stream')) return

    // The body is read and the answer made again from it, never cloned: a clone tees the body,
    // and Node's fetch cancels the original's half once the clone is garbage collected, so an
    // answer not yet read (or sent) lost its body.
    const text = await res.text()
    const parsed = parseObject(text)
    const inner = parsed?.error
    const headers = new Headers(res.headers)
    c.res = undefined
    if (isErrorShape(inner)) {
      c.res = new Response(text, { status: res.status, headers })
      return
    }

    const fallback = defaultError(res.status, c.req.method, c.req.path)
    const code = typeof parsed?.code === 'string' && parsed.code ? parsed.code : fallback.code
    const message =
      typeof parsed?.message === 'string' && parsed.message ? parsed.message : fallback.message
    // better-auth's own clients read `code` and `message` at the top: keep them there too.
    const body = parsed ? { ...parsed, ...errorBody(code, message) } : errorBody(code, message)
    headers.delete('Content-Length')
    headers.set('Content-Type', 'application/json; charset=UTF-8')
    c.res = new Response(JSON.stringify(body), {
      status: res.status as ContentfulStatusCode,
      headers,
    })
  }
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

function isErrorShape(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false
  const { code, message } = value as Record<string, unknown>
  return typeof code === 'string' && typeof message === 'string'
}
