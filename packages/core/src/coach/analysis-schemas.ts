import { z } from 'zod/mini'
import { LANGUAGES, type Language } from '../i18n/languages'
import { lazySchema } from '../parsing/lazy-schema'
import { missionGoalSchema } from '../gamification/mission-progress'
import { calendarDaySchema } from '../time/calendar-day'

/**
 * The coach's analyses as cached on the device.
 * The web store parses everything it reads with these, and the server can
 * validate what it sends with the same shapes.
 */

/** One body signal the signals analysis found, with how often it proved right. */
export const signalSchema = lazySchema(() =>
  z.object({
    signal: z.string(),
    insight: z.string(),
    /**
     * Whole percent, 0 to 100, of the signal's judged outcomes where the gut proved right; null
     * when none of its outcomes can be judged yet (never shown as 0%).
     */
    accuracy: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(100))),
    /** How many check-ins named the signal (older caches lack it). */
    appearances: z.optional(z.number().check(z.int(), z.nonnegative())),
    /** How many of them have an outcome that could be judged. */
    judged: z.optional(z.number().check(z.int(), z.nonnegative())),
    /** Of those, how many proved the gut right. */
    right: z.optional(z.number().check(z.int(), z.nonnegative())),
  }),
)
export type Signal = z.infer<typeof signalSchema>

/** Returned when there is not enough data for an analysis. */
export const insufficientSchema = lazySchema(() => z.object({ insufficient: z.literal(true) }))

/** Signals analysis: the signals, or the insufficient flag. */
export const signalsAnalysisSchema = lazySchema(() =>
  z.union([z.object({ signals: z.array(signalSchema) }), insufficientSchema]),
)
export type SignalsAnalysis = z.infer<typeof signalsAnalysisSchema>

/** Trust analysis: the two percentages with an outcome text each and a recommendation. */
export const trustAnalysisSchema = lazySchema(() =>
  z.union([
    z.object({
      honoredPercentage: z.number(),
      ignoredPercentage: z.number(),
      honoredOutcome: z.string(),
      ignoredOutcome: z.string(),
      recommendation: z.string(),
    }),
    insufficientSchema,
  ]),
)
export type TrustAnalysis = z.infer<typeof trustAnalysisSchema>

/** Tone analysis; two insufficient flags are accepted (`insufficient`, `insufficientData`). */
export const toneAnalysisSchema = lazySchema(() =>
  z.union([
    z.object({
      honoredTone: z.string(),
      ignoredTone: z.string(),
      keyIndicators: z.array(z.string()),
      guidance: z.string(),
    }),
    insufficientSchema,
    z.object({ insufficientData: z.literal(true) }),
  ]),
)
export type ToneAnalysis = z.infer<typeof toneAnalysisSchema>

/** Whether an analysis came back as "not enough data". */
export function isInsufficient(
  analysis: SignalsAnalysis | TrustAnalysis | ToneAnalysis,
): analysis is { insufficient: true } | { insufficientData: true } {
  return 'insufficient' in analysis || 'insufficientData' in analysis
}

/** The three Inner Map analyses and their schemas, by kind. */
export const ANALYSIS_KINDS = ['signals', 'trust', 'tone'] as const
export type AnalysisKind = (typeof ANALYSIS_KINDS)[number]
export interface AnalysisByKind {
  signals: SignalsAnalysis
  trust: TrustAnalysis
  tone: ToneAnalysis
}
export const analysisSchemas = {
  signals: signalsAnalysisSchema,
  trust: trustAnalysisSchema,
  tone: toneAnalysisSchema,
} as const

/** A pattern from the pattern analysis (Insights, "Your Patterns"). */
export const patternSchema = lazySchema(() =>
  z.object({
    title: z.string(),
    observation: z.string(),
    /** Shown under 'What to Do About It'. */
    intuitionGuide: z.string(),
    /** Shown under 'Based on your recent check-ins'. */
    relatedEntries: z.array(z.string()),
    /** Shown under 'Questions to Consider'. */
    questions: z.array(z.string()),
  }),
)
export type Pattern = z.infer<typeof patternSchema>
export const patternsSchema = lazySchema(() => z.array(patternSchema))

/** A daily mission: id, title, category, and what the journal shows once it is done. */
export const missionSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    title: z.string().check(z.minLength(1)),
    category: z.string(),
    goal: z.optional(missionGoalSchema),
  }),
)
export type Mission = z.infer<typeof missionSchema>
export const missionsSchema = lazySchema(() => z.array(missionSchema))

/*
 * The coach's answers as cached on the device. Each is
 * stored under two keys (the value and its date or time); the device store joins them and
 * parses the pair with these schemas.
 */

/** Epoch milliseconds at which something was cached. */
export const cachedAtSchema = lazySchema(() => z.number().check(z.int(), z.nonnegative()))

/** An Inner Map analysis and when it was cached (cachedSignals + cachedSignalsTime, …). */
/** The language an analysis was written in (ADR 0078); one cached before languages was English. */
const cachedLanguage = lazySchema(() => z.optional(z.enum(LANGUAGES)))
export const cachedAnalysisSchemas = {
  signals: lazySchema(() =>
    z.object({ value: signalsAnalysisSchema, cachedAt: cachedAtSchema, language: cachedLanguage }),
  ),
  trust: lazySchema(() =>
    z.object({ value: trustAnalysisSchema, cachedAt: cachedAtSchema, language: cachedLanguage }),
  ),
  tone: lazySchema(() =>
    z.object({ value: toneAnalysisSchema, cachedAt: cachedAtSchema, language: cachedLanguage }),
  ),
} as const
export interface CachedAnalysis<K extends AnalysisKind = AnalysisKind> {
  value: AnalysisByKind[K]
  cachedAt: number
  language?: Language
}

/**
 * What a daily answer was made from: for the guidance and the patterns the journal's basis
 * (`journalBasis`), an answer made from another journal being made again; for today's focus and
 * missions, the day's plan (ADR 0068), `shown:` and the moment it was first shown.
 */
const basisSchema = () => z.optional(z.string().check(z.maxLength(200)))

/** Today's focus text, the local day it was made for, and the journal it was made from. */
export const dailyFocusCacheSchema = lazySchema(() =>
  z.object({
    text: z.string().check(z.trim(), z.minLength(1)),
    date: calendarDaySchema,
    basis: basisSchema(),
  }),
)
export type DailyFocusCache = z.infer<typeof dailyFocusCacheSchema>

/**
 * Today's daily guidance and the local day it was written for. The product keeps only the day
 * (`lastDailyGuidance`, "once per day"); the text is kept with it so that the guidance stays on
 * Insights for the rest of the day, across reloads, without asking the coach again.
 */
export const dailyGuidanceCacheSchema = lazySchema(() =>
  z.object({
    text: z.string().check(z.trim(), z.minLength(1)),
    date: calendarDaySchema,
    basis: basisSchema(),
  }),
)
export type DailyGuidanceCache = z.infer<typeof dailyGuidanceCacheSchema>

/** The daily missions, the local day they were made for, and what they were made from. */
export const missionsCacheSchema = lazySchema(() =>
  z.object({ missions: missionsSchema, date: calendarDaySchema, basis: basisSchema() }),
)
export type MissionsCache = z.infer<typeof missionsCacheSchema>

/** The pattern analysis, when it was cached, and the journal it was made from. */
export const patternsCacheSchema = lazySchema(() =>
  z.object({ patterns: patternsSchema, cachedAt: cachedAtSchema, basis: basisSchema() }),
)
export type PatternsCache = z.infer<typeof patternsCacheSchema>
