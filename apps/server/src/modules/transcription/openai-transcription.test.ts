import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorOf, admittedClient, type TestClient } from '../../test/client'
import { createTestContext, type TestContext } from '../../test/harness'
import { base64, silentWav, speechWebm } from '../../test/audio'
import { decodeWav } from './decode-audio'

/**
 * A local stand-in for an OpenAI-compatible transcription server: it reads the multipart
 * request as such a server does and answers `{ text }`, or fails when told to.
 */
type Received = {
  auth: string | null
  model: string
  format: string
  language: string | null
  file: File
}
let upstream: Server
let baseUrl: string
const received: Received[] = []
let failWith: number | null = null

async function readForm(req: IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const request = new Request('http://local/', {
    method: 'POST',
    headers: { 'content-type': req.headers['content-type'] ?? '' },
    body: Buffer.concat(chunks),
  })
  return request.formData()
}

let ctx: TestContext
let client: TestClient
beforeAll(async () => {
  upstream = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') {
        res.writeHead(404).end()
        return
      }
      const form = await readForm(req)
      received.push({
        auth: req.headers.authorization ?? null,
        model: String(form.get('model')),
        format: String(form.get('response_format')),
        language: form.get('language') as string | null,
        file: form.get('file') as File,
      })
      if (failWith) {
        res.writeHead(failWith, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ error: { message: 'model overloaded' } }))
        return
      }
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ text: ' I trust this feeling. ' }))
    })()
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v1`
  ctx = await createTestContext({
    TRANSCRIBE_PROVIDER: 'openai',
    TRANSCRIBE_BASE_URL: baseUrl,
    TRANSCRIBE_API_KEY: 'sk-test-key',
    TRANSCRIBE_MODEL: 'whisper-large-v3',
  })
  ;({ client } = await admittedClient(ctx))
})
afterAll(async () => {
  await ctx.close()
  await new Promise((resolve) => upstream.close(resolve))
})

describe('the openai engine', () => {
  it('sends the recording as 16 kHz mono WAV in a multipart request and answers its text', async () => {
    received.length = 0
    const res = await client.functions['transcribe-audio'].$post({
      json: { audioData: base64(speechWebm()) },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ transcript: 'I trust this feeling.' })
    const [call] = received
    expect(call).toMatchObject({
      auth: 'Bearer sk-test-key',
      model: 'whisper-large-v3',
      format: 'json',
      // A request that names no language is English, as the app's were before it spoke others.
      language: 'en',
    })
    expect(call!.file.name).toBe('audio.wav')
    const wav = await decodeWav(new Uint8Array(await call!.file.arrayBuffer()), 65)
    expect(wav.sampleRate).toBe(16_000)
    expect(wav.channels).toHaveLength(1)
    expect(wav.channels[0]!.length / 16_000).toBeGreaterThan(4)
  })

  it('tells the endpoint the language spoken, Spanish or German as well as English', async () => {
    received.length = 0
    for (const language of ['es', 'de', 'en'] as const) {
      const res = await client.functions['transcribe-audio'].$post({
        json: { audioData: base64(speechWebm()), language },
      })
      expect(res.status).toBe(200)
    }
    expect(received.map((call) => call.language)).toEqual(['es', 'de', 'en'])
  })

  it('reports itself in /api/health', async () => {
    const body = (await (await ctx.app.request('/api/health')).json()) as Record<string, string>
    expect(body.transcription).toBe('ok')
  })

  it('still refuses bad audio itself, without calling the endpoint', async () => {
    received.length = 0
    const res = await client.functions['transcribe-audio'].$post({
      json: { audioData: base64(silentWav(70, 8000)) },
    })
    expect(res.status).toBe(413)
    expect(received).toHaveLength(0)
  })

  it('answers 502 with the product’s words when the endpoint fails', async () => {
    failWith = 503
    try {
      const res = await client.functions['transcribe-audio'].$post({
        json: { audioData: base64(silentWav(1)) },
      })
      expect(res.status).toBe(502)
      expect(await errorOf(res)).toEqual({
        code: 'transcription_failed',
        message: 'Failed to transcribe audio. Please try again.',
      })
    } finally {
      failWith = null
    }
  })
})
