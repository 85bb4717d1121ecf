/**
 * Bounds of a coach request: a few years of daily check-ins, texts far longer than
 * anyone writes in a check-in, and a body the server can parse in a few milliseconds.
 */

/** Most entries or items one request may carry. */
export const COACH_MAX_ITEMS = 5000
/**
 * The newest check-ins a device sends when the coach reads the journal (focus, missions,
 * patterns, guidance; `coachJournal`): about a year of three a day, far more than any finding
 * needs to be counted, and a request a phone builds and sends in a few milliseconds whatever
 * the journal's age (ADR 0075).
 */
export const COACH_JOURNAL_ENTRIES = 1000
/** Longest text (a transcript, a description, an outcome) in characters. */
export const COACH_MAX_TEXT = 4000
/** Largest request body in bytes. */
export const COACH_MAX_BODY_BYTES = 2 * 1024 * 1024
/** Longest user name the coach greets. */
export const COACH_MAX_NAME = 80

/**
 * How many of the newest entries each answer reads as "recent" (guidance reads
 * the last 7). Focus, missions, patterns and guidance are all sent the same newest entries
 * (`coachJournal`), so their findings and advice agree; the
 * guidance's week recap still counts only these.
 */
export const COACH_WINDOW = {
  daily_guidance: 7,
} as const

/** Room left in a request's body for everything but the entries (type, name, framing). */
export const COACH_ENVELOPE_BYTES = 16 * 1024
