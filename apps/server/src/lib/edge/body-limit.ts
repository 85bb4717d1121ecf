import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HttpError } from '../http/errors'

/** JSON bodies on this API are a few hundred bytes; anything near this is not a real client. */
export const JSON_BODY_LIMIT = 16 * 1024

/**
 * Refuses bodies over `maxBytes` with 413 JSON, from Content-Length before reading anything, or
 * while streaming when the length is not announced, so an oversized body is never buffered whole.
 */
export function limitBody(maxBytes: number, message?: string): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new HttpError(
        413,
        'payload_too_large',
        message ?? `The request body is larger than ${Math.round(maxBytes / 1024)} kB.`,
      )
    },
  })
}
