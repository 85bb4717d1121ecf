/**
 * Who is signed in, for the API's guards, without a database read on every request.
 *
 * better-auth looks the session up in the database each time; for a phone that calls the API
 * on every screen that was most of an authenticated request's cost. This keeps, in the
 * process, the sessions better-auth has just confirmed, keyed by their signed cookie value,
 * for a short time:
 *
 * - Only what better-auth validated is kept, so a forged or unknown cookie always reaches it.
 * - Sign-out, revoking sessions, a password reset or change and deleting the account all go
 *   through `/api/auth/*` as POSTs; `authHandlerRoutes` clears the cache after each of them, so
 *   in this process a revoked session stops working at once.
 * - With several server processes, another process may still accept a revoked session for at
 *   most `SESSION_CACHE_MS`; a session past its expiry is never served.
 *
 * better-auth's own cookie cache was not used: it trusts a signed cookie the browser keeps,
 * so a copied cookie would outlive sign-out by its whole lifetime (see the decision record on
 * the session cache).
 */
import { getSessionCookie } from 'better-auth/cookies'
import type { Auth } from './auth'

export const SESSION_CACHE_MS = 30_000
const MAX_ENTRIES = 10_000

export type SignedInUser = { userId: string }

type Entry = { userId: string; until: number }

export type SessionCache = {
  /** The signed-in user of this request, or null. */
  read(headers: Headers): Promise<SignedInUser | null>
  /** Forgets every cached session (after anything that may end one). */
  clear(): void
}

const caches = new WeakMap<Auth, SessionCache>()

/** The one cache of this auth instance, shared by every guard built on it. */
export function sessionCacheOf(auth: Auth, now: () => number = () => Date.now()): SessionCache {
  let cache = caches.get(auth)
  if (!cache) {
    cache = createSessionCache(auth, now)
    caches.set(auth, cache)
  }
  return cache
}

function createSessionCache(auth: Auth, now: () => number): SessionCache {
  const entries = new Map<string, Entry>()
  // Bumped by clear(), so that a lookup that started before a sign-out cannot store its
  // now-stale answer after it.
  let generation = 0

  return {
    async read(headers) {
      const token = getSessionCookie(headers)
      if (!token) return null
      const cached = entries.get(token)
      if (cached && cached.until > now()) return { userId: cached.userId }
      if (cached) entries.delete(token)

      const started = generation
      const session = await auth.api.getSession({ headers })
      if (!session) return null
      const until = Math.min(now() + SESSION_CACHE_MS, session.session.expiresAt.getTime())
      if (started === generation) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
        entries.set(token, { userId: session.user.id, until })
      }
      return { userId: session.user.id }
    },
    clear() {
      generation += 1
      entries.clear()
    },
  }
}
