/**
 * The guard for routes that are for admitted users only: the coach, transcription, the backup
 * and push. Use it instead of `requireSession`:
 *
 *   createRouter().post('/', requireAdmitted(auth, db), async (c) => { c.get('userId') … })
 *
 * Answers 401 `unauthorized` without a session, 403 `not_admitted` when the account has not
 * passed the access code yet, and otherwise sets `c.get('userId')` like `requireSession`.
 */
import { createMiddleware } from 'hono/factory'
import type { Database } from '../../db/client'
import { HttpError, unauthorized } from '../../lib/http/errors'
import type { Auth } from '../auth/auth'
import { sessionCacheOf } from '../auth/session-cache'
import type { SessionVariables } from '../auth/session-guard'
import { isAdmitted } from './admission'

export const NOT_ADMITTED_MESSAGE =
  'Enter your early-access code in the app to use this. It is asked for at the end of onboarding.'

export const notAdmitted = () => new HttpError(403, 'not_admitted', NOT_ADMITTED_MESSAGE)

export function requireAdmitted(auth: Auth, db: Database) {
  return createMiddleware<{ Variables: SessionVariables }>(async (c, next) => {
    const signedIn = await sessionCacheOf(auth).read(c.req.raw.headers)
    if (!signedIn) throw unauthorized()
    if (!(await isAdmitted(db, signedIn.userId))) throw notAdmitted()
    c.set('userId', signedIn.userId)
    await next()
  })
}
