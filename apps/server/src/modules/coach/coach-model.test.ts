import { answerCoach } from '@hara/coach'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admittedClient, askCoach } from '../../test/client'
import { startFakeOpenAI, type FakeOpenAI } from '../../test/fake-openai'
import { createTestContext, type TestContext } from '../../test/harness'
import { memoryLogger } from '../../test/memory-logger'
import { journal, SECRET_WORD } from '../../test/coach-journal'

/**
 * The model path (`COACH_PROVIDER=openai`) against a local server speaking the OpenAI wire
 * protocol: every behaviour of the model ends in a correct answer to the client.
 */

const logger = memoryLogger()
let fake: FakeOpenAI
let ctx: TestContext

beforeAll(async () => {
  fake = await startFakeOpenAI()
  ctx = await createTestContext(
    {
      COACH_PROVIDER: 'openai',
      OPENAI_BASE_URL: fake.baseURL,
      COACH_MODEL: 'test-model',
      COACH_TIMEOUT_MS: '500',
    },
    { logger },
  )
})
afterAll(async () => {
  await ctx.close()
  await fake.close()
})

const day = () => new Date().toISOString().slice(0, 10)
const TRUST_ITEMS = [
  { honored: true, consequence: 'It went great', decision: null },
  { honored: true, consequence: 'So glad I listened', decision: null },
  { honored: false, consequence: 'Big mistake', decision: null },
]
const engineTrust = () => {
  const answer = answerCoach({ type: 'trust_analysis', items: TRUST_ITEMS }, { day: day() })
  return answer.kind === 'json' ? answer.body : null
}

async function streamedText(res: Response): Promise<string> {
  const body = await res.text()
  expect(body.endsWith('data: [DONE]\n\n')).toBe(true)
  return [...body.matchAll(/^data: (\{.*\})$/gm)]
    .map((m) => JSON.parse(m[1]!).choices[0].delta.content)
    .join('')
}

describe('the coach on an OpenAI-compatible model', () => {
  it('takes the model’s prose and keeps the engine’s numbers', async () => {
    fake.behave({
      kind: 'json',
      content: () =>
        JSON.stringify({
          honoredOutcome: 'When you listened, both times went well.',
          ignoredOutcome: 'The 1 time you overrode it went badly.',
          recommendation: 'Your gut has earned a little more trust.',
          honoredPercentage: 12,
        }),
    })
    const { client } = await admittedClient(ctx)
    const res = await askCoach(client, { type: 'trust_analysis', items: TRUST_ITEMS })
    expect(await res.json()).toEqual({
      honoredPercentage: 67,
      ignoredPercentage: 33,
      honoredOutcome: 'When you listened, both times went well.',
      ignoredOutcome: 'The 1 time you overrode it went badly.',
      recommendation: 'Your gut has earned a little more trust.',
    })
    const sent = fake.requests.at(-1)!
    expect(sent.model).toBe('test-model')
    expect(sent.messages[0]!.role).toBe('system')
  })

  it('replaces a prose field whose number the engine did not compute', async () => {
    fake.behave({
      kind: 'json',
      content: () =>
        JSON.stringify({
          honoredOutcome: 'You honored your gut 9 times and it went well 8 of them.',
          ignoredOutcome: 'Overriding it went badly.',
          recommendation: 'Keep listening.',
        }),
    })
    const { client } = await admittedClient(ctx)
    const body = await (
      await askCoach(client, { type: 'trust_analysis', items: TRUST_ITEMS })
    ).json()
    expect(body).toMatchObject({
      honoredOutcome: (engineTrust() as { honoredOutcome: string }).honoredOutcome,
      ignoredOutcome: 'Overriding it went badly.',
      recommendation: 'Keep listening.',
    })
    expect(logger.lines.join('\n')).toContain('"fields":["honoredOutcome"]')
  })

  it('serves the engine’s answer when the model answers 500', async () => {
    fake.behave({ kind: 'status', status: 500 })
    const { client } = await admittedClient(ctx)
    const res = await askCoach(client, { type: 'trust_analysis', items: TRUST_ITEMS })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(engineTrust())
  })

  it('serves the engine’s answer when the model hangs past the timeout', async () => {
    fake.behave({ kind: 'hang' })
    const { client } = await admittedClient(ctx)
    const res = await askCoach(client, { type: 'trust_analysis', items: TRUST_ITEMS })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(engineTrust())
  })

  it('serves the engine’s answer when the model answers out of schema', async () => {
    fake.behave({ kind: 'json', content: () => '{"mood": "sunny"' })
    const { client } = await admittedClient(ctx)
    expect(
      await (await askCoach(client, { type: 'trust_analysis', items: TRUST_ITEMS })).json(),
    ).toEqual(engineTrust())
    fake.behave({
      kind: 'json',
      content: () => JSON.stringify({ missions: [{ title: 'Only one', category: 'Body' }] }),
    })
    const missions = await (
      await askCoach(client, { type: 'mission_generation', entries: journal() })
    ).json()
    const engine = answerCoach({ type: 'mission_generation', entries: journal() }, { day: day() })
    expect(missions).toEqual(engine.kind === 'json' ? engine.body : null)
  })

  it('passes a streamed answer through, leaving out a sentence with an invented number', async () => {
    fake.behave({
      kind: 'stream',
      chunks: [
        '### What you noticed\n',
        'You felt it in your ',
        'chest. ',
        'This happened 14 times before. ',
        'What is it telling you?',
      ],
    })
    const { client } = await admittedClient(ctx)
    const res = await askCoach(client, {
      type: 'voice_analysis',
      transcript: 'My chest got tight at work',
      label: 'unease',
    })
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(await streamedText(res)).toBe(
      '### What you noticed\nYou felt it in your chest. What is it telling you?',
    )
    expect(fake.requests.at(-1)!.stream).toBe(true)
  })

  it('streams the engine’s answer when the model fails or hangs before its first word', async () => {
    const { client } = await admittedClient(ctx)
    const request = {
      type: 'voice_analysis',
      transcript: 'My stomach dropped when he called',
      label: 'unclear',
    } as const
    const engine = answerCoach(request, { day: day() })
    for (const behaviour of [{ kind: 'status', status: 500 }, { kind: 'hang' }] as const) {
      fake.behave(behaviour)
      const res = await askCoach(client, request)
      expect(await streamedText(res)).toBe(engine.kind === 'stream' ? engine.text : '')
    }
  })

  it('never sends the journal’s own words to the model, and never asks it about a crisis', async () => {
    fake.behave({ kind: 'json', content: () => JSON.stringify({ focus: 'Notice Work today.' }) })
    const { client } = await admittedClient(ctx)
    const before = fake.requests.length
    await askCoach(client, { type: 'daily_focus', entries: journal() })
    expect(JSON.stringify(fake.requests.slice(before))).not.toContain(SECRET_WORD)
    const count = fake.requests.length
    await askCoach(client, { type: 'voice_analysis', transcript: 'I want to kill myself' })
    expect(fake.requests.length).toBe(count)
  })

  it('asks the model to answer in the person’s language, from facts said in it', async () => {
    fake.behave({ kind: 'json', content: () => JSON.stringify({ focus: 'Hoy, escucha.' }) })
    const { client } = await admittedClient(ctx)
    const res = await askCoach(client, { type: 'daily_focus', entries: journal(), language: 'es' })
    expect(await res.json()).toEqual({ focus: 'Hoy, escucha.' })
    const prompt = fake.requests.at(-1)!.messages.at(-1)!.content
    expect(prompt).toContain('Answer in Spanish: warm and informal (tú)')
    expect(prompt).toContain('Una primera señal, con solo 2 check-ins')
    await askCoach(client, { type: 'daily_focus', entries: journal() })
    expect(fake.requests.at(-1)!.messages.at(-1)!.content).not.toContain('Answer in')
  })

  it('reports the model in health, and whether its endpoint answers', async () => {
    expect(await (await ctx.app.request('/api/health')).json()).toMatchObject({
      coach: { provider: 'openai', model: 'test-model', status: 'ok' },
    })
    const down = await createTestContext({
      COACH_PROVIDER: 'openai',
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
      COACH_MODEL: 'm',
    })
    expect(await (await down.app.request('/api/health')).json()).toMatchObject({
      coach: { provider: 'openai', status: 'unreachable' },
    })
    await down.close()
  })
})
