/**
 * `/api/auth/*`: better-auth's own handler, with three things it cannot do alone behind Hono:
 * the client's socket address (for its per-address rate limits), a body size limit, and JSON
 * answers for a malformed body and for 429.
 *
 * Errors here keep better-auth's shape, `{ code, message }`, so better-auth clients read them.
 */
import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createRouter } from '../../lib/create-app'
import { CLIENT_ADDRESS_HEADER, clientAddress } from '../../lib/client-address'
import { JSON_BODY_LIMIT } from '../../lib/body-limit'
import type { Auth } from './auth'

export function authHandlerRoutes(auth: Auth) {
  return createRouter()
    .use(
      bodyLimit({
        maxSize: JSON_BODY_LIMIT,
        onError: (c) => authError(c, 413, 'payload_too_large', 'The request body is too large.'),
      }),
    )
    .on(['GET', 'POST'], '/*', async (c) => {
      if (c.req.method === 'POST' && (await hasMalformedJson(c))) {
        return authError(c, 400, 'invalid_json', 'The request body is not valid JSON.')
      }
      // Always replaced, never trusted from the client: see lib/client-address.ts.
      const headers = new Headers(c.req.raw.headers)
      headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c))
      const res = await auth.handler(new Request(c.req.raw, { headers }))
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

function authError(c: Context, status: 400 | 413, code: string, message: string) {
  return c.json({ code, message }, status)
}

async function hasMalformedJson(c: Context): Promise<boolean> {
  if (!/^application\/json\b/i.test(c.req.header('Content-Type') ?? '')) return false
  const text = await c.req.raw.clone().text()
  if (text.trim() === '') return false
  try {
    JSON.parse(text)
    return false
  } catch {
    return true
  }
}
