import { z } from 'zod/mini'
import { LANGUAGES, type Language } from '../i18n/languages'
import { lazySchema } from '../parsing/lazy-schema'

/**
 * The words of a day's plan in one language (ADR 0082): its focus, and its three missions'
 * titles in the missions' order. Only words: which missions, their goals and categories, and
 * what the focus is about are the plan's facts, which stay one whatever the language.
 */
export const planWordsSchema = lazySchema(() =>
  z.object({
    focus: z.string().check(z.trim(), z.minLength(1), z.maxLength(600)),
    missions: z
      .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(120)))
      .check(z.minLength(1), z.maxLength(3)),
  }),
)
export type PlanWords = z.infer<typeof planWordsSchema>

/** A plan's words in the languages other than its own, each written from the same facts. */
export const planWordsByLanguageSchema = lazySchema(() =>
  z.object({
    en: z.optional(planWordsSchema),
    es: z.optional(planWordsSchema),
    de: z.optional(planWordsSchema),
  }),
)
export type PlanWordsByLanguage = z.infer<typeof planWordsByLanguageSchema>

/** The language a plan or cache was written in; one made before languages was English. */
export const writtenInSchema = lazySchema(() => z.optional(z.enum(LANGUAGES)))

/** A plan's language and its words in the others, as a phone keeps them beside its missions. */
export const keptPlanWordsSchema = lazySchema(() =>
  z.object({ language: writtenInSchema, words: z.optional(planWordsByLanguageSchema) }),
)

/**
 * A plan's focus and missions in `language`: its own words when it was written in it, else its
 * words for that language when it carries them (their missions as many as its own), else its own.
 * The missions keep their ids, goals and categories: only the titles change.
 */
export function planInLanguage<M extends { title: string }>(
  plan: {
    focus: string
    missions: readonly M[]
    language?: Language | undefined
    words?: PlanWordsByLanguage | undefined
  },
  language: Language,
): { focus: string; missions: M[] } {
  const words = (plan.language ?? 'en') === language ? undefined : plan.words?.[language]
  if (!words || words.missions.length !== plan.missions.length) {
    return { focus: plan.focus, missions: [...plan.missions] }
  }
  return {
    focus: words.focus,
    missions: plan.missions.map((mission, i) => ({ ...mission, title: words.missions[i]! })),
  }
}
