import { isInsufficient, type CoachJsonType, type CoachResponse, type Signal } from '@hara/core'
import type { z } from 'zod'
import { groundFields, isGrounded } from './grounding'
import type { proseSchemas } from './prompts'

/**
 * Puts a model's prose into the engine's answer: numbers, lists and names stay the engine's;
 * each prose field comes from the model only when it is grounded (see grounding.ts).
 */

type Prose<T extends CoachJsonType> = z.infer<(typeof proseSchemas)[T]>
export type Merged<T extends CoachJsonType> = { body: CoachResponse<T>; replaced: string[] }

export function mergeProse<T extends CoachJsonType>(
  type: T,
  engine: CoachResponse<T>,
  /** The model's prose for `type`, as its schema (`proseSchemas[type]`) has checked it. */
  prose: object,
  allowed: ReadonlySet<string>,
): Merged<T> {
  return merge(type, engine, prose, allowed) as Merged<T>
}

function merge<T extends CoachJsonType>(
  type: T,
  engine: CoachResponse<T>,
  prose: object,
  allowed: ReadonlySet<string>,
): Merged<CoachJsonType> {
  switch (type) {
    case 'daily_focus': {
      const { fields, replaced } = groundFields(
        engine as CoachResponse<'daily_focus'>,
        prose as Prose<'daily_focus'>,
        allowed,
      )
      return { body: fields, replaced }
    }
    case 'mission_generation':
      return groundMissions(
        (engine as CoachResponse<'mission_generation'>).missions,
        (prose as Prose<'mission_generation'>).missions,
        allowed,
      )
    case 'day_plan': {
      // The model writes the request's language only; the other languages' words stay the
      // engine's, from the same facts (ADR 0082).
      const plan = engine as CoachResponse<'day_plan'>
      const written = prose as Prose<'day_plan'>
      const focus = groundFields({ focus: plan.focus }, { focus: written.focus }, allowed)
      const missions = groundMissions(plan.missions, written.missions, allowed)
      return {
        body: { ...plan, focus: focus.fields.focus, missions: missions.body.missions },
        replaced: [...focus.replaced, ...missions.replaced],
      }
    }
    case 'pattern_analysis': {
      const { patterns } = engine as CoachResponse<'pattern_analysis'>
      const written = (prose as Prose<'pattern_analysis'>).patterns
      const replaced: string[] = []
      const body = {
        patterns: patterns.map((pattern, i) => {
          const w = written[i]
          const { fields, replaced: r } = groundFields(
            {
              title: pattern.title,
              observation: pattern.observation,
              intuitionGuide: pattern.intuitionGuide,
            },
            w ?? {},
            allowed,
            `patterns.${i}.`,
          )
          replaced.push(...r)
          const questions =
            w && w.questions.every((q) => isGrounded(q, allowed)) ? w.questions : pattern.questions
          if (questions === pattern.questions) replaced.push(`patterns.${i}.questions`)
          return { ...pattern, ...fields, questions }
        }),
      }
      return { body, replaced }
    }
    case 'signals_analysis': {
      if (isInsufficient(engine as CoachResponse<'signals_analysis'>))
        return { body: engine, replaced: [] }
      const { signals } = engine as { signals: Signal[] }
      const written = (prose as Prose<'signals_analysis'>).signals
      const replaced: string[] = []
      const body = {
        signals: signals.map((signal, i) => {
          const w = written[i]
          const same = w?.signal.trim().toLowerCase() === signal.signal.toLowerCase()
          const { fields, replaced: r } = groundFields(
            { insight: signal.insight },
            same ? w : {},
            allowed,
            `signals.${i}.`,
          )
          replaced.push(...r)
          return { ...signal, ...fields }
        }),
      }
      return { body, replaced }
    }
    case 'trust_analysis': {
      const trust = engine as CoachResponse<'trust_analysis'>
      if (isInsufficient(trust)) return { body: trust, replaced: [] }
      const { honoredOutcome, ignoredOutcome, recommendation } = trust
      const { fields, replaced } = groundFields(
        { honoredOutcome, ignoredOutcome, recommendation },
        prose as Prose<'trust_analysis'>,
        allowed,
      )
      return { body: { ...trust, ...fields }, replaced }
    }
    case 'tone_analysis': {
      const tone = engine as CoachResponse<'tone_analysis'>
      if (isInsufficient(tone)) return { body: tone, replaced: [] }
      const { honoredTone, ignoredTone, guidance } = tone
      const { fields, replaced } = groundFields(
        { honoredTone, ignoredTone, guidance },
        prose as Prose<'tone_analysis'>,
        allowed,
      )
      return { body: { ...tone, ...fields }, replaced }
    }
  }
}

function groundMissions(
  missions: CoachResponse<'mission_generation'>['missions'],
  written: Prose<'mission_generation'>['missions'],
  allowed: ReadonlySet<string>,
): Merged<'mission_generation'> {
  const replaced: string[] = []
  const body = {
    missions: missions.map(({ goal, ...words }, i) => {
      const { fields, replaced: r } = groundFields(
        words,
        written[i] ?? {},
        allowed,
        `missions.${i}.`,
      )
      replaced.push(...r)
      // What the journal shows once it is done stays the engine's, as numbers do.
      return goal ? { ...fields, goal } : fields
    }),
  }
  return { body, replaced }
}

/** Whether the engine's answer has any prose worth asking a model to write. */
export function hasProse(type: CoachJsonType, engine: CoachResponse<CoachJsonType>): boolean {
  if (type === 'pattern_analysis')
    return (engine as CoachResponse<'pattern_analysis'>).patterns.length > 0
  if (type === 'signals_analysis' || type === 'trust_analysis' || type === 'tone_analysis') {
    return !isInsufficient(engine as CoachResponse<typeof type>)
  }
  return true
}
