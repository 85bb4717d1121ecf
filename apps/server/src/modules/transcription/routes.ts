/**
 * `POST /functions/v1/transcribe-audio` `{ audioData, language }` (base64 WAV, or WebM/Ogg with
 * Opus; the language spoken, English when not said) → `{ transcript }`. Admitted accounts only
 * (past the access code), rate limited per user, 4 MB bodies and 65 s of audio at most. Bad input
 * is a 4xx with a message; a language the engine does not hear is a 422 `language_unsupported`
 * (the app offers typing); a missing engine is a 503.
 */
import { DEFAULT_LANGUAGE, LANGUAGES } from '@hara/core'
import { z } from 'zod'
import type { AttemptRule } from '../../lib/limits/attempt-limiter'
import { limitBody } from '../../lib/edge/body-limit'
import { createRouter } from '../../lib/http/create-app'
import { HttpError } from '../../lib/http/errors'
import { jsonBody } from '../../lib/http/validate'
import { requireAdmitted } from '../access-code/require-admitted'
import { AudioError, type AudioProblem } from './audio-errors'
import { decodeBase64Audio } from './audio-input'
import { WorkerBusyError } from './audio-worker-client'
import { TranscriberFailedError, TranscriberUnavailableError } from './engine-errors'
import type { Transcriber } from './transcriber'
import type { RouteDeps } from '../route-deps'

export const AUDIO_BODY_LIMIT = 4 * 1024 * 1024
/** A voice check-in takes a minute or two; this leaves room for retries, never for a farm. */
export const TRANSCRIBE_RULE: AttemptRule = { max: 30, windowMs: 60 * 60 * 1000 }

const STATUS: Record<AudioProblem, 400 | 413> = {
  bad_base64: 400,
  undecodable_audio: 400,
  unsupported_audio: 400,
  audio_too_long: 413,
}

const body = z.object({
  audioData: z.string({ error: 'audioData is required: the recording, base64-encoded.' }),
  language: z.enum(LANGUAGES, { error: `language is one of ${LANGUAGES.join(', ')}.` }).optional(),
})

export function transcriptionRoutes(deps: RouteDeps & { transcriber: Transcriber }) {
  const { db, logger, transcriber } = deps
  return createRouter().post(
    '/',
    requireAdmitted(deps.auth, db),
    limitBody(
      AUDIO_BODY_LIMIT,
      'The recording is larger than 4 MB. Keep voice check-ins to a minute.',
    ),
    async (c, next) => {
      // Checked before the body is read: no point decoding audio nobody can transcribe.
      if ((await transcriber.state()) !== 'ok') {
        throw new HttpError(
          503,
          'transcription_unavailable',
          transcriber.provider === 'local'
            ? 'Voice transcription is not set up on this server (pocketsphinx is not installed). You can type your check-in instead.'
            : 'Voice transcription is not available on this server right now. You can type your check-in instead.',
        )
      }
      await next()
    },
    jsonBody(body),
    async (c, next) => {
      if (!transcriber.languages.includes(c.req.valid('json').language ?? DEFAULT_LANGUAGE)) {
        throw new HttpError(
          422,
          'language_unsupported',
          'Voice check-ins in this language cannot be transcribed on this server. You can type your check-in instead.',
        )
      }
      await next()
    },
    deps.limiter.limit({
      rule: TRANSCRIBE_RULE,
      keys: (c) => [`transcribe:user:${c.get('userId')}`],
      message: () => 'That is a lot of recordings for one hour. Please try again later.',
    }),
    async (c) => {
      try {
        const { audioData, language = DEFAULT_LANGUAGE } = c.req.valid('json')
        const audio = decodeBase64Audio(audioData)
        const bytes = audio.byteLength // the buffer itself moves to the worker
        const started = performance.now()
        const transcript = await transcriber.transcribe(audio, language)
        // Timing and size only: never the audio, never the words.
        logger.info('transcribed', {
          requestId: c.get('requestId'),
          provider: transcriber.provider,
          language,
          bytes,
          ms: Math.round(performance.now() - started),
        })
        return c.json({ transcript }, 200)
      } catch (error) {
        if (error instanceof AudioError) {
          throw new HttpError(STATUS[error.problem], error.problem, error.message)
        }
        if (error instanceof WorkerBusyError) {
          throw new HttpError(
            503,
            'transcription_busy',
            'Transcription is busy right now. Please try again in a moment.',
          )
        }
        if (error instanceof TranscriberUnavailableError) {
          throw new HttpError(
            503,
            'transcription_unavailable',
            'Voice transcription is not available on this server right now.',
          )
        }
        if (error instanceof TranscriberFailedError) {
          logger.error('transcription failed', {
            requestId: c.get('requestId'),
            error: error.message,
          })
          throw new HttpError(
            502,
            'transcription_failed',
            'Failed to transcribe audio. Please try again.',
          )
        }
        throw error
      }
    },
  )
}
