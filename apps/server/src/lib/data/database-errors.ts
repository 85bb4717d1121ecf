/**
 * Telling "the database is away" apart from a bug. When PostgreSQL is down,
 * frozen or out of connections, or the embedded database has too long a queue, a request gets
 * 503 with a clear code and `Retry-After`, never a 500, and the server recovers by itself
 * when the database is back.
 */
import { HttpError } from '../http/errors'

/** The embedded database's queue is full or too slow right now (see db/bounded-pglite.ts). */
export class DatabaseBusyError extends Error {
  constructor(message = 'The database is busy.') {
    super(message)
    this.name = 'DatabaseBusyError'
  }
}

/** SQLSTATE classes and codes that mean the database cannot serve, not that the query is wrong. */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-3]|53300|57014|55P03|25P03)/
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
])
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Cannot use a pool after calling end|Connection ended|PGlite is closed|closed database/i

/** True when `error`, or anything in its `cause` chain, says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, hops = 0; current && hops < 8; hops++) {
    if (current instanceof DatabaseBusyError) return true
    const record = current as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof record.code === 'string') {
      if (UNAVAILABLE_ERRNO.has(record.code) || UNAVAILABLE_SQLSTATE.test(record.code)) return true
    }
    if (typeof record.message === 'string' && UNAVAILABLE_MESSAGE.test(record.message)) return true
    current = record.cause
  }
  return false
}

/**
 * True when a write named a row that is gone: SQLSTATE 23503, foreign key violation, anywhere in
 * the `cause` chain. Every foreign key a request can write names the user, so this is an account
 * deleted while one of its requests was under way (or, with several processes, while another
 * process still had its session cached): the caller is signed out, not at fault, and the server
 * is not broken.
 */
export function isAccountGone(error: unknown): boolean {
  for (let current = error, hops = 0; current && hops < 8; hops++) {
    if ((current as { code?: unknown }).code === '23503') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/** True when the embedded database's line refused the work (anywhere in the `cause` chain). */
export function isDatabaseBusy(error: unknown): boolean {
  for (let current = error, hops = 0; current && hops < 8; hops++) {
    if (current instanceof DatabaseBusyError) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/** Seconds a client should wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

export const databaseUnavailable = () =>
  new HttpError(
    503,
    'database_unavailable',
    "Hara can't reach its database right now. Please try again in a moment.",
  )

export const databaseBusy = () =>
  new HttpError(503, 'database_busy', 'Hara is very busy right now. Please try again in a moment.')

/**
 * What a log line may say about a database error: its class and SQLSTATE, never the SQL, its
 * parameters (addresses, nicknames) or the row values PostgreSQL echoes in `detail`.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return typeof error
  const parts: string[] = []
  for (let current: unknown = error, hops = 0; current instanceof Error && hops < 8; hops++) {
    const code = (current as { code?: unknown }).code
    // drizzle's "Failed query: <sql> params: <values>" carries everything we must not log.
    const message = /^Failed query:/.test(current.message) ? 'query failed' : current.message
    parts.push(`${current.name}${typeof code === 'string' ? ` ${code}` : ''}: ${message}`)
    current = (current as { cause?: unknown }).cause
  }
  return parts.join(' <- ')
}

/** The stack's frames without its first line, which repeats the (unsafe) message. */
export function stackFrames(error: unknown): string | undefined {
  if (!(error instanceof Error) || !error.stack) return undefined
  return error.stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 12)
    .join('\n')
}
