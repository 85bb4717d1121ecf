/**
 * `/api/auth/*`: better-auth's own handler, with what it cannot do alone behind Hono: the
 * client's socket address (for its per-address rate limits), a body size limit, and the
 * standard Retry-After header on its 429s. (It answers malformed JSON with 400 itself.)
 *
 * Errors here keep better-auth's `{ code, message }` for its clients; lib/http/json-errors.ts adds
 * the `{ error: { code, message } }` every other route answers.
 */
import { bodyLimit } from 'hono/body-limit'
import { createRouter } from '../../lib/http/create-app'
import { CLIENT_ADDRESS_HEADER, clientAddress } from '../../lib/client-address/client-address'
import { JSON_BODY_LIMIT } from '../../lib/edge/body-limit'
import type { Auth } from './auth'
import { registrationRefused } from './passkey-guards'
import { withPasswordScope } from './password-hashing'
import { sessionCacheOf } from './session-cache'

/** Posts that only ever start a session, never end one. */
const SIGN_INS = new Set([
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  '/api/auth/sign-up/passkey',
  '/api/auth/passkey/verify-authentication',
])

export function authHandlerRoutes(auth: Auth) {
  return createRouter()
    .use(
      bodyLimit({
        maxSize: JSON_BODY_LIMIT,
        onError: (c) =>
          c.json({ code: 'payload_too_large', message: 'The request body is too large.' }, 413),
      }),
    )
    .on(['GET', 'POST'], '/*', async (c) => {
      // Always replaced, never trusted from the client: see lib/client-address/client-address.ts.
      const headers = new Headers(c.req.raw.headers)
      headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c))
      // A scope for the sign-up's password hash, computed before its transaction (password-hashing.ts).
      const res = await registrationRefused(
        c.req.path,
        await withPasswordScope(() => auth.handler(new Request(c.req.raw, { headers }))),
      )
      // Anything posted here may end a session (sign-out, revoking, a password reset or
      // change, deleting the account): the API's guards must ask the database again.
      if (c.req.method === 'POST' && !SIGN_INS.has(c.req.path)) sessionCacheOf(auth).clear()
      if (res.status === 429 && !res.headers.has('Retry-After')) {
        const retryAfter = res.headers.get('X-Retry-After')
        if (retryAfter) {
          const patched = new Response(res.body, res)
          patched.headers.set('Retry-After', retryAfter)
          return patched
        }
      }
      return res
    })
}

/** `GET /api/auth-config`: which sign-in methods this server offers, for the sign-in screen. */
export function authConfigRoutes(options: { google: boolean }) {
  return createRouter().get('/', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ google: options.google })
  })
}
