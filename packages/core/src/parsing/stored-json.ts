/**
 * Reading JSON text written to device storage. Storage can hold anything: text from an older
 * version, a value cut short by a full disk, or a hand-edited key. Reading never throws; what
 * cannot be read is reported so the caller can keep the raw text aside and tell the user.
 */

export type JsonReadResult = { ok: true; value: unknown } | { ok: false }

/** Parses JSON text without throwing. */
export function readJson(text: string): JsonReadResult {
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}

/** Why a stored value could not be read in full. */
export type StoredValueProblem =
  /** The text is not JSON. */
  | 'invalid-json'
  /** JSON, but not the expected kind of value (e.g. an object where a list belongs). */
  | 'wrong-shape'
  /** Some items or fields were unreadable; the readable ones were kept. */
  | 'partly-invalid'

/** The outcome of reading one stored value. */
export interface StoredRead<T> {
  /** What could be read; a default when nothing could. */
  value: T
  /** Null when everything was read. Otherwise the raw text should be kept aside. */
  problem: StoredValueProblem | null
  /**
   * True when the value was upgraded from an older form (or repaired) and should be written
   * back, so the upgrade happens once and ids stay stable.
   */
  migrated: boolean
}

/** Whether `value` is a plain object (not null, not a list). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * A copy of `record` without keys whose value is undefined, so an in-memory value looks like
 * what JSON would store (`'willIgnore' in entry` is then false when it has no answer).
 */
export function withoutUndefined<T extends Record<string, unknown>>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T
}
