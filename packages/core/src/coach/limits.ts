/**
 * Bounds of a coach request (issue 8): a few years of daily check-ins, texts far longer than
 * anyone writes in a check-in, and a body the server can parse in a few milliseconds.
 */

/** Most entries or items one request may carry. */
export const COACH_MAX_ITEMS = 5000
/** Longest text (a transcript, a description, an outcome) in characters. */
export const COACH_MAX_TEXT = 4000
/** Largest request body in bytes. */
export const COACH_MAX_BODY_BYTES = 2 * 1024 * 1024
/** Longest user name the coach greets. */
export const COACH_MAX_NAME = 80

/** Entries each call sends (spec section 7): patterns read the last 10, guidance the last 7. */
export const COACH_WINDOW = {
  daily_focus: 100,
  mission_generation: 100,
  pattern_analysis: 10,
  daily_guidance: 7,
} as const
