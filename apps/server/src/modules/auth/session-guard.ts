import { createMiddleware } from 'hono/factory'
import { unauthorized } from '../../lib/errors'
import type { Auth } from './auth'

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
    const session = await auth.api.getSession({ headers: c.req.raw.headers })
    if (!session) throw unauthorized()
    c.set('userId', session.user.id)
    await next()
  })
}
