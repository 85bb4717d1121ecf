import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type CoachEntry,
  type CoachResponse,
  type Language,
  type PlanWordsByLanguage,
} from '@hara/core'
import { readingIn } from '../text/reading'
import { speaking } from '../text/phrases/speaking'
import { dailyFocus } from './daily-focus'
import { missionGeneration } from './missions'
import type { Explained } from './explained'

/** The focus and missions from one reading of the journal, in the language being spoken. */
function planOf(entries: readonly CoachEntry[]): Explained<CoachResponse<'day_plan'>> {
  const focus = dailyFocus(entries)
  const missions = missionGeneration(entries)
  return {
    body: { focus: focus.body.focus, missions: missions.body.missions },
    claims: [...focus.claims, ...missions.claims],
  }
}

/** The facts of a plan that no language may change: each mission's category and goal. */
const factsOf = (plan: CoachResponse<'day_plan'>) =>
  JSON.stringify(plan.missions.map(({ category, goal }) => [category, goal ?? null]))

/**
 * The day's plan (ADR 0082): today's focus and missions, as `daily_focus` and
 * `mission_generation` answer them, in one answer, so the journal is sent once. Written in
 * `language`, and again in every other language from the same reading of the journal (the
 * outcomes it counts are those `language` counts), so a phone that speaks another language
 * shows the same plan in its words. A language whose missions would not be the same ones (a
 * title two missions share in it) is left out, and that phone shows the plan's own words.
 */
export function dayPlan(
  entries: readonly CoachEntry[],
  language: Language = DEFAULT_LANGUAGE,
): Explained<CoachResponse<'day_plan'>> {
  return readingIn(language, () => {
    const made = speaking(language, () => planOf(entries))
    const words: PlanWordsByLanguage = {}
    for (const other of LANGUAGES) {
      if (other === language) continue
      const { body } = speaking(other, () => planOf(entries))
      if (factsOf(body) !== factsOf(made.body)) continue
      words[other] = { focus: body.focus, missions: body.missions.map((m) => m.title) }
    }
    return { body: { ...made.body, words }, claims: made.claims }
  })
}
