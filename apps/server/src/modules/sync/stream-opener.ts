/**
 * Who may open an event stream, and what it starts with, at as little cost as possible: in a
 * reconnect storm every open phone asks at once, and the database pool is also what check-ins
 * and sign-ins need (ADR 0047).
 *
 * - The session comes from the session cache, which knows it for streams while a stream holds
 *   it and for `SESSION_CACHE_MS` after (session-cache.ts; a session that ends is forgotten at
 *   once, and its streams end: signed-out-streams.ts); admission is remembered once seen (it is
 *   never taken back, and a deleted account has no session left); the latest change comes from
 *   the hub's memory. A phone that reconnects to the process it was on costs no database read.
 * - What does need the database waits in a short line of its own (`OPENS_AT_ONCE` at a time):
 *   past it the stream is refused with 503 `busy` and a `Retry-After`, before the pool is empty
 *   rather than after, and the refused phones come back spread over a few seconds.
 * - Opens per account are counted in memory (the database-backed count is a write per open).
 *
 * Every refusal says when to come back, with jitter (`retryAfter`), and is noted for health's
 * `load` field.
 */
import type { SyncChange } from '@hara/core'
import type { Database } from '../../db/client'
import { DatabaseBusyError, isDatabaseUnavailable } from '../../lib/data/database-errors'
import { unauthorized } from '../../lib/http/errors'
import { createBoundedQueue } from '../../lib/limits/bounded-queue'
import { isAdmitted } from '../access-code/admission'
import { notAdmitted } from '../access-code/require-admitted'
import type { Auth } from '../auth/auth'
import { sessionCacheOf, type SessionHold, type SignedInUser } from '../auth/session-cache'
import { readState } from './record-reads'
import type { SyncHub } from './sync-hub'

/** Opens that need the database at once, of the pool's 10 connections; a few more may wait. */
export const OPENS_AT_ONCE = 4
const OPENS_WAITING = 200
const OPEN_WAIT_MS = 1500
/** Accounts remembered as admitted. */
const ADMITTED_ACCOUNTS = 50_000
/** Stream opens one account may make in a minute (6 phones reconnecting several times). */
export const OPENS_PER_MINUTE = 60
/** How long after its last refusal health still says the process is shedding load. */
const SHEDDING_FOR_MS = 10_000

/** Seconds to come back after, by reason: the low end and the spread of the jitter. */
export const RETRY_AFTER = {
  /** The account holds its most streams here: a slot frees when one of its phones closes. */
  account: { min: 2, spread: 4 },
  /** The process holds its most streams: soon another process (or a freed slot) takes it. */
  process: { min: 10, spread: 20 },
  /** Opens wait on the database, or it did not answer. */
  busy: { min: 2, spread: 8 },
  /** The server stops: its replacement is up in seconds. */
  closing: { min: 1, spread: 5 },
} as const

export type RetryReason = keyof typeof RETRY_AFTER

/** A whole number of seconds in [min, min + spread], different for each refused phone. */
export function retryAfter(reason: RetryReason, random: () => number = Math.random): number {
  const { min, spread } = RETRY_AFTER[reason]
  return min + Math.floor(random() * (spread + 1))
}

export type Refusal = {
  status: 429 | 503
  code: string
  message: string
  retryAfterSeconds: number
}

/** Who opens a stream: the account and session, held in the session cache while it lasts. */
export type StreamOwner = SignedInUser & SessionHold

export type StreamOpener = {
  /** The account opening a stream (401 / 403 as `requireAdmitted`), or a refusal. */
  identify(headers: Headers): Promise<StreamOwner | Refusal>
  /** The account's latest change, from memory or the database; a refusal when that is busy. */
  initial(userId: string): Promise<SyncChange | Refusal>
  /** Notes a refusal made elsewhere (the caps), for `shedding`. */
  refuse(status: 429 | 503, code: string, message: string, reason: RetryReason): Refusal
  /** Whether a stream was refused lately. */
  shedding(): boolean
}

const BUSY_MESSAGE = 'The server is busy. Your device will connect again in a moment.'

export function createStreamOpener(deps: {
  auth: Auth
  db: Database
  hub: SyncHub
  /** False with RATE_LIMITS=off. */
  rateLimits: boolean
  clock: () => number
}): StreamOpener {
  const sessions = sessionCacheOf(deps.auth)
  const admitted = new Set<string>()
  const opens = new Map<string, { count: number; since: number }>()
  const line = createBoundedQueue({
    concurrency: OPENS_AT_ONCE,
    maxWaiting: OPENS_WAITING,
    maxWaitMs: OPEN_WAIT_MS,
  })
  let lastRefusal = -Infinity

  const refuse: StreamOpener['refuse'] = (status, code, message, reason) => {
    lastRefusal = deps.clock()
    return { status, code, message, retryAfterSeconds: retryAfter(reason) }
  }
  const busy = () => refuse(503, 'busy', BUSY_MESSAGE, 'busy')

  /** Runs `task` in the line; a full line or an absent database is a refusal, not an error. */
  const inLine = async <T>(task: () => Promise<T>): Promise<T | Refusal> => {
    try {
      return await line.run(task)
    } catch (error) {
      if (error instanceof DatabaseBusyError || isDatabaseUnavailable(error)) return busy()
      throw error
    }
  }

  const tooManyOpens = (userId: string): Refusal | null => {
    if (!deps.rateLimits) return null
    const now = deps.clock()
    let count = opens.get(userId)
    if (!count || now - count.since >= 60_000) {
      if (opens.size >= ADMITTED_ACCOUNTS) opens.clear()
      count = { count: 0, since: now }
      opens.set(userId, count)
    }
    count.count += 1
    if (count.count <= OPENS_PER_MINUTE) return null
    lastRefusal = now
    const seconds = Math.ceil((count.since + 60_000 - now) / 1000)
    return {
      status: 429,
      code: 'rate_limited',
      message: 'Sync is going too fast. Try again in 1 minute.',
      retryAfterSeconds: seconds + Math.floor(Math.random() * 5),
    }
  }

  const rememberAdmitted = (userId: string) => {
    if (admitted.size >= ADMITTED_ACCOUNTS) admitted.clear()
    admitted.add(userId)
  }

  return {
    async identify(headers) {
      /** The signed-in, admitted user, asking the database when the cache cannot tell. */
      const check = () =>
        inLine(async () => {
          const signedIn = await sessions.read(headers)
          if (!signedIn) throw unauthorized()
          if (!admitted.has(signedIn.userId)) {
            if (!(await isAdmitted(deps.db, signedIn.userId))) throw notAdmitted()
            rememberAdmitted(signedIn.userId)
          }
          return signedIn
        })
      const known = sessions.knownToStreams(headers)
      const who = known && admitted.has(known.userId) ? known : await check()
      if (isRefusal(who)) return who
      const refused = tooManyOpens(who.userId)
      if (refused) return refused
      let hold = sessions.hold(headers)
      if (!hold) {
        // Forgotten since it was read (the cache was cleared, or the session ended): ask again.
        const again = await check()
        if (isRefusal(again)) return again
        hold = sessions.hold(headers)
        if (!hold) return busy()
      }
      return { ...who, ...hold }
    },
    async initial(userId) {
      const known = deps.hub.latest(userId)
      if (known) return known
      return inLine(async () => {
        const change = await readState(deps.db, userId)
        deps.hub.remember(userId, change)
        return change
      })
    },
    refuse,
    shedding: () => deps.clock() - lastRefusal < SHEDDING_FOR_MS,
  }
}

export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && 'retryAfterSeconds' in value
