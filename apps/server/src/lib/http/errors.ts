import type { ContentfulStatusCode } from 'hono/utils/http-status'

/**
 * An error whose message is safe to show to the caller. Anything else that reaches the error
 * handler is treated as a fault: logged in full, answered with a generic 500.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export type ErrorBody = { error: { code: string; message: string } }

export function errorBody(code: string, message: string): ErrorBody {
  return { error: { code, message } }
}

/** A 409's body for a write based on a version that is no longer the server's: with the current. */
export function conflictBody(code: string, message: string, currentVersion: number | null) {
  return { error: { code, message, currentVersion } }
}

export const badRequest = (message: string, code = 'bad_request') =>
  new HttpError(400, code, message)
export const unauthorized = (message = 'Sign in to continue.') =>
  new HttpError(401, 'unauthorized', message)
export const notFound = (message = 'Not found.') => new HttpError(404, 'not_found', message)
