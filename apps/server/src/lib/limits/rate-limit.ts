/**
 * Hara's own rate limits, and the one place that reads `RATE_LIMITS`. Routes put
 * `limiter.limit(...)` in their chain (the access code, avatars, the coach, transcription);
 * better-auth's limits and the per-account ones follow `limiter.enabled`. Counts live in the
 * database (lib/limits/attempt-limiter.ts), so they hold across server processes. A refusal is 429
 * `rate_limited` with `Retry-After` and a message in the person's terms.
 */
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { Database } from '../../db/client'
import type { Env } from '../../env'
import { consumeAttempt, type AttemptRule } from './attempt-limiter'
import type { AppVariables } from '../http/create-app'
import { errorBody } from '../http/errors'
import type { Logger } from '../logging/logger'

/** Limited routes sit behind a session guard, which sets `userId`. */
type LimitedEnv = { Variables: AppVariables & { userId: string } }

export type LimitSpec = {
  rule: AttemptRule
  /** What to count under, e.g. the user and the address; one try counts under each. */
  keys: (c: Context<LimitedEnv>) => string[]
  /** What to tell the person, given how long to wait ("3 minutes"). */
  message: (wait: string) => string
}

export type RateLimiter = {
  /** False only with RATE_LIMITS=off, for automated test rigs. */
  enabled: boolean
  /** A middleware that counts one try per request, or answers 429 when one of its keys is full. */
  limit(spec: LimitSpec): ReturnType<typeof createMiddleware<LimitedEnv>>
}

export function createRateLimiter(deps: {
  db: Database
  env: Pick<Env, 'RATE_LIMITS'>
  logger: Logger
}): RateLimiter {
  const enabled = deps.env.RATE_LIMITS === 'on'
  if (!enabled) {
    deps.logger.warn(
      'RATE_LIMITS=off: sign-in, sign-up, password reset, the access code, avatars, the coach and transcription are not rate limited. Use this only for automated tests.',
    )
  }
  return {
    enabled,
    limit: (spec) =>
      createMiddleware<LimitedEnv>(async (c, next) => {
        if (!enabled) return next()
        const verdict = await consumeAttempt(deps.db, spec.keys(c), spec.rule)
        if (verdict.allowed) return next()
        return c.json(
          errorBody('rate_limited', spec.message(inMinutes(verdict.retryAfterSeconds))),
          429,
          { 'Retry-After': String(verdict.retryAfterSeconds) },
        )
      }),
  }
}

/** "1 minute", "15 minutes": a wait in whole minutes, rounded up. */
export function inMinutes(seconds: number): string {
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}
