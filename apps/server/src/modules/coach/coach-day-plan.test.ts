import { coachResponseSchemas, type CoachRequestInput } from '@hara/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admittedClient, askCoach, type TestClient } from '../../test/client'
import { createTestContext, type TestContext } from '../../test/harness'
import { journal } from '../../test/coach-journal'

/** The day's plan in one request (ADR 0082), over HTTP as a phone asks for it. */

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

async function answer(client: TestClient, request: CoachRequestInput) {
  const res = await askCoach(client, request)
  expect(res.status).toBe(200)
  return res.json()
}

describe("POST /functions/v1/gut-coach, the day's plan", () => {
  it('answers the focus and the missions the two older requests answer, and their words in the other languages', async () => {
    const { client } = await admittedClient(ctx)
    const entries = journal()
    const plan = coachResponseSchemas.day_plan.parse(
      await answer(client, { type: 'day_plan', entries, language: 'de' }),
    )
    const focus = (lang?: 'de') => answer(client, { type: 'daily_focus', entries, language: lang })
    const missions = async (lang?: 'de') =>
      coachResponseSchemas.mission_generation.parse(
        await answer(client, { type: 'mission_generation', entries, language: lang }),
      ).missions
    expect({ focus: plan.focus, missions: plan.missions }).toEqual({
      ...((await focus('de')) as { focus: string }),
      missions: await missions('de'),
    })
    expect(plan.focus).toMatch(/^Ein erstes Zeichen/)
    // The same plan in English: the German reading's facts (outcomes counted by verdict only,
    // ADR 0078), not the English plan of its own, which reads the outcomes' words.
    expect(plan.words?.en).toEqual({
      focus:
        'An early sign, from only 2 check-ins: you went against your gut at work in 2 of 2 check-ins. Today, before one work decision, name what your gut says before you choose.',
      missions: [
        'Let your gut have a say in one work decision',
        'Notice when your tight chest shows up, and name it',
        'Speak one check-in out loud',
      ],
    })
    expect(((await focus()) as { focus: string }).focus).toMatch(/turned out badly 2 of 2 times/)
    expect((await missions()).map((m) => m.title)).not.toEqual(plan.words?.en?.missions)
    expect(plan.words?.es?.missions).toHaveLength(3)
    expect(plan.words?.de).toBeUndefined()
  })

  it('refuses a plan of fewer than 3 check-ins', async () => {
    const { client } = await admittedClient(ctx)
    const res = await askCoach(client, { type: 'day_plan', entries: journal().slice(0, 2) })
    expect(res.status).toBe(400)
  })
})
