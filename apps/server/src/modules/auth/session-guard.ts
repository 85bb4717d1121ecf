import { createMiddleware } from 'hono/factory'
import { unauthorized } from '../../lib/http/errors'
import type { Auth } from './auth'
import { sessionCacheOf } from './session-cache'

export type SessionVariables = {
  /** The signed-in user's id; the only user a guarded route may act for. */
  userId: string
}

/**
 * Answers 401 `{ error: { code: 'unauthorized', … } }` without a valid session cookie, and
 * otherwise puts the user's id on the context as `c.get('userId')`.
 */
export function requireSession(auth: Auth) {
  return createMiddleware<{ Variables: SessionVariables }>(async (c, next) => {
    const signedIn = await sessionCacheOf(auth).read(c.req.raw.headers)
    if (!signedIn) throw unauthorized()
    c.set('userId', signedIn.userId)
    await next()
  })
}
