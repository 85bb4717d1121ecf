/**
 * How long the phone waits before opening the change signal again (ADR 0046): what the server
 * said when it said anything (`Retry-After` on a refusal, the stream's `retry` after it ends),
 * otherwise an exponential backoff with full jitter, so phones that lost the server at the
 * same moment come back spread out.
 */

/** The backoff's first step and its cap. */
export const FIRST_DELAY_MS = 1_000
export const MAX_DELAY_MS = 60_000
/** Longer waits than this from a server or a proxy are taken as this: pulls still run on focus. */
export const MAX_SERVER_DELAY_MS = 10 * 60_000
/** A wait the server gave is stretched by up to this share, so refused phones spread out. */
const SERVER_SPREAD = 0.2

/** Full jitter: anywhere from nothing to the step for `failures` (1, 2, 4 … 60 s). */
export function backoffDelay(failures: number, random: () => number): number {
  const step = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, failures - 1))
  return Math.floor(random() * step)
}

/** A wait the server asked for, at most `MAX_SERVER_DELAY_MS`, spread a little. */
export function serverDelay(ms: number, random: () => number): number {
  const wait = Math.min(Math.max(0, ms), MAX_SERVER_DELAY_MS)
  return Math.floor(wait + random() * wait * SERVER_SPREAD)
}

/**
 * A `Retry-After` header in ms: whole seconds, or an HTTP date (from `now`). Null when there is
 * none or it cannot be read.
 */
export function readRetryAfter(value: string | null, now: number): number | null {
  if (value === null) return null
  const text = value.trim()
  if (/^[0-9]+$/.test(text)) return Number(text) * 1000
  const at = Date.parse(text)
  return Number.isNaN(at) ? null : Math.max(0, at - now)
}
