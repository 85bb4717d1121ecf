import { z } from 'zod/mini'
import { lazySchema } from '../parsing/lazy-schema'
import {
  patternSchema,
  signalsAnalysisSchema,
  toneAnalysisSchema,
  trustAnalysisSchema,
} from './analysis-schemas'
import { missionGoalSchema } from '../gamification/mission-progress'
import type { CoachJsonType } from './coach-requests'
import { planWordsByLanguageSchema } from './plan-words'

/**
 * What `POST /functions/v1/gut-coach` answers for the JSON types. The
 * server checks its own answers (and a model's) against these; the device parses them before
 * caching. The streaming types answer text (see event-stream.ts).
 */

/** A mission as the coach writes it; the device gives it an id when it caches the day's three. */
export const coachMissionSchema = lazySchema(() =>
  z.object({
    title: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
    category: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
    /** What the journal shows once it is done (see mission-progress.ts). */
    goal: z.optional(missionGoalSchema),
  }),
)
export type CoachMission = z.infer<typeof coachMissionSchema>

/** Exactly three missions a day. */
export const MISSIONS_PER_DAY = 3

/** Patterns are the top three by support. */
export const MAX_PATTERNS = 3

export const coachResponseSchemas = {
  daily_focus: lazySchema(() =>
    z.object({ focus: z.string().check(z.trim(), z.minLength(1), z.maxLength(600)) }),
  ),
  mission_generation: lazySchema(() =>
    z.object({
      missions: z.array(coachMissionSchema).check(z.length(MISSIONS_PER_DAY)),
    }),
  ),
  /**
   * The focus and missions in the request's language, and `words`: the same plan's words in
   * the other languages, written from the same reading of the journal (ADR 0082).
   */
  day_plan: lazySchema(() =>
    z.object({
      focus: z.string().check(z.trim(), z.minLength(1), z.maxLength(600)),
      missions: z.array(coachMissionSchema).check(z.length(MISSIONS_PER_DAY)),
      words: z.optional(planWordsByLanguageSchema),
    }),
  ),
  pattern_analysis: lazySchema(() =>
    z.object({ patterns: z.array(patternSchema).check(z.maxLength(MAX_PATTERNS)) }),
  ),
  signals_analysis: signalsAnalysisSchema,
  trust_analysis: trustAnalysisSchema,
  tone_analysis: toneAnalysisSchema,
} as const satisfies Record<CoachJsonType, z.ZodMiniType>

export type CoachResponse<T extends CoachJsonType> = z.infer<(typeof coachResponseSchemas)[T]>
