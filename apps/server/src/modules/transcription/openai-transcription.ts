/**
 * One call to an OpenAI-compatible `POST {base}/audio/transcriptions` (multipart: `file`,
 * `model`, `response_format=json`, and `language`, the ISO 639-1 code of what is spoken, which
 * Hara's language codes are), answered with `{ text }`.
 */
import type { Language } from '@hara/core'
import type { Env } from '../../env'
import { TranscriberFailedError } from './engine-errors'

const TIMEOUT_MS = 60_000
export const DEFAULT_BASE_URL = 'https://api.openai.com/v1'

export async function transcribeWithOpenAi(
  env: Env,
  wav: Uint8Array,
  language: Language,
): Promise<string> {
  const form = new FormData()
  form.set('file', new Blob([wav as Uint8Array<ArrayBuffer>], { type: 'audio/wav' }), 'audio.wav')
  form.set('model', env.TRANSCRIBE_MODEL ?? 'whisper-1')
  form.set('response_format', 'json')
  form.set('language', language)
  const base = env.TRANSCRIBE_BASE_URL ?? DEFAULT_BASE_URL
  const url = `${base.replace(/\/$/, '')}/audio/transcriptions`
  let res: Response
  try {
    res = await fetch(url, {
      method: 'POST',
      body: form,
      headers: env.TRANSCRIBE_API_KEY ? { Authorization: `Bearer ${env.TRANSCRIBE_API_KEY}` } : {},
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (error) {
    throw new TranscriberFailedError(
      `transcription endpoint unreachable: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  if (!res.ok) {
    throw new TranscriberFailedError(`transcription endpoint answered ${res.status}`)
  }
  const body: unknown = await res.json().catch(() => null)
  const text = (body as { text?: unknown } | null)?.text
  if (typeof text !== 'string') {
    throw new TranscriberFailedError('transcription endpoint answered without a text field')
  }
  return text.trim()
}
