import type { SignalItem } from '@hara/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admittedClient, askCoach, errorOf } from '../../test/client'
import { createTestContext, type TestContext } from '../../test/harness'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const GOOD = 'It went really well, glad I listened.'

describe("the coach route and the person's own verdict", () => {
  it('takes the stated answer over the words, and keeps the strength', async () => {
    const { client } = await admittedClient(ctx)
    const items: SignalItem[] = [
      { sensation: 'Tight chest', gutFeeling: 'no', honored: true, consequence: GOOD },
      {
        sensation: 'Tight chest',
        gutFeeling: 'no',
        honored: true,
        consequence: GOOD,
        ownVerdict: 'wrong',
        strength: 'strong',
      },
    ]
    const res = await askCoach(client, { type: 'signals_analysis', items })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { signals: { insight: string; accuracy: number | null }[] }
    // The second outcome reads well but was stated wrong: it counts as gone badly, and the gut
    // right once in two (said once, in the sentence about following it).
    expect(body.signals[0]!.insight).toContain('when you did, 1 of 2 turned out badly')
    expect(body.signals[0]!.accuracy).toBe(50)
  })

  it('answers 400 for an answer or a strength it does not know', async () => {
    const { client } = await admittedClient(ctx)
    const entry = {
      mode: 'tap',
      timestamp: new Date().toISOString(),
      consequence: GOOD,
      willIgnore: 'no',
    }
    for (const odd of [{ ownVerdict: 'maybe' }, { strength: 'loud' }]) {
      const res = await client.raw.post('/functions/v1/gut-coach', {
        type: 'pattern_analysis',
        entries: [{ ...entry, ...odd }],
      })
      expect(res.status).toBe(400)
      expect((await errorOf(res)).code).toBeTruthy()
    }
  })
})
