import { queryOptions, useQuery } from '@/lib/query'
import { ApiError, callApi, checkAnswer, getSessionCall } from '@/lib/server-calls'
import { KEYS_BEFORE_SIGN_IN } from '@/lib/keys-before-sign-in'
import { readRaw, removeRaw, writeRaw } from '@/lib/device-storage'
import { dropStarted, takeStarted } from '@/start/handover'

export type SessionUser = {
  id: string
  email: string
  name: string
  image?: string | null
  createdAt: string
}

export type Session = {
  user: SessionUser
  session: { id: string; expiresAt: string; userId: string }
}

export const sessionQueryKey = ['session'] as const

/**
 * The last session this device saw, without its token. The journal lives on the phone, so
 * when the server cannot be reached (no signal, server down) the app still opens on it.
 */
const LAST_SESSION_KEY = KEYS_BEFORE_SIGN_IN.lastSession

function rememberSession(session: Session | null): void {
  if (!session) {
    removeRaw(LAST_SESSION_KEY)
    return
  }
  // Checked with the core's schema, which keeps only what it names (never the token).
  writeRaw(LAST_SESSION_KEY, JSON.stringify(session))
}

/**
 * The core's schema of a session (loaded only when there is one to read, so that the signed-out
 * screen carries no zod; a signed-in start loads zod with the signed-in app anyway).
 */
const sessionSchema = async () =>
  (await import('@hara/core/remembered-session')).rememberedSessionSchema

/** The remembered session while it is still live, parsed with the core's schema. */
async function lastSession(now = Date.now()): Promise<Session | null> {
  const raw = readRaw(LAST_SESSION_KEY)
  if (raw === null) return null
  const schema = await sessionSchema()
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  const parsed = schema.safeParse(value)
  if (!parsed.success) return null
  return Date.parse(parsed.data.session.expiresAt) > now ? parsed.data : null
}

export function forgetSession(): void {
  removeRaw(LAST_SESSION_KEY)
}

/**
 * The first check reuses the one the page started at start-up (inline, before the app's code
 * runs); later ones ask again, since an answer from before a sign-in would say signed out.
 */
async function fetchSession(): Promise<Session | null> {
  const early = takeStarted('session')
  const answer = await callApi(() => early ?? getSessionCall(), UNCHECKED_YET)
  return answer === null ? null : checkAnswer(answer, await sessionSchema())
}

/** The answer as it came: signed out (null) needs no schema; a session is checked above. */
const UNCHECKED_YET = { safeParse: (data: unknown) => ({ success: true as const, data }) }

export async function getSession(): Promise<Session | null> {
  try {
    const session = await fetchSession()
    rememberSession(session)
    // A profile asked for at start-up on a guess of signed in answers for nobody: drop it.
    if (!session) dropStarted('profile')
    return session
  } catch (error) {
    const unreachable = error instanceof ApiError && (error.status === 0 || error.status >= 500)
    const remembered = unreachable ? await lastSession() : null
    if (remembered) return remembered
    throw error
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: getSession,
  staleTime: 5 * 60_000,
  retry: 2,
})

/** The signed-in session: `undefined` while checking, `null` when signed out. */
export function useSession() {
  return useQuery(sessionQueryOptions)
}
