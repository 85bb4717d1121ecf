import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  admittedClient,
  createClient,
  errorOf,
  signedInClient,
  type TestClient,
} from '../../test/client'
import { createTestContext, type TestContext } from '../../test/harness'
import { base64, librivoxWav, silentWav, speechWav, speechWebm } from '../../test/audio'
import { encodeWav } from '@hara/core/wav'

let ctx: TestContext
let client: TestClient
beforeAll(async () => {
  ctx = await createTestContext()
  ;({ client } = await admittedClient(ctx))
})
afterAll(() => ctx.close())

const transcribe = (audioData: string, as = client) =>
  as.functions['transcribe-audio'].$post({ json: { audioData } })

describe('POST /functions/v1/transcribe-audio with the local engine', () => {
  it('transcribes a WAV of human speech', async () => {
    const res = await transcribe(base64(librivoxWav(1)))
    expect(res.status).toBe(200)
    const { transcript } = (await res.json()) as { transcript: string }
    // "he was not an ill disposed young man": pocketsphinx hears most of it.
    const words = transcript.split(' ')
    expect(
      ['he', 'was', 'not', 'young', 'man'].filter((w) => words.includes(w)).length,
    ).toBeGreaterThanOrEqual(3)
  })

  it('transcribes the WebM/Opus that Chromium records', async () => {
    const res = await transcribe(base64(speechWebm()))
    expect(res.status).toBe(200)
    const { transcript } = (await res.json()) as { transcript: string }
    const heard = ['stomach', 'think', 'contract', 'new', 'job', 'signing'].filter((w) =>
      transcript.split(' ').includes(w),
    )
    expect(heard.length).toBeGreaterThanOrEqual(2)
  })

  it('accepts a data: URL as well as bare base64', async () => {
    const res = await transcribe(`data:audio/wav;base64,${base64(librivoxWav(4))}`)
    expect(res.status).toBe(200)
    expect(((await res.json()) as { transcript: string }).transcript).toContain('himself')
  })

  it('refuses Spanish and German with 422 language_unsupported before reading the audio: its model is English', async () => {
    for (const language of ['es', 'de'] as const) {
      const res = await client.functions['transcribe-audio'].$post({
        json: { audioData: 'not even audio', language },
      })
      expect(res.status).toBe(422)
      expect(await errorOf(res)).toEqual({
        code: 'language_unsupported',
        message:
          'Voice check-ins in this language cannot be transcribed on this server. You can type your check-in instead.',
      })
    }
    const english = await client.functions['transcribe-audio'].$post({
      json: { audioData: base64(librivoxWav(4)), language: 'en' },
    })
    expect(english.status).toBe(200)
    const unknown = await client.functions['transcribe-audio'].$post({
      // @ts-expect-error a language Hara does not speak
      json: { audioData: base64(silentWav(1)), language: 'fr' },
    })
    expect(unknown.status).toBe(400)
  })

  it('answers an empty transcript for silence', async () => {
    const res = await transcribe(base64(silentWav(3)))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ transcript: '' })
  })

  it('refuses more than 65 s of audio with 413, whatever the container says', async () => {
    const res = await transcribe(base64(silentWav(66, 8000)))
    expect(res.status).toBe(413)
    expect((await errorOf(res)).code).toBe('audio_too_long')
  })

  it('refuses a body over 4 MB with 413 before reading it', async () => {
    const res = await transcribe('A'.repeat(4 * 1024 * 1024 + 8))
    expect(res.status).toBe(413)
    expect(await errorOf(res)).toMatchObject({ code: 'payload_too_large' })
  })

  it.each([
    ['not base64', 'this is not base64!', 'bad_base64'],
    ['an empty string', '', 'bad_base64'],
    [
      'bytes that are not audio',
      base64(new TextEncoder().encode('hello, this is text')),
      'unsupported_audio',
    ],
    [
      'a WAV cut off after its header',
      base64(encodeWav(new Int16Array(0), 16000).subarray(0, 20)),
      'undecodable_audio',
    ],
    ['a WebM cut to pieces', base64(speechWebm().subarray(0, 300)), 'undecodable_audio'],
  ])('answers 400 with a message for %s', async (_name, audioData, code) => {
    const res = await transcribe(audioData)
    expect(res.status).toBe(400)
    const error = await errorOf(res)
    expect(error.code).toBe(code)
    expect(error.message.length).toBeGreaterThan(10)
  })

  it('answers 400 when audioData is missing or not a string', async () => {
    for (const body of [{}, { audioData: 42 }]) {
      const res = await client.raw.post('/functions/v1/transcribe-audio', body)
      expect(res.status).toBe(400)
      expect((await errorOf(res)).code).toBe('invalid_body')
    }
  })

  it('limits each user to 30 recordings an hour, with Retry-After', async () => {
    const { client: busy } = await admittedClient(ctx)
    const tiny = base64(silentWav(0.2))
    for (let i = 0; i < 30; i++) expect((await transcribe(tiny, busy)).status).toBe(200)
    const res = await transcribe(tiny, busy)
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await errorOf(res)).code).toBe('rate_limited')
    // Another user is not affected.
    expect((await transcribe(tiny)).status).toBe(200)
  })

  it('needs a session, and an account past the access code', async () => {
    expect((await transcribe(base64(silentWav(1)), createClient(ctx))).status).toBe(401)
    const { client: newcomer } = await signedInClient(ctx)
    const res = await transcribe(base64(silentWav(1)), newcomer)
    expect(res.status).toBe(403)
    expect((await errorOf(res)).code).toBe('not_admitted')
  })

  it('reports the engine as ok in /api/health', async () => {
    const body = (await (await ctx.app.request('/api/health')).json()) as Record<string, string>
    expect(body.transcription).toBe('ok')
  })

  it('keeps answering other requests while it transcribes a 20 s clip', async () => {
    // The clip is long enough to outlast the health checks below several times over on a fast
    // machine; its length changes nothing of what is proven (the recogniser runs in a worker).
    let done = false
    const pending = transcribe(base64(await speechWav(20))).finally(() => (done = true))
    // Let the request reach the worker, then time health checks while it works.
    await new Promise((resolve) => setTimeout(resolve, 500))
    const timings: number[] = []
    for (let i = 0; i < 5; i++) {
      const started = performance.now()
      const res = await ctx.app.request('/api/health')
      timings.push(performance.now() - started)
      expect(res.status).toBe(200)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    // Every health check was answered while the clip was still being transcribed.
    expect(done).toBe(false)
    const res = await pending
    expect(res.status).toBe(200)
    expect(
      ((await res.json()) as { transcript: string }).transcript.split(' ').length,
    ).toBeGreaterThan(20)
    expect(Math.max(...timings)).toBeLessThan(200)
  }, 120_000)
})

describe('without the pocketsphinx library', () => {
  let bare: TestContext
  beforeAll(async () => {
    bare = await createTestContext({ POCKETSPHINX_LIBRARY: 'libpocketsphinx-missing.so.3' })
  })
  afterAll(() => bare.close())

  it('health says transcription is unavailable and the route answers 503 with a clear message', async () => {
    const health = (await (await bare.app.request('/api/health')).json()) as Record<string, string>
    expect(health).toMatchObject({ status: 'ok', transcription: 'unavailable' })
    const { client: user } = await admittedClient(bare)
    const res = await user.functions['transcribe-audio'].$post({
      json: { audioData: base64(silentWav(1)) },
    })
    expect(res.status).toBe(503)
    const error = await errorOf(res)
    expect(error.code).toBe('transcription_unavailable')
    expect(error.message).toMatch(/not set up on this server/)
  })
})
