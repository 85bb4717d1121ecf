/**
 * The transcription engine chosen by `TRANSCRIBE_PROVIDER` (ADR 0013):
 * - `local`: Debian's pocketsphinx in the audio worker, model loaded once;
 * - `openai`: any OpenAI-compatible `/audio/transcriptions` endpoint (OpenAI, Groq, speaches,
 *   whisper.cpp's server, LocalAI). The recording is still decoded here first, so the limits
 *   and the 400s are the same, and the endpoint receives 16 kHz mono WAV.
 * Audio stays in memory: it is never written to disk or logged.
 *
 * The local recogniser has an English model only (pocketsphinx-en-us); the endpoint is told the
 * language spoken, which Whisper-style models hear in each of Hara's (ADR 0079).
 */
import { LANGUAGES, type Language } from '@hara/core'
import type { Env } from '../../env'
import { atMost } from '../../lib/limits/at-most'
import type { Logger } from '../../lib/logging/logger'
import type { HealthState } from '../health/routes'
import { AudioError, MAX_AUDIO_SECONDS } from './audio-errors'
import { TranscriberFailedError, TranscriberUnavailableError } from './engine-errors'
import { createAudioWorker, type AudioWorker, type EngineStatus } from './audio-worker-client'
import { transcribeWithOpenAi } from './openai-transcription'

const STATUS_WAIT_MS = 150
/** What pocketsphinx hears with the model Debian ships (pocketsphinx-en-us). */
const LOCAL_LANGUAGES: readonly Language[] = ['en']

export type Transcriber = {
  provider: Env['TRANSCRIBE_PROVIDER']
  /** The languages this engine hears; a recording in another is refused before it is read. */
  languages: readonly Language[]
  /** For /api/health: 'ok', 'unavailable' (no engine installed) or 'error'. */
  state(): Promise<HealthState>
  status(): Promise<EngineStatus>
  /**
   * The words heard in a recording spoken in `language` ('' for silence). Throws the errors
   * below or AudioError.
   */
  transcribe(audio: Uint8Array, language: Language): Promise<string>
  close(): Promise<void>
}

export function createTranscriber(env: Env, logger: Logger): Transcriber {
  const local = env.TRANSCRIBE_PROVIDER === 'local'
  const worker: AudioWorker = createAudioWorker({
    pocketsphinx: local
      ? { library: env.POCKETSPHINX_LIBRARY, modelDir: env.POCKETSPHINX_MODEL_DIR }
      : null,
    maxSeconds: MAX_AUDIO_SECONDS,
  })
  let reported = false

  const status = async (): Promise<EngineStatus> => {
    const current = await worker.status()
    if (!reported && current.state !== 'ok') {
      reported = true
      logger.warn(
        local
          ? 'Voice transcription is unavailable: install pocketsphinx and pocketsphinx-en-us, or set TRANSCRIBE_PROVIDER=openai.'
          : 'Voice transcription is unavailable.',
        { detail: current.detail },
      )
    }
    return current
  }

  const decode = async (audio: Uint8Array, recognise: boolean) => {
    const result = await worker.run(audio, recognise)
    if (result.ok) return result
    if (result.problem === 'engine') throw new TranscriberFailedError(result.message)
    throw new AudioError(result.problem, result.message)
  }

  return {
    provider: env.TRANSCRIBE_PROVIDER,
    languages: local ? LOCAL_LANGUAGES : LANGUAGES,
    status,
    async state() {
      // Answered fast for /api/health: a missing library is known at once; while the model is
      // still loading (about 1.5 s after start) the engine counts as there.
      if (local && !(await libraryLoads(env.POCKETSPHINX_LIBRARY))) return 'unavailable'
      const known = await atMost(status(), STATUS_WAIT_MS)
      return known ? known.state : 'ok'
    },
    async transcribe(audio, language) {
      const { state } = await status()
      if (state !== 'ok') throw new TranscriberUnavailableError()
      if (local) return (await decode(audio, true)).transcript ?? ''
      const { wav, seconds } = await decode(audio, false)
      if (!wav || seconds === 0) return ''
      return transcribeWithOpenAi(env, wav, language)
    },
    close: () => worker.close(),
  }
}

const libraryChecks = new Map<string, boolean>()

/**
 * Whether the shared library can be loaded at all (checked once per name). The native binding is
 * loaded only here, when the local recogniser is asked after: a process (or a test) that never
 * asks carries none of it.
 */
async function libraryLoads(library: string): Promise<boolean> {
  let loads = libraryChecks.get(library)
  if (loads === undefined) {
    try {
      const { default: koffi } = await import('koffi')
      koffi.load(library)
      loads = true
    } catch {
      loads = false
    }
    libraryChecks.set(library, loads)
  }
  return loads
}
