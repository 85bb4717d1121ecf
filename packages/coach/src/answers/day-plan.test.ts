import type { CoachRequest, CoachResponse } from '@hara/core'
import { describe, expect, it } from 'vitest'
import { answerCoach } from '../engine'
import { listeningPaysOff, noOutcomes } from '../test/journals'

const DAY = '2026-03-01'

function ask<T extends 'day_plan' | 'daily_focus' | 'mission_generation'>(
  request: Extract<CoachRequest, { type: T }>,
): CoachResponse<T> {
  const answer = answerCoach(request, { day: DAY })
  if (answer.kind !== 'json') throw new Error('expected JSON')
  return answer.body as CoachResponse<T>
}

const factsOf = (missions: CoachResponse<'mission_generation'>['missions']) =>
  missions.map(({ category, goal }) => ({ category, goal }))

describe("the day's plan: focus and missions in one answer", () => {
  it('is the daily focus and the missions, as the two requests answer them', () => {
    const entries = listeningPaysOff()
    const plan = ask({ type: 'day_plan', entries })
    expect(plan.focus).toBe(ask({ type: 'daily_focus', entries }).focus)
    expect(plan.missions).toEqual(ask({ type: 'mission_generation', entries }).missions)
  })

  it("carries the same plan's words in Spanish and German, from the English reading", () => {
    // The outcomes here are written, with no verdict: English reads them, Spanish does not
    // (ADR 0078), so a Spanish plan of its own would be about other missions.
    const entries = listeningPaysOff()
    const english = ask({ type: 'day_plan', entries })
    const spanishOwn = ask({ type: 'mission_generation', entries, language: 'es' })
    expect(factsOf(spanishOwn.missions)).not.toEqual(factsOf(english.missions))

    expect(english.words?.en).toBeUndefined()
    expect(english.words?.es).toEqual({
      focus:
        'Ir en contra de tu intuición en el trabajo salió mal 3 de 3 veces. Hoy, antes de ir en contra de tu intuición en el trabajo, haz una pausa de una respiración cuando aparezca la presión en el pecho.',
      missions: [
        'Haz una pausa de una respiración antes de ir en contra de tu intuición en el trabajo',
        'Fíjate en cuándo aparece la presión en el pecho, y ponle nombre',
        'Haz caso a tu intuición una vez, y anota cómo te va',
      ],
    })
    expect(english.words?.de?.missions).toHaveLength(3)
    // Each mission in each language: the same act, in other words.
    for (const words of [english.words!.es!, english.words!.de!]) {
      expect(words.missions).toHaveLength(english.missions.length)
      words.missions.forEach((title, i) => expect(title).not.toBe(english.missions[i]!.title))
    }
  })

  it('asked in Spanish, it is the Spanish plan, with its English and German words', () => {
    const entries = noOutcomes()
    const spanish = ask({ type: 'day_plan', entries, language: 'es' })
    expect(spanish.focus).toBe(ask({ type: 'daily_focus', entries, language: 'es' }).focus)
    expect(spanish.missions).toEqual(
      ask({ type: 'mission_generation', entries, language: 'es' }).missions,
    )
    expect(spanish.words?.es).toBeUndefined()
    expect(spanish.words?.en).toEqual({
      focus: ask({ type: 'daily_focus', entries }).focus,
      missions: ask({ type: 'mission_generation', entries }).missions.map((m) => m.title),
    })
    expect(spanish.words?.de?.missions).toHaveLength(3)
  })
})
