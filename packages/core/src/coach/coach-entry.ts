import { z } from 'zod/mini'
import { lazySchema } from '../parsing/lazy-schema'
import {
  gutFeelingSchema,
  gutStrengthSchema,
  newestFirst,
  ownVerdictSchema,
  voiceLabelSchema,
  willIgnoreSchema,
  type Entry,
} from '../journal/entry-schema'
import { isoTimestampSchema } from '../time/instant'
import {
  COACH_ENVELOPE_BYTES,
  COACH_JOURNAL_ENTRIES,
  COACH_MAX_BODY_BYTES,
  COACH_MAX_TEXT,
} from './limits'

/**
 * A journal entry as the coach reads it: the product's entry fields that say something about
 * the person's intuition, and nothing the coach does not need (no id, no XP). Unknown fields
 * are dropped, so a client may send whole entries; every text is bounded.
 */

export const coachTextSchema = lazySchema(() =>
  z
    .string()
    .check(
      z.maxLength(COACH_MAX_TEXT, { error: `Texts are limited to ${COACH_MAX_TEXT} characters.` }),
    ),
)

/** An IANA zone name as sent by a device; the engine falls back to UTC if it does not know it. */
export const coachTimeZoneSchema = lazySchema(() =>
  z
    .string()
    .check(
      z.maxLength(64),
      z.regex(/^[A-Za-z0-9_+\-/]+$/, { error: 'Expected an IANA time zone such as Europe/Paris.' }),
    ),
)

export const coachEntrySchema = lazySchema(() =>
  z.object({
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
    /** How strong the gut feeling was; absent or null when not said. */
    strength: z.nullish(gutStrengthSchema),
    /** The person's own answer to "Was your gut right?"; it wins over the reading. */
    ownVerdict: z.optional(ownVerdictSchema),
  }),
)
export type CoachEntry = z.infer<typeof coachEntrySchema>

/**
 * The coach's view of a stored entry (what the device sends). A voice check-in's `aiInsights`
 * (the coach's own words about it, about 2 kB) is left out: no answer reads it.
 */
export function toCoachEntry(entry: Entry): CoachEntry {
  const common = {
    mode: entry.mode,
    timestamp: entry.timestamp,
    timeZone: entry.timeZone,
    gutFeeling: entry.gutFeeling,
    willIgnore: entry.willIgnore,
    consequence: entry.consequence,
    ...(entry.strength ? { strength: entry.strength } : {}),
    ...(entry.ownVerdict ? { ownVerdict: entry.ownVerdict } : {}),
  }
  if (entry.mode === 'voice') {
    return {
      ...common,
      transcript: entry.transcript,
      label: entry.label,
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

/** Bytes of `text` in UTF-8, counted without an encoder (a lone surrogate counts as 3). */
export function utf8Length(text: string): number {
  let bytes = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4
        i += 1
      } else bytes += 3
    } else bytes += 3
  }
  return bytes
}

/**
 * The journal for the coach, newest first: its newest `COACH_JOURNAL_ENTRIES` entries, as many
 * of them as fit the body limit with room for the rest of the request. When a journal is
 * longer, its oldest entries are left out.
 */
export function coachJournal(
  entries: readonly Entry[],
  { maxItems = COACH_JOURNAL_ENTRIES, maxBytes = COACH_MAX_BODY_BYTES - COACH_ENVELOPE_BYTES } = {},
): CoachEntry[] {
  const sent: CoachEntry[] = []
  let bytes = 2 // the brackets of the list
  for (const entry of newestFirst(entries)) {
    if (sent.length >= maxItems) break
    const coach = toCoachEntry(entry)
    const size = utf8Length(JSON.stringify(coach)) + 1 // and its comma
    if (bytes + size > maxBytes) break
    bytes += size
    sent.push(coach)
  }
  return sent
}
