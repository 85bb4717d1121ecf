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

/** The server cannot hear the language spoken (its own recogniser is English only). */
export const languageUnheard = (error: unknown) =>
  error instanceof ApiError && error.code === 'language_unsupported'

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
