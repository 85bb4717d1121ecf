import { z } from 'zod/mini'
import { lazySchema } from '../parsing/lazy-schema'
import { calendarDaySchema } from '../time/calendar-day'
import { isoTimestampSchema } from '../time/instant'

/**
 * Check-in entries. Besides the product's entry fields every entry
 * carries a stable `id` (a UUID), and the local calendar `day` and IANA `timeZone` of the moment
 * it was written: days are computed once and never again, so travel and
 * daylight-saving changes cannot rewrite a past streak or week.
 */

/** The gut's answer (yes, no, pause). */
export const GUT_FEELINGS = ['yes', 'no', 'pause'] as const
export const gutFeelingSchema = lazySchema(() => z.enum(GUT_FEELINGS))
export type GutFeeling = z.infer<typeof gutFeelingSchema>

/** Whether the user will ignore their gut: 'no' means honored; 'yes' and 'not-sure' count as ignored. */
export const WILL_IGNORE_ANSWERS = ['yes', 'no', 'not-sure'] as const
export const willIgnoreSchema = lazySchema(() => z.enum(WILL_IGNORE_ANSWERS))
export type WillIgnore = z.infer<typeof willIgnoreSchema>

/** How a voice check-in felt (unease, unclear, aligned). */
export const VOICE_LABELS = ['unease', 'unclear', 'aligned'] as const
export const voiceLabelSchema = lazySchema(() => z.enum(VOICE_LABELS))
export type VoiceLabel = z.infer<typeof voiceLabelSchema>

/**
 * How strong the gut feeling was, asked once in the gut step (optional, one tap). An entry
 * without it (skipped, or written before it was asked) reads as null: it never counts at a
 * level.
 */
export const GUT_STRENGTHS = ['faint', 'clear', 'strong'] as const
export const gutStrengthSchema = lazySchema(() => z.enum(GUT_STRENGTHS))
export type GutStrength = z.infer<typeof gutStrengthSchema>

/**
 * The person's own answer to "Was your gut right?" when logging or editing an outcome: Yes
 * ('right'), No ('wrong') or Hard to say ('hard-to-say'). Absent when not answered (and on
 * every outcome logged before it was asked); the core's verdict rule (gut/gut-verdict.ts) lets
 * it win over any reading of the outcome's words.
 */
export const OWN_VERDICTS = ['right', 'wrong', 'hard-to-say'] as const
export const ownVerdictSchema = lazySchema(() => z.enum(OWN_VERDICTS))
export type OwnVerdict = z.infer<typeof ownVerdictSchema>

/** The fields every entry has, built with the schema that uses them (see `lazySchema`). */
const entryBase = () => ({
  id: z.uuid(),
  /** When the entry was written. */
  timestamp: isoTimestampSchema,
  /** Local calendar day of `timestamp` in `timeZone`, computed once at save. */
  day: calendarDaySchema,
  /** IANA time zone of the device when the entry was written. */
  timeZone: z.string().check(z.minLength(1)),
  /** XP the check-in earned (10 honored, 5 otherwise); shown as '+N XP'. */
  xp: z.number().check(z.int(), z.nonnegative()),
  /** Outcome text, or null until one is logged. */
  consequence: z.nullable(z.string()),
  /** When the outcome was logged (ISO), or null. */
  consequenceDate: z.nullable(isoTimestampSchema),
  /**
   * XP earned for logging this entry's outcome: set the first time an outcome is
   * logged and kept after the outcome is removed, so it is earned once per entry. Absent on
   * entries whose outcome went unlogged, and on outcomes logged before outcome XP existed.
   */
  outcomeXp: z.optional(z.number().check(z.int(), z.nonnegative())),
  /**
   * How many times a delete of this entry was undone (entry-life.ts): of a deletion and an Undo
   * stamped alike, the later life wins, so an Undo wins over the deletion it undoes on every
   * phone. Absent means 0, as on every entry written before Undo was synced.
   */
  life: z.optional(z.number().check(z.int(), z.nonnegative())),
  /**
   * When an Undo wrote the entry back (entry-life.ts), never before the deletion it undid: of a
   * deletion and an Undo, the later wins, so a deletion another phone made after it, not having
   * heard of it, stands. Absent on entries never deleted, and on Undos written before the stamps.
   */
  revivedAt: z.optional(isoTimestampSchema),
  /**
   * When the check-in's own words (description, decision, custom note) were last edited, and
   * when its outcome's words were: a merge takes each from the version edited last, so words
   * saved on one phone and an outcome logged on another both stay. Absent until an edit.
   */
  wordsEditedAt: z.optional(isoTimestampSchema),
  outcomeEditedAt: z.optional(isoTimestampSchema),
  /**
   * When the check-in's answers (body signal, gut, honored or ignored, strength, a voice label)
   * or the time it happened were last edited (entry-details.ts); absent until such an edit.
   */
  detailsEditedAt: z.optional(isoTimestampSchema),
  /** How strong the gut feeling was; absent or null when not said (read it with `strengthOf`). */
  strength: z.optional(z.nullable(gutStrengthSchema)),
  /** The person's own verdict on the outcome; absent when not answered (see `OwnVerdict`). */
  ownVerdict: z.optional(ownVerdictSchema),
})

/** A tap check-in: the structured flow (context, describe, body, gut, ignore, decision). */
export const tapEntrySchema = lazySchema(() =>
  z.object({
    ...entryBase(),
    mode: z.literal('tap'),
    /** The chosen category, e.g. 'Work', or 'Custom' with a `customNote`. */
    context: z.string(),
    customNote: z.optional(z.string()),
    description: z.string(),
    bodySensation: z.string(),
    gutFeeling: gutFeelingSchema,
    willIgnore: willIgnoreSchema,
    decision: z.nullable(z.string()),
    /** True when `decision` is non-blank. */
    needsFollowUp: z.boolean(),
    /**
     * 'Not yet' on Home's "How did it turn out?": the decision is not asked about
     * before this local day. Absent until the person says 'Not yet'.
     */
    askAgainOn: z.optional(calendarDaySchema),
    /** 'Stop asking': the decision stays on the Timeline and is never asked about again. */
    followUpStopped: z.optional(z.boolean()),
  }),
)
export type TapEntry = z.infer<typeof tapEntrySchema>

/**
 * A voice check-in. The gut and ignore answers are optional: when the voice analysis fails the
 * entry is saved straight away, before those steps.
 */
export const voiceEntrySchema = lazySchema(() =>
  z.object({
    ...entryBase(),
    mode: z.literal('voice'),
    transcript: z.string(),
    label: voiceLabelSchema,
    /** True when the user chose personalized guidance. */
    wantsResponse: z.boolean(),
    /** The AI coach's text; empty when the analysis failed. */
    aiInsights: z.string(),
    gutFeeling: z.optional(gutFeelingSchema),
    willIgnore: z.optional(willIgnoreSchema),
  }),
)
export type VoiceEntry = z.infer<typeof voiceEntrySchema>

/** One journal entry as stored under `gutEntries`. */
export const entrySchema = lazySchema(() =>
  z.discriminatedUnion('mode', [tapEntrySchema, voiceEntrySchema]),
)
export type Entry = z.infer<typeof entrySchema>

/** What the tap flow collects; `saveCheckIn` adds id, time, day, XP and the follow-up flag. */
export const tapDraftSchema = lazySchema(() =>
  z.object({
    mode: z.literal('tap'),
    context: z.string().check(z.trim(), z.minLength(1)),
    customNote: z.optional(z.string().check(z.trim())),
    description: z.string().check(z.trim(), z.minLength(1)),
    bodySensation: z.string().check(z.trim(), z.minLength(1)),
    gutFeeling: gutFeelingSchema,
    willIgnore: willIgnoreSchema,
    /** Optional decision text; blank becomes null. */
    decision: z.nullish(z.string()),
    strength: z.optional(gutStrengthSchema),
  }),
)

/** What the voice flow collects. An empty transcript is never saved. */
export const voiceDraftSchema = lazySchema(() =>
  z.object({
    mode: z.literal('voice'),
    transcript: z.string().check(z.trim(), z.minLength(1)),
    label: voiceLabelSchema,
    wantsResponse: z.boolean(),
    aiInsights: z._default(z.string(), ''),
    gutFeeling: z.optional(gutFeelingSchema),
    willIgnore: z.optional(willIgnoreSchema),
    strength: z.optional(gutStrengthSchema),
  }),
)

/** A check-in as the UI hands it to `saveCheckIn`. */
export const entryDraftSchema = lazySchema(() =>
  z.discriminatedUnion('mode', [tapDraftSchema, voiceDraftSchema]),
)
export type EntryDraft = z.input<typeof entryDraftSchema>
export type TapDraft = z.input<typeof tapDraftSchema>
export type VoiceDraft = z.input<typeof voiceDraftSchema>

/** Whether `text` holds something other than white space. */
export function hasText(text: string | null | undefined): text is string {
  return typeof text === 'string' && text.trim() !== ''
}

/** How strong the gut feeling was; null when not said (older entries, a skipped question). */
export function strengthOf(entry: Pick<Entry, 'strength'>): GutStrength | null {
  return entry.strength ?? null
}

/** Honored means willIgnore is 'no'. */
export function isHonored(entry: Pick<Entry, 'willIgnore'>): boolean {
  return entry.willIgnore === 'no'
}

/** Whether the user answered the ignore question; the trust score counts only these. */
export function hasWillIgnoreAnswer(entry: Pick<Entry, 'willIgnore'>): boolean {
  return entry.willIgnore !== undefined
}

/** Whether the entry tracks a decision (non-blank decision text). */
export function hasDecision(entry: Entry): boolean {
  return entry.mode === 'tap' && hasText(entry.decision)
}

/** Whether an outcome has been logged. */
export function hasOutcome(entry: Pick<Entry, 'consequence'>): boolean {
  return hasText(entry.consequence)
}

/**
 * Whether an entry counts as an outcome for its XP alone: its outcome earned XP and its text was
 * removed since. Here, beside `hasOutcome`, rather than with the batch merge that asks it too:
 * the journal's view asks it at every start, and the merge's module would bring the whole
 * merge with it.
 */
export const isOutcomeByXp = (entry: Entry): boolean =>
  !hasOutcome(entry) && (entry.outcomeXp ?? 0) > 0

/**
 * A voice entry in the sense of the tone analysis: mode voice, or a non-blank
 * transcript or aiInsights. Reading older entries infers mode 'voice' from a transcript or
 * insights (see entry-migration.ts), so after parsing the mode alone answers it.
 */
export function isVoiceEntry(entry: Entry): entry is VoiceEntry {
  return entry.mode === 'voice'
}

/** Epoch milliseconds of an entry's timestamp. */
export function entryTimeMs(entry: Pick<Entry, 'timestamp'>): number {
  return Date.parse(entry.timestamp)
}

/**
 * Entries newest first, for the timeline and "recent insights"; the input is not changed. Each
 * timestamp is parsed once (a journal of thousands sorts in a few milliseconds); entries of the
 * same moment keep their stored order.
 */
export function newestFirst<T extends Pick<Entry, 'timestamp'>>(entries: readonly T[]): T[] {
  return entries
    .map((entry) => ({ entry, ms: entryTimeMs(entry) }))
    .sort((a, b) => b.ms - a.ms)
    .map(({ entry }) => entry)
}

/** Whether logging the entry's outcome earned XP (logged in the app, each entry once). */
export function earnedOutcomeXp(entry: Pick<Entry, 'outcomeXp'>): boolean {
  return (entry.outcomeXp ?? 0) > 0
}

/** Whether the entry is a tracked decision whose outcome was logged in the app: a loop closed. */
export function closedTheLoop(entry: Entry): boolean {
  return earnedOutcomeXp(entry) && hasDecision(entry)
}
