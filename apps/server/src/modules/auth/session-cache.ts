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
 * An open event stream holds its session's entry (`hold`): the entry does not expire while the
 * stream is open, and lasts `SESSION_CACHE_MS` after it closes, so a phone whose stream drops
 * (a proxy restart, a network blip) opens it again without a database read. The stream itself
 * was already open on that session; this only lets it come back. `clear` forgets held entries
 * too.
 *
 * better-auth's own cookie cache was not used: it trusts a signed cookie the browser keeps,
 * so a copied cookie would outlive sign-out by its whole lifetime (see the decision record on
 * the session cache).
 */
import { getSessionCookie } from 'better-auth/cookies'
import type { Auth } from './auth'

export const SESSION_CACHE_MS = 30_000
/** Entries no stream holds; held ones come on top (at most one per open stream). */
const MAX_ENTRIES = 10_000

export type SignedInUser = { userId: string }

type Entry = { userId: string; until: number; expiresAt: number; holds: number }

export type SessionCache = {
  /** The signed-in user of this request, or null. */
  read(headers: Headers): Promise<SignedInUser | null>
  /**
   * The signed-in user of this request when the cache knows it, without a database read;
   * null when `read` would have to ask.
   */
  known(headers: Headers): SignedInUser | null
  /** Keeps this request's cached session while the returned release is not called. */
  hold(headers: Headers): () => void
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
  // Entries some stream holds: they stay (streams are capped per process).
  let heldEntries = 0
  // Drops the oldest entry no stream holds; held ones met on the way move to the back.
  const evictOne = () => {
    let left = entries.size
    for (const [token, entry] of entries) {
      if (left-- === 0) return
      entries.delete(token)
      if (entry.holds === 0) return
      entries.set(token, entry)
    }
  }
  // Bumped by clear(), so that a lookup that started before a sign-out cannot store its
  // now-stale answer after it.
  let generation = 0

  const fresh = (token: string | null) => {
    if (!token) return null
    const cached = entries.get(token)
    if (!cached) return null
    const time = now()
    if (time < cached.expiresAt && (cached.holds > 0 || cached.until > time)) return cached
    entries.delete(token)
    return null
  }

  return {
    known(headers) {
      const cached = fresh(getSessionCookie(headers))
      return cached ? { userId: cached.userId } : null
    },
    hold(headers) {
      const cached = fresh(getSessionCookie(headers))
      if (!cached) return () => {}
      if (cached.holds === 0) heldEntries += 1
      cached.holds += 1
      const heldIn = generation
      let held = true
      return () => {
        if (!held) return
        held = false
        cached.holds -= 1
        if (cached.holds === 0 && heldIn === generation) heldEntries -= 1
        cached.until = Math.min(now() + SESSION_CACHE_MS, cached.expiresAt)
      }
    },
    async read(headers) {
      const token = getSessionCookie(headers)
      if (!token) return null
      const cached = fresh(token)
      if (cached) return { userId: cached.userId }

      const started = generation
      const session = await auth.api.getSession({ headers })
      if (!session) return null
      const expiresAt = session.session.expiresAt.getTime()
      const until = Math.min(now() + SESSION_CACHE_MS, expiresAt)
      if (started === generation) {
        if (entries.size - heldEntries >= MAX_ENTRIES) evictOne()
        entries.set(token, { userId: session.user.id, until, expiresAt, holds: 0 })
      }
      return { userId: session.user.id }
    },
    clear() {
      generation += 1
      heldEntries = 0
      entries.clear()
    },
  }
}
