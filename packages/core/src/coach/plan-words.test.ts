import { describe, expect, it } from 'vitest'
import { createEntry } from '../gamification/gamification'
import { tapDraft, uuid } from '../test/fixtures'
import { toCoachEntry } from './coach-entry'
import { coachRequestSchema, isStreamType } from './coach-requests'
import { coachResponseSchemas } from './coach-responses'

/** The day's plan in one request (ADR 0082): the journal sent once, the words of each language. */

const entry = toCoachEntry(
  createEntry(tapDraft({}), {
    id: uuid(1),
    now: Date.parse('2026-01-05T10:00:00Z'),
    timeZone: 'UTC',
  }),
)
const mission = { title: 'Pause before saying yes', category: 'Awareness' }

describe("the day's plan request", () => {
  it('takes the journal once, at least 3 check-ins, with a name and a language, and answers JSON', () => {
    const ask = (body: object) => coachRequestSchema.safeParse({ type: 'day_plan', ...body })
    expect(ask({ entries: [entry, entry] }).success).toBe(false)
    expect(
      ask({ entries: [entry, entry, entry], userName: ' Ana ', language: 'de' }),
    ).toMatchObject({ success: true, data: { type: 'day_plan', userName: 'Ana', language: 'de' } })
    expect(ask({ entries: [entry, entry, entry], language: 'fr' }).success).toBe(false)
    expect(isStreamType('day_plan')).toBe(false)
  })

  it('answers the focus, three missions, and optionally their words in other languages', () => {
    const answer = coachResponseSchemas.day_plan
    const plan = { focus: 'Pause at work.', missions: [mission, mission, mission] }
    expect(answer.safeParse(plan).success).toBe(true)
    const words = { es: { focus: 'Pausa.', missions: ['Uno', 'Dos', 'Tres'] } }
    expect(answer.safeParse({ ...plan, words })).toMatchObject({ success: true, data: { words } })
    expect(answer.safeParse({ ...plan, missions: [mission] }).success).toBe(false)
    expect(
      answer.safeParse({ ...plan, words: { es: { focus: '', missions: ['Uno'] } } }).success,
    ).toBe(false)
    expect(answer.safeParse({ ...plan, words: { fr: words.es } }).data).not.toHaveProperty(
      'words.fr',
    )
  })
})
