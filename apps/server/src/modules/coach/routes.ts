/**
 * `POST /functions/v1/gut-coach`: typed data in, the coach's answer
 * out, JSON or an event stream by type. Admitted users only (the access code passed), a per-user rate limit, bounded
 * bodies, and never a 5xx for what a client sent. Request content is never logged.
 */
import { COACH_MAX_BODY_BYTES, coachRequestSchema, isStreamType } from '@hara/core'
import type { AttemptRule } from '../../lib/limits/attempt-limiter'
import { limitBody } from '../../lib/edge/body-limit'
import { createRouter } from '../../lib/http/create-app'
import { jsonBody } from '../../lib/http/validate'
import { requireAdmitted } from '../access-code/require-admitted'
import type { Coach } from './coach-service'
import { eventStreamResponse } from './event-stream'
import type { RouteDeps } from '../route-deps'

/** Enough for a day of real use many times over; far too few to use Hara as a free model. */
export const COACH_RULE: AttemptRule = { max: 60, windowMs: 10 * 60 * 1000 }

export function coachRoutes(deps: RouteDeps & { coach: Coach }) {
  const { db, logger, coach } = deps

  return createRouter().post(
    '/',
    requireAdmitted(deps.auth, db),
    limitBody(COACH_MAX_BODY_BYTES, 'A coach request is limited to 2 MB.'),
    deps.limiter.limit({
      rule: COACH_RULE,
      keys: (c) => [`coach:user:${c.get('userId')}`],
      message: (wait) => `Your coach needs a breather. Try again in ${wait}.`,
    }),
    jsonBody(coachRequestSchema),
    async (c) => {
      const request = c.req.valid('json')
      const started = performance.now()
      const reply = await coach.answer(request, c.req.raw.signal)
      const size = {
        type: request.type,
        items:
          'entries' in request
            ? request.entries.length
            : 'items' in request
              ? request.items.length
              : 1,
        bytes: Number(c.req.header('Content-Length') ?? 0),
      }
      if (reply.kind === 'json') {
        logger.info('coach', { ...size, ms: Math.round(performance.now() - started) })
        c.header('Cache-Control', 'no-store')
        return c.json(reply.body)
      }
      if (!isStreamType(request.type)) throw new Error('a JSON type answered with a stream')
      return eventStreamResponse(reply.chunks, () =>
        logger.info('coach', {
          ...size,
          streamed: true,
          ms: Math.round(performance.now() - started),
        }),
      )
    },
  )
}
