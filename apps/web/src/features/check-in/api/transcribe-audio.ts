import { i18n } from '@lingui/core'
import { useMutation } from '@/lib/query/use-mutation'
import { DEFAULT_LANGUAGE, isLanguage, transcriptSchema } from '@hara/core'
import { ApiError, callApi } from '@/lib/server-calls'
import { functionsApi } from '@/lib/typed-clients'

/**
 * `POST /functions/v1/transcribe-audio`: the words in a base64 recording ('' for silence),
 * spoken in the language the app speaks (English in the test language).
 */
export async function transcribeAudio(audioData: string, signal?: AbortSignal): Promise<string> {
  const language = isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE
  const { transcript } = await callApi(
    () =>
      functionsApi['transcribe-audio'].$post(
        { json: { audioData, language } },
        { init: { signal } },
      ),
    transcriptSchema,
  )
  return transcript
}

/**
 * Why typing is offered in place of a recording's words: the server cannot hear the language
 * spoken (its own recogniser is English only), or it has no recogniser at all (none set up, or
 * none answering).
 */
export type TypingReason = 'language' | 'unavailable'

/** Why the server cannot turn a recording into words, when typing is the way on; else null. */
export function typingOffered(error: unknown): TypingReason | null {
  if (!(error instanceof ApiError)) return null
  if (error.code === 'language_unsupported') return 'language'
  if (error.code === 'transcription_unavailable') return 'unavailable'
  return null
}

/**
 * The voice check-in's transcription, as a mutation. The flow's 'processing' step is its busy
 * state, and the flow aborts it (`signal`) when the person goes back or leaves.
 */
export function useTranscribeAudio() {
  return useMutation({
    mutationFn: ({ audioData, signal }: { audioData: string; signal: AbortSignal }) =>
      transcribeAudio(audioData, signal),
  })
}
