import { z } from 'zod/mini'
import {
  gutFeelingSchema,
  newestFirst,
  voiceLabelSchema,
  willIgnoreSchema,
  type Entry,
} from '../entry-schema'
import { isoTimestampSchema } from '../instant'
import { COACH_MAX_TEXT } from './limits'

/**
 * A journal entry as the coach reads it: the fields of spec section 3 that say something about
 * the person's intuition, and nothing the coach does not need (no id, no XP). Unknown fields
 * are dropped, so a client may send whole entries; every text is bounded.
 */

export const coachTextSchema = z
  .string()
  .check(
    z.maxLength(COACH_MAX_TEXT, { error: `Texts are limited to ${COACH_MAX_TEXT} characters.` }),
  )

/** An IANA zone name as sent by a device; the engine falls back to UTC if it does not know it. */
export const coachTimeZoneSchema = z
  .string()
  .check(
    z.maxLength(64),
    z.regex(/^[A-Za-z0-9_+\-/]+$/, { error: 'Expected an IANA time zone such as Europe/Paris.' }),
  )

export const coachEntrySchema = z.object({
  mode: z.enum(['tap', 'voice']),
  timestamp: isoTimestampSchema,
  timeZone: z.optional(coachTimeZoneSchema),
  context: z.optional(coachTextSchema),
  customNote: z.optional(coachTextSchema),
  description: z.optional(coachTextSchema),
  bodySensation: z.optional(coachTextSchema),
  gutFeeling: z.optional(gutFeelingSchema),
  willIgnore: z.optional(willIgnoreSchema),
  decision: z.nullish(coachTextSchema),
  consequence: z.nullish(coachTextSchema),
  transcript: z.optional(coachTextSchema),
  label: z.optional(voiceLabelSchema),
  aiInsights: z.optional(coachTextSchema),
})
export type CoachEntry = z.infer<typeof coachEntrySchema>

/** The coach's view of a stored entry (what the device sends). */
export function toCoachEntry(entry: Entry): CoachEntry {
  const common = {
    mode: entry.mode,
    timestamp: entry.timestamp,
    timeZone: entry.timeZone,
    gutFeeling: entry.gutFeeling,
    willIgnore: entry.willIgnore,
    consequence: entry.consequence,
  }
  if (entry.mode === 'voice') {
    return {
      ...common,
      transcript: entry.transcript,
      label: entry.label,
      aiInsights: entry.aiInsights,
    }
  }
  return {
    ...common,
    context: entry.context,
    customNote: entry.customNote,
    description: entry.description,
    bodySensation: entry.bodySensation,
    decision: entry.decision,
  }
}

/** The newest `count` entries in the coach's form, newest first. */
export function recentCoachEntries(entries: readonly Entry[], count: number): CoachEntry[] {
  return newestFirst(entries).slice(0, count).map(toCoachEntry)
}
