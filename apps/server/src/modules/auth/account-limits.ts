/**
 * Limits per account and per recipient (issue 13, point 4), beside better-auth's per-address
 * ones: from many addresses, one account still gets at most `SIGN_IN_FAILURE_RULE` wrong
 * passwords, and one mailbox at most `RESET_MAIL_RULE` reset mails. Both answer 429 with
 * `Retry-After`, like the others, and count in the database so they hold across processes.
 *
 * Emails are keyed by a hash, so the counters table holds no addresses. The per-recipient limit
 * applies whether or not the address has an account, so it reveals nothing.
 */
import { createHash } from 'node:crypto'
import { APIError } from 'better-auth/api'
import type { Database } from '../../db/client'
import {
  consumeAttempt,
  peekAttempts,
  recordAttempt,
  type AttemptRule,
  type AttemptVerdict,
} from '../../lib/attempt-limiter'

/** Wrong passwords for one account, from anywhere. */
export const SIGN_IN_FAILURE_RULE: AttemptRule = { max: 10, windowMs: 15 * 60 * 1000 }
/** Reset mails to one address. */
export const RESET_MAIL_RULE: AttemptRule = { max: 3, windowMs: 15 * 60 * 1000 }

const accountKey = (kind: string, email: string) =>
  `${kind}:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`

function tooMany(verdict: AttemptVerdict & { allowed: false }, message: string): APIError {
  return new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'rate_limited', message },
    { 'Retry-After': String(verdict.retryAfterSeconds) },
  )
}

const inMinutes = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}

export function accountLimits(db: Database) {
  return {
    /** Before a sign-in: refuses while the account has too many recent wrong passwords. */
    async checkSignIn(email: unknown) {
      if (typeof email !== 'string') return
      const verdict = await peekAttempts(
        db,
        accountKey('sign-in-failed', email),
        SIGN_IN_FAILURE_RULE,
      )
      if (!verdict.allowed) {
        throw tooMany(
          verdict,
          `Too many wrong passwords for this account. Try again in ${inMinutes(verdict.retryAfterSeconds)}, or reset your password.`,
        )
      }
    },
    /** After a sign-in that failed on the password (or an unknown address). */
    async recordSignInFailure(email: unknown) {
      if (typeof email !== 'string') return
      await recordAttempt(db, accountKey('sign-in-failed', email))
    },
    /** Before sending a reset mail: counts it against the recipient. */
    async consumeResetMail(email: unknown) {
      if (typeof email !== 'string') return
      const verdict = await consumeAttempt(db, [accountKey('reset-mail', email)], RESET_MAIL_RULE)
      if (!verdict.allowed) {
        throw tooMany(
          verdict,
          `We've already sent reset links to this address. Check your inbox, or try again in ${inMinutes(verdict.retryAfterSeconds)}.`,
        )
      }
    },
  }
}
