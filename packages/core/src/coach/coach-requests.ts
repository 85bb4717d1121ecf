import { z } from 'zod/mini'
import { lazySchema } from '../parsing/lazy-schema'
import {
  gutFeelingSchema,
  gutStrengthSchema,
  hasText,
  ownVerdictSchema,
  hasWillIgnoreAnswer,
  isHonored,
  voiceLabelSchema,
  willIgnoreSchema,
  type Entry,
} from '../journal/entry-schema'
import { LANGUAGES } from '../i18n/languages'
import { coachEntrySchema, coachTextSchema } from './coach-entry'
import { COACH_MAX_ITEMS, COACH_MAX_NAME } from './limits'

/**
 * What the device sends to `POST /functions/v1/gut-coach` (ADR 0010). The
 * body is typed data; the server owns every prompt. One schema per type, joined
 * on `type`.
 */

const manyOf = <T extends z.ZodMiniType>(item: T) =>
  z
    .array(item)
    .check(z.maxLength(COACH_MAX_ITEMS, { error: `At most ${COACH_MAX_ITEMS} items per request.` }))

const entries = lazySchema(() => manyOf(coachEntrySchema))
/**
 * The language the coach answers in (ADR 0078): the one the person reads Hara in. Older
 * clients send none, and are answered in English.
 */
const language = lazySchema(() => z.optional(z.enum(LANGUAGES)))
const userName = lazySchema(() =>
  z.optional(z.string().check(z.trim(), z.maxLength(COACH_MAX_NAME))),
)

/** One body signal and what followed it (signals_analysis). */
export const signalItemSchema = lazySchema(() =>
  z.object({
    sensation: coachTextSchema,
    gutFeeling: z.nullish(gutFeelingSchema),
    /** Whether the gut was honored; null when the ignore question was not answered. */
    honored: z.nullable(z.boolean()),
    /**
     * The answer itself, so the coach can say "not sure" where the person said it;
     * older clients send only `honored`.
     */
    willIgnore: z.optional(willIgnoreSchema),
    consequence: z.nullable(coachTextSchema),
    /** How strong the gut feeling was; absent or null when not said. */
    strength: z.nullish(gutStrengthSchema),
    /** The person's own verdict on the outcome; it wins over the reading of its words. */
    ownVerdict: z.optional(ownVerdictSchema),
  }),
)
export type SignalItem = z.infer<typeof signalItemSchema>

/** One answered check-in and its outcome (trust_analysis). */
export const trustItemSchema = lazySchema(() =>
  z.object({
    honored: z.boolean(),
    /** The answer itself: not honored is "yes" or "not-sure". */
    willIgnore: z.optional(willIgnoreSchema),
    consequence: z.nullable(coachTextSchema),
    decision: z.nullable(coachTextSchema),
    /** The person's own verdict on the outcome; it wins over the reading of its words. */
    ownVerdict: z.optional(ownVerdictSchema),
  }),
)
export type TrustItem = z.infer<typeof trustItemSchema>

/**
 * One voice check-in (tone_analysis). `honored` goes beyond the product's fields:
 * the tone analysis compares how people speak when they go on to honor or ignore their gut.
 */
export const toneItemSchema = lazySchema(() =>
  z.object({
    transcript: coachTextSchema,
    label: z.nullish(voiceLabelSchema),
    aiInsights: z.nullish(coachTextSchema),
    honored: z.nullish(z.boolean()),
  }),
)
export type ToneItem = z.infer<typeof toneItemSchema>

export const coachRequestSchemas = {
  daily_focus: lazySchema(() =>
    z.object({
      type: z.literal('daily_focus'),
      language,
      entries: entries.check(
        z.minLength(3, { error: 'The daily focus needs at least 3 entries.' }),
      ),
      userName,
    }),
  ),
  mission_generation: lazySchema(() =>
    z.object({ type: z.literal('mission_generation'), language, entries }),
  ),
  voice_analysis: lazySchema(() =>
    z.object({
      type: z.literal('voice_analysis'),
      language,
      transcript: coachTextSchema.check(z.refine(hasText, { error: 'The transcript is empty.' })),
      label: z.optional(voiceLabelSchema),
      userName,
    }),
  ),
  pattern_analysis: lazySchema(() =>
    z.object({ type: z.literal('pattern_analysis'), language, entries }),
  ),
  daily_guidance: lazySchema(() =>
    z.object({
      type: z.literal('daily_guidance'),
      language,
      entries,
      userName,
      /**
       * The first mission of the day's plan Home shows (ADR 0068), which the guidance names as
       * its practice for today, so the two screens tell one story; older clients send none.
       */
      forToday: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
    }),
  ),
  signals_analysis: lazySchema(() =>
    z.object({
      type: z.literal('signals_analysis'),
      language,
      items: manyOf(signalItemSchema),
    }),
  ),
  trust_analysis: lazySchema(() =>
    z.object({ type: z.literal('trust_analysis'), language, items: manyOf(trustItemSchema) }),
  ),
  tone_analysis: lazySchema(() =>
    z.object({ type: z.literal('tone_analysis'), language, items: manyOf(toneItemSchema) }),
  ),
} as const

export const COACH_TYPES = Object.keys(coachRequestSchemas) as CoachType[]
export type CoachType = keyof typeof coachRequestSchemas

/** Types answered with a text/event-stream; the others answer JSON. */
export const COACH_STREAM_TYPES = ['voice_analysis', 'daily_guidance'] as const
export type CoachStreamType = (typeof COACH_STREAM_TYPES)[number]
export type CoachJsonType = Exclude<CoachType, CoachStreamType>

export function isStreamType(type: CoachType): type is CoachStreamType {
  return (COACH_STREAM_TYPES as readonly string[]).includes(type)
}

export const coachRequestSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    coachRequestSchemas.daily_focus,
    coachRequestSchemas.mission_generation,
    coachRequestSchemas.voice_analysis,
    coachRequestSchemas.pattern_analysis,
    coachRequestSchemas.daily_guidance,
    coachRequestSchemas.signals_analysis,
    coachRequestSchemas.trust_analysis,
    coachRequestSchemas.tone_analysis,
  ]),
)
export type CoachRequest = z.infer<typeof coachRequestSchema>
export type CoachRequestOf<T extends CoachType> = z.infer<(typeof coachRequestSchemas)[T]>
/** A request as a client writes it (optional fields may be left out). */
export type CoachRequestInput<T extends CoachType = CoachType> = z.input<
  (typeof coachRequestSchemas)[T]
>

/** Whether the entry answered the ignore question, as `honored` for the analyses; else null. */
function honoredOrNull(entry: Entry): boolean | null {
  return hasWillIgnoreAnswer(entry) ? isHonored(entry) : null
}

/** The signals analysis items of a journal: tap entries with a body sensation. */
export function signalItems(journal: readonly Entry[]): SignalItem[] {
  return journal.flatMap((entry) =>
    entry.mode === 'tap' && hasText(entry.bodySensation)
      ? [
          {
            sensation: entry.bodySensation,
            gutFeeling: entry.gutFeeling,
            honored: honoredOrNull(entry),
            willIgnore: entry.willIgnore,
            consequence: entry.consequence,
            ...(entry.strength ? { strength: entry.strength } : {}),
            ...(entry.ownVerdict ? { ownVerdict: entry.ownVerdict } : {}),
          },
        ]
      : [],
  )
}

/** The trust analysis items of a journal: entries with an answer to the ignore question. */
export function trustItems(journal: readonly Entry[]): TrustItem[] {
  return journal.flatMap((entry) =>
    hasWillIgnoreAnswer(entry)
      ? [
          {
            honored: isHonored(entry),
            willIgnore: entry.willIgnore,
            consequence: entry.consequence,
            decision: entry.mode === 'tap' ? entry.decision : null,
            ...(entry.ownVerdict ? { ownVerdict: entry.ownVerdict } : {}),
          },
        ]
      : [],
  )
}

/** The tone analysis items of a journal: voice entries with their transcript. */
export function toneItems(journal: readonly Entry[]): ToneItem[] {
  return journal.flatMap((entry) =>
    entry.mode === 'voice'
      ? [
          {
            transcript: entry.transcript,
            label: entry.label,
            aiInsights: entry.aiInsights,
            honored: honoredOrNull(entry),
          },
        ]
      : [],
  )
}
