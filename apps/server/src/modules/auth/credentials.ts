/**
 * What the routes that ask for a password again (deleting the account, the app lock's recovery)
 * read of the signed-in account: its session as better-auth has it now, and its password hash.
 */
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { account as accountTable } from '../../db/schema'
import { unauthorized } from '../../lib/http/errors'
import type { Auth } from './auth'

/** The session as better-auth has it now (the guard's cache knows only the user's id). */
export async function currentSession(auth: Auth, headers: Headers) {
  const found = await auth.api.getSession({ headers, query: { disableCookieCache: true } })
  if (!found) throw unauthorized()
  return {
    userId: found.user.id,
    email: found.user.email,
    createdAt: new Date(found.session.createdAt),
  }
}

/** The account's password hash, or null when it signs in only with Google. */
export async function passwordHashOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accountTable.password })
    .from(accountTable)
    .where(and(eq(accountTable.userId, userId), eq(accountTable.providerId, 'credential')))
  return row?.password ?? null
}
