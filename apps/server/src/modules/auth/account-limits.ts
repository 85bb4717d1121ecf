/**
 * Limits per account and per recipient, beside
 * better-auth's per-address ones. Both answer 429 with `Retry-After`, like the others, and count
 * in the database so they hold across processes.
 *
 * Wrong passwords for one account: from an address that has signed in to the account before,
 * they count only towards that address's own limit, so guessing from elsewhere never locks the
 * owner out where they usually sign in. From any other address, `SIGN_IN_BACKOFF.free` pass,
 * then each try waits twice as long as the one before (30 s, 1 min, 2 min … up to 15 min), about
 * a hundred guesses a day at most however many addresses guess. A try is counted before the
 * password is checked, in one step with the check, and taken back if it was right: concurrent
 * guesses cannot pass the limit together.
 *
 * Sign-ups from one network address: at most `SIGN_UP_RULE` an hour, before the email is looked
 * up, so that sign-up's "already has an account" (ADR 0015) stays a slow oracle.
 *
 * Emails and addresses are keyed by a hash, so these tables hold neither. The per-recipient
 * limit applies whether or not the address has an account, so it reveals nothing.
 */
import { createHash } from 'node:crypto'
import { APIError } from 'better-auth/api'
import { and, eq, gt } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { signInAddress } from '../../db/schema'
import { addressBucket } from '../../lib/client-address/client-address'
import { inMinutes } from '../../lib/limits/rate-limit'
import {
  consumeAttempt,
  releaseAttempt,
  reserveAttempt,
  type AttemptRule,
  type BackoffRule,
} from '../../lib/limits/attempt-limiter'

/** Wrong passwords for one account from addresses that have not signed in to it. */
export const SIGN_IN_BACKOFF: BackoffRule = {
  free: 5,
  firstWaitMs: 30_000,
  maxWaitMs: 15 * 60 * 1000,
  windowMs: 24 * 60 * 60 * 1000,
}
/** An address that signed in to an account is known to it for this long after. */
export const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60 * 1000
/** Reset mails to one address. */
export const RESET_MAIL_RULE: AttemptRule = { max: 3, windowMs: 15 * 60 * 1000 }
/**
 * Sign-ups from one network address (an IPv6 /64), beside better-auth's 5 a minute. Sign-up
 * says when an email already has an account (ADR 0015), so this is what keeps that a slow
 * oracle: 20 answers an hour, about 480 a day, where 5 a minute allowed 7,200. Plenty for a
 * household or an office signing up together.
 */
export const SIGN_UP_RULE: AttemptRule = { max: 20, windowMs: 60 * 60 * 1000 }

const hash = (text: string) => createHash('sha256').update(text).digest('hex')
const normalised = (email: string) => email.trim().toLowerCase()
const accountKey = (kind: string, email: string) => `${kind}:${hash(normalised(email))}`

/** The kinds of per-account counts kept under an email's key. */
const EMAIL_LIMITS = ['sign-in-failed', 'reset-mail'] as const

/**
 * What these limits keep under an account's email: its known addresses' key and its counters'
 * keys, so deleting the account can delete them too.
 */
export function keysOfEmail(email: string): { knownAddresses: string; counters: string[] } {
  return {
    knownAddresses: hash(normalised(email)),
    counters: EMAIL_LIMITS.map((kind) => accountKey(kind, email)),
  }
}

function tooMany(verdict: { retryAfterSeconds: number }, message: string): APIError {
  return new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'rate_limited', message },
    { 'Retry-After': String(verdict.retryAfterSeconds) },
  )
}

export function accountLimits(db: Database, clock: () => number = Date.now) {
  const known = (email: string, address: string) => ({
    accountKey: hash(normalised(email)),
    addressKey: hash(addressBucket(address)),
  })

  async function isKnownAddress(email: string, address: string): Promise<boolean> {
    const { accountKey: account, addressKey } = known(email, address)
    const [row] = await db
      .select({ at: signInAddress.lastAt })
      .from(signInAddress)
      .where(
        and(
          eq(signInAddress.accountKey, account),
          eq(signInAddress.addressKey, addressKey),
          gt(signInAddress.lastAt, new Date(clock() - KNOWN_ADDRESS_MS)),
        ),
      )
    return Boolean(row)
  }

  async function rememberAddress(email: string, address: string) {
    const at = new Date(clock())
    await db
      .insert(signInAddress)
      .values({ ...known(email, address), lastAt: at })
      .onConflictDoUpdate({
        target: [signInAddress.accountKey, signInAddress.addressKey],
        set: { lastAt: at },
      })
  }

  return {
    /**
     * Before a sign-in: counts the try against the account unless the address is known to it,
     * or refuses while the account waits. The returned id is the count, to `settleSignIn`.
     */
    async reserveSignIn(email: unknown, address: string): Promise<number | undefined> {
      if (typeof email !== 'string') return undefined
      if (await isKnownAddress(email, address)) return undefined
      const verdict = await reserveAttempt(
        db,
        accountKey(EMAIL_LIMITS[0], email),
        SIGN_IN_BACKOFF,
        new Date(clock()),
      )
      if (!verdict.allowed) {
        throw tooMany(
          verdict,
          `Too many wrong passwords for this account. Try again in ${inMinutes(verdict.retryAfterSeconds)}, or reset your password.`,
        )
      }
      return verdict.id
    },
    /**
     * After a sign-in: a wrong password keeps its count; anything else takes it back, and a
     * sign-in that worked makes the address known to the account.
     */
    async settleSignIn(
      reservation: number | undefined,
      outcome: 'wrong-password' | 'signed-in' | 'other',
      email: unknown,
      address: string,
    ) {
      if (reservation !== undefined && outcome !== 'wrong-password') {
        await releaseAttempt(db, reservation)
      }
      if (outcome === 'signed-in' && typeof email === 'string')
        await rememberAddress(email, address)
    },
    /** After a sign-up: the address that made the account is known to it. */
    async rememberAddress(email: unknown, address: string) {
      if (typeof email === 'string') await rememberAddress(email, address)
    },
    /**
     * Before a sign-up looks the email up: counts it against the address, whatever the email,
     * so the refusal says nothing about the email either.
     */
    async consumeSignUp(address: string) {
      const verdict = await consumeAttempt(
        db,
        [`sign-up:${hash(addressBucket(address))}`],
        SIGN_UP_RULE,
        new Date(clock()),
      )
      if (!verdict.allowed) {
        throw tooMany(
          verdict,
          `Too many new accounts from your network. Try again in ${inMinutes(verdict.retryAfterSeconds)}.`,
        )
      }
    },
    /** Before sending a reset mail: counts it against the recipient. */
    async consumeResetMail(email: unknown) {
      if (typeof email !== 'string') return
      const verdict = await consumeAttempt(
        db,
        [accountKey(EMAIL_LIMITS[1], email)],
        RESET_MAIL_RULE,
        new Date(clock()),
      )
      if (!verdict.allowed) {
        throw tooMany(
          verdict,
          `We've already sent reset links to this address. Check your inbox, or try again in ${inMinutes(verdict.retryAfterSeconds)}.`,
        )
      }
    },
  }
}
