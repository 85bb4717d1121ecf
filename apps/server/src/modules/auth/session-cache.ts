/**
 * Who is signed in, for the API's guards, without a database read on every request.
 *
 * better-auth looks the session up in the database each time; for a phone that calls the API
 * on every screen that was most of an authenticated request's cost. This keeps, in the
 * process, the sessions better-auth has just confirmed, keyed by their signed cookie value:
 *
 * - Only what better-auth validated is kept, so a forged or unknown cookie always reaches it.
 * - A route takes an entry for `SESSION_CACHE_MS` after better-auth last confirmed it, never
 *   longer, whether or not a stream holds it, and never past the session's expiry; past that it
 *   asks again.
 * - A session that ends (sign-out, revoking, a password reset or change, deleting the account)
 *   is forgotten at once in every process: session-ends.ts tells each one (`end`). Every POST
 *   to `/api/auth/*` but the sign-ins also clears this process's cache (routes.ts). Should a
 *   process miss that news (its notification connection was down), it forgets everything once
 *   it listens again, and until then trusts an entry for `SESSION_CACHE_MS` at most.
 *
 * An open event stream holds its session's entry (`hold`): the stream keeps the identity it
 * opened with, and a phone whose stream drops (a proxy restart, a network blip) may open it
 * again without a database read while a stream holds the entry and for `SESSION_CACHE_MS`
 * after the last one closed (`knownToStreams`). Routes never take that as a confirmation.
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

export type SignedInUser = { userId: string; sessionId: string }

/** A session that ended; without `sessionId`, every session of the user (account deleted). */
export type SessionEnd = { userId: string; sessionId?: string | undefined }

/** A stream's hold on its session's entry. */
export type SessionHold = {
  release(): void
  /** Whether the session ended (`end`) since the hold began. */
  ended(): boolean
}

type Entry = SignedInUser & {
  /** Until when routes take it: `SESSION_CACHE_MS` after better-auth last confirmed it. */
  until: number
  expiresAt: number
  /** Open streams on it. */
  holds: number
  /** Until when a stream may open again on it unasked, once no stream holds it. */
  reopenUntil: number
  ended: boolean
}

export type SessionCache = {
  /** The signed-in user of this request, or null: what routes ask. */
  read(headers: Headers): Promise<SignedInUser | null>
  /**
   * For opening an event stream only: the signed-in user when the cache knows it, without a
   * database read (a session some stream holds, or held a moment ago, counts); null when
   * `read` would have to ask.
   */
  knownToStreams(headers: Headers): SignedInUser | null
  /** Keeps this request's cached session while the stream lasts; null when it is not cached. */
  hold(headers: Headers): SessionHold | null
  /** Forgets an ended session (or all of a user's), held or not. */
  end(end: SessionEnd): void
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
  const held = new Set<Entry>()
  // Drops the oldest entry no stream holds; held ones met on the way move to the back.
  const evictOne = () => {
    let left = entries.size
    for (const [token, entry] of entries) {
      if (left-- === 0) return
      entries.delete(token)
      if (!held.has(entry)) return
      entries.set(token, entry)
    }
  }
  // Bumped by `end` and `clear`, so that a lookup that started before a sign-out cannot store
  // its now-stale answer after it.
  let generation = 0

  /** The entry of this cookie, unless the session has expired. */
  const entryOf = (token: string | null) => {
    if (!token) return null
    const entry = entries.get(token)
    if (!entry) return null
    if (now() < entry.expiresAt) return entry
    entries.delete(token)
    held.delete(entry)
    return null
  }
  const identity = ({ userId, sessionId }: Entry): SignedInUser => ({ userId, sessionId })

  return {
    knownToStreams(headers) {
      const entry = entryOf(getSessionCookie(headers))
      if (!entry) return null
      const time = now()
      const known = entry.holds > 0 || time < entry.until || time < entry.reopenUntil
      return known ? identity(entry) : null
    },
    hold(headers) {
      const entry = entryOf(getSessionCookie(headers))
      if (!entry) return null
      entry.holds += 1
      held.add(entry)
      let holding = true
      return {
        release() {
          if (!holding) return
          holding = false
          entry.holds -= 1
          if (entry.holds > 0) return
          held.delete(entry)
          entry.reopenUntil = Math.min(now() + SESSION_CACHE_MS, entry.expiresAt)
        },
        ended: () => entry.ended,
      }
    },
    async read(headers) {
      const token = getSessionCookie(headers)
      if (!token) return null
      const cached = entryOf(token)
      if (cached && now() < cached.until) return identity(cached)

      const started = generation
      const session = await auth.api.getSession({ headers })
      const current = entries.get(token)
      if (!session) {
        // Ended behind this process's back: no stream may open again on it either.
        if (current) {
          entries.delete(token)
          held.delete(current)
        }
        return null
      }
      const signedIn = { userId: session.user.id, sessionId: session.session.id }
      const expiresAt = session.session.expiresAt.getTime()
      const until = Math.min(now() + SESSION_CACHE_MS, expiresAt)
      if (started !== generation) return signedIn
      if (current && current.sessionId === signedIn.sessionId) {
        current.until = until
        current.expiresAt = expiresAt
      } else {
        if (current) held.delete(current)
        if (entries.size - held.size >= MAX_ENTRIES) evictOne()
        entries.set(token, {
          ...signedIn,
          until,
          expiresAt,
          holds: 0,
          reopenUntil: 0,
          ended: false,
        })
      }
      return signedIn
    },
    end({ userId, sessionId }) {
      generation += 1
      for (const [token, entry] of entries) {
        if (entry.userId !== userId || (sessionId && entry.sessionId !== sessionId)) continue
        entry.ended = true
        entries.delete(token)
        held.delete(entry)
      }
    },
    clear() {
      generation += 1
      held.clear()
      entries.clear()
    },
  }
}
