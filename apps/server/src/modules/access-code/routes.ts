/**
 * `GET /api/access-code` `{ help }`: the line the access-code step shows on how to get a code,
 * `ACCESS_CODE_HELP`, or null: the app then says its own, in the person's language.
 *
 * `POST /api/access-code` `{ code }`: the early-access gate at the end of onboarding.
 * Compared case-insensitively and without surrounding spaces.
 * Answers 204 and records the admission (see require-admitted.ts), or 400 `invalid_code` with
 * the product's words (docs/product.md#onboarding); at most 10 tries in 10 minutes per user and per address. The code itself
 * stays on the server.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import type { Env } from '../../env'
import type { AttemptRule } from '../../lib/limits/attempt-limiter'
import { JSON_BODY_LIMIT, limitBody } from '../../lib/edge/body-limit'
import { addressBucket, clientAddress } from '../../lib/client-address/client-address'
import { createRouter } from '../../lib/http/create-app'
import { badRequest } from '../../lib/http/errors'
import { jsonBody } from '../../lib/http/validate'
import { requireSession } from '../auth/session-guard'
import { admit } from './admission'
import type { RouteDeps } from '../route-deps'

export const DEFAULT_ACCESS_CODE = 'intuition'
export const INVALID_CODE_MESSAGE = 'Invalid code. Try again.'
export const ACCESS_CODE_RULE: AttemptRule = { max: 10, windowMs: 10 * 60 * 1000 }

const body = z.object({
  code: z.string({ error: 'Enter the access code.' }).max(200, 'That code is too long.'),
})

export function accessCodeRoutes(deps: RouteDeps & { env: Env }) {
  const { db, env, logger } = deps
  if (!env.ACCESS_CODE) {
    logger.warn(
      `ACCESS_CODE is not set: the early-access code is the default "${DEFAULT_ACCESS_CODE}". Set ACCESS_CODE before inviting people.`,
    )
  }
  const expected = digest(env.ACCESS_CODE ?? DEFAULT_ACCESS_CODE)

  const help = env.ACCESS_CODE_HELP ?? null

  return createRouter()
    .get('/', (c) => c.json({ help }))
    .post(
      '/',
      requireSession(deps.auth),
      limitBody(JSON_BODY_LIMIT),
      jsonBody(body),
      deps.limiter.limit({
        rule: ACCESS_CODE_RULE,
        keys: (c) => [
          `access-code:user:${c.get('userId')}`,
          `access-code:address:${addressBucket(clientAddress(c))}`,
        ],
        message: (wait) => `That's a lot of tries. Take a breath and try again in ${wait}.`,
      }),
      async (c) => {
        const userId = c.get('userId')
        if (!timingSafeEqual(digest(c.req.valid('json').code), expected)) {
          throw badRequest(INVALID_CODE_MESSAGE, 'invalid_code')
        }
        await admit(db, userId)
        return c.body(null, 204)
      },
    )
}

/** Normalised (trimmed, lower case) and hashed, so the comparison takes the same time for any input. */
function digest(code: string): Buffer {
  return createHash('sha256').update(code.normalize('NFKC').trim().toLowerCase()).digest()
}
