/**
 * `/api/account`: deleting the signed-in account, and how it is confirmed.
 *
 * - `GET /` → 200 `{ confirmWith: 'password' | 'sign-in', signedInAt, signInAgainWith? }`: an
 *   account with a password confirms with it; one that signs in only with Google or passkeys
 *   confirms by a fresh sign-in, a session begun less than `FRESH_SIGN_IN_MS` ago (`signedInAt`
 *   says when this one began; `signInAgainWith`, 'google' or 'passkey', how to begin one).
 * - `DELETE /` with `{ password? }` → 204, the session cookies expired, and nothing of the
 *   account left on the server (delete-account.ts); every process stops serving its sessions,
 *   and their open event streams end (auth/session-ends.ts). A missing password → 400
 *   `password_required`; a wrong one → 403 `wrong_password`; a Google-only session that is not
 *   fresh → 403 `sign_in_again`. At most `DELETE_ACCOUNT_RULE` tries per account, so the
 *   password cannot be guessed here faster than at sign-in (429 `rate_limited`).
 *
 * better-auth's own `deleteUser` stays off (ADR 0034): without a password it accepts any
 * session younger than a day, answers in its own error shape, and runs its hooks outside a
 * transaction, where Hara's tables need deleting with the user.
 */
import { and, eq } from 'drizzle-orm'
import { setCookie } from 'hono/cookie'
import { z } from 'zod'
import type { Database } from '../../db/client'
import { account as accountTable } from '../../db/schema'
import type { AttemptRule } from '../../lib/limits/attempt-limiter'
import { JSON_BODY_LIMIT, limitBody } from '../../lib/edge/body-limit'
import { createRouter } from '../../lib/http/create-app'
import { badRequest, HttpError } from '../../lib/http/errors'
import { jsonBody } from '../../lib/http/validate'
import type { Auth } from '../auth/auth'
import { currentSession, passwordHashOf } from '../auth/credentials'
import type { PasswordHashing } from '../auth/password-hashing'
import type { SessionEnds } from '../auth/session-ends'
import { requireSession } from '../auth/session-guard'
import type { RouteDeps } from '../route-deps'
import type { ObjectStorage } from '../storage/object-storage'
import { deleteAccount } from './delete-account'
import { PASSWORD_MAX } from '@hara/core'

/** How recent a Google-only account's sign-in must be to confirm deleting it. */
export const FRESH_SIGN_IN_MS = 10 * 60 * 1000

/** Tries at deleting per account: a wrong password counts, as at sign-in. */
export const DELETE_ACCOUNT_RULE: AttemptRule = { max: 5, windowMs: 15 * 60 * 1000 }

const deleteBody = z.object({ password: z.string().max(PASSWORD_MAX).optional() })

export type ConfirmWith = 'password' | 'sign-in'

const wrongPassword = () =>
  new HttpError(403, 'wrong_password', "That password isn't right. Try again.")
const signInAgain = () =>
  new HttpError(
    403,
    'sign_in_again',
    'For your safety, sign in again, then delete your account within 10 minutes.',
  )

export function accountRoutes(
  deps: RouteDeps & {
    storage: ObjectStorage
    clock: () => number
    sessionEnds: SessionEnds
    passwords: Pick<PasswordHashing, 'verify'>
  },
) {
  const { auth, db, storage, clock, passwords } = deps
  const signedIn = requireSession(auth)
  return createRouter()
    .get('/', signedIn, async (c) => {
      const session = await currentSession(auth, c.req.raw.headers)
      const confirmWith: ConfirmWith = (await passwordHashOf(db, session.userId))
        ? 'password'
        : 'sign-in'
      const signInAgainWith =
        confirmWith === 'password' ? undefined : await freshSignInWith(db, session.userId)
      c.header('Cache-Control', 'no-store')
      return c.json({
        confirmWith,
        signedInAt: session.createdAt.toISOString(),
        ...(signInAgainWith ? { signInAgainWith } : {}),
      })
    })
    .delete(
      '/',
      signedIn,
      deps.limiter.limit({
        rule: DELETE_ACCOUNT_RULE,
        keys: (c) => [`delete-account:user:${c.get('userId')}`],
        message: (wait) => `That's a lot of tries. Try again in ${wait}.`,
      }),
      limitBody(JSON_BODY_LIMIT),
      jsonBody(deleteBody),
      async (c) => {
        const session = await currentSession(auth, c.req.raw.headers)
        const { password } = c.req.valid('json')
        const hash = await passwordHashOf(db, session.userId)
        if (hash) {
          if (!password)
            throw badRequest('Enter your password to delete your account.', 'password_required')
          if (!(await passwords.verify({ hash, password }))) throw wrongPassword()
        } else if (clock() - session.createdAt.getTime() >= FRESH_SIGN_IN_MS) {
          throw signInAgain()
        }
        await deleteAccount({ db, storage }, { userId: session.userId, email: session.email })
        // The sessions went with the user: no process may go on accepting them, and their open
        // streams end.
        await deps.sessionEnds.announce({ userId: session.userId })
        await expireSessionCookies(auth, (name, attributes) =>
          setCookie(c, name, '', { ...attributes, maxAge: 0 }),
        )
        return c.body(null, 204)
      },
    )
}

/** How an account without a password signs in afresh: with Google if linked, else a passkey. */
async function freshSignInWith(db: Database, userId: string): Promise<'google' | 'passkey'> {
  const [google] = await db
    .select({ id: accountTable.id })
    .from(accountTable)
    .where(and(eq(accountTable.userId, userId), eq(accountTable.providerId, 'google')))
  return google ? 'google' : 'passkey'
}

type CookieAttributes = {
  path?: string
  secure?: boolean
  httpOnly?: boolean
  sameSite?: 'Strict' | 'Lax' | 'None' | 'strict' | 'lax' | 'none'
  domain?: string
}

/** better-auth's session cookies (its names, with its attributes), each set to expire now. */
async function expireSessionCookies(
  auth: Auth,
  expire: (name: string, attributes: CookieAttributes) => void,
): Promise<void> {
  const { authCookies } = await auth.$context
  for (const cookie of [
    authCookies.sessionToken,
    authCookies.sessionData,
    authCookies.dontRememberToken,
  ]) {
    const { path = '/', secure, httpOnly, sameSite, domain } = cookie.attributes as CookieAttributes
    expire(cookie.name, { path, secure, httpOnly, sameSite, domain })
  }
}
