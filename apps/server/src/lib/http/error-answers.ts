/**
 * What an error thrown while answering a request is answered with, the same on every path: the
 * app's error handler (create-app.ts) and the HTTP server's direct event streams. Anything not
 * known to be the client's or the database's is a fault: logged with its kind and frames (never
 * its SQL or the values in it) and answered with a generic 500.
 */
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import {
  DATABASE_RETRY_AFTER_SECONDS,
  databaseBusy,
  databaseUnavailable,
  describeError,
  isAccountGone,
  isDatabaseBusy,
  isDatabaseUnavailable,
  stackFrames,
} from '../data/database-errors'
import type { Logger } from '../logging/logger'
import { errorBody, HttpError, unauthorized, type ErrorBody } from './errors'

export type ErrorAnswer = {
  status: ContentfulStatusCode
  body: ErrorBody
  headers?: Record<string, string>
}

export function answerForError(
  err: unknown,
  logger: Logger,
  requestId: string | undefined,
): ErrorAnswer {
  if (isDatabaseUnavailable(err)) {
    const busy = isDatabaseBusy(err)
    const answer = busy ? databaseBusy() : databaseUnavailable()
    logger.warn(busy ? 'database busy' : 'database unavailable', {
      requestId,
      error: describeError(err),
    })
    return {
      status: answer.status,
      body: errorBody(answer.code, answer.message),
      headers: { 'Retry-After': String(busy ? 1 : DATABASE_RETRY_AFTER_SECONDS) },
    }
  }
  if (isAccountGone(err)) {
    const answer = unauthorized()
    return { status: answer.status, body: errorBody(answer.code, answer.message) }
  }
  if (err instanceof HttpError) {
    // A 503 is always temporary: say when to come back.
    const headers = err.status === 503 ? { 'Retry-After': '5' } : undefined
    return {
      status: err.status,
      body: errorBody(err.code, err.message),
      ...(headers && { headers }),
    }
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode
    const code = status === 413 ? 'payload_too_large' : status < 500 ? 'bad_request' : 'error'
    const message = err.message || (status < 500 ? 'Bad request.' : 'Something went wrong.')
    if (status >= 500) logFault(logger, requestId, err)
    return { status, body: errorBody(code, message) }
  }
  if (isClientBodyError(err)) {
    return { status: 400, body: errorBody('bad_request', 'The request body could not be read.') }
  }
  logFault(logger, requestId, err)
  return {
    status: 500,
    body: errorBody('internal_error', 'Something went wrong on our side. Please try again.'),
  }
}

/** A fault is logged with its kind and frames, never its SQL or the values in it. */
export function logFault(logger: Logger, requestId: string | undefined, err: unknown) {
  logger.error('unhandled error', {
    requestId,
    error: describeError(err),
    stack: stackFrames(err),
  })
}

/** Malformed JSON and similar: the client's fault, never a 500. */
function isClientBodyError(err: unknown): boolean {
  return err instanceof SyntaxError || (err instanceof TypeError && /body/i.test(err.message))
}
