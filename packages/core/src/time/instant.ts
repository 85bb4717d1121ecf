import { z } from 'zod/mini'
import { lazySchema } from '../parsing/lazy-schema'

/**
 * Instants (points in time). The core never reads the clock: every function that needs "now"
 * takes it as an argument, as a `Date` or as epoch milliseconds.
 */

/** An instant as a `Date` or epoch milliseconds. */
export type Instant = Date | number

/** Epoch milliseconds of an instant. */
export function toEpochMs(instant: Instant): number {
  return typeof instant === 'number' ? instant : instant.getTime()
}

/** ISO text of an instant, as stored in entries (`2025-11-03T08:15:00.000Z`). */
export function toIsoString(instant: Instant): string {
  return new Date(toEpochMs(instant)).toISOString()
}

/** An ISO 8601 instant such as `2025-11-03T08:15:00.000Z` (an offset is accepted too). */
export const isoTimestampSchema = lazySchema(() => z.iso.datetime({ offset: true }))

/** The largest epoch value a `Date` can hold. */
const MAX_EPOCH_MS = 8.64e15

/**
 * Reads a stored instant written by this or an older version (ISO text, epoch ms as a number
 * or as digits, or a `Date.prototype.toString()` value) as ISO text; null when it is not a time.
 * Valid ISO text is kept as written.
 */
export function parseStoredInstant(value: unknown): string | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) && Math.abs(value) <= MAX_EPOCH_MS
      ? new Date(value).toISOString()
      : null
  }
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (text === '') return null
  if (/^\d+$/.test(text)) return parseStoredInstant(Number(text))
  if (isoTimestampSchema.safeParse(text).success) return text
  const ms = Date.parse(text)
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null
}

/** Epoch ms of a stored instant (see `parseStoredInstant`), or null. */
export function parseStoredEpochMs(value: unknown): number | null {
  const iso = parseStoredInstant(value)
  return iso === null ? null : Date.parse(iso)
}
