import { useMutation } from '@tanstack/react-query'
import { transcriptSchema } from '@hara/core'
import { callApi } from '@/lib/server-calls'
import { functionsApi } from '@/lib/typed-clients'

/** `POST /functions/v1/transcribe-audio`: the words in a base64 recording ('' for silence). */
export async function transcribeAudio(audioData: string, signal?: AbortSignal): Promise<string> {
  const { transcript } = await callApi(
    () => functionsApi['transcribe-audio'].$post({ json: { audioData } }, { init: { signal } }),
    transcriptSchema,
  )
  return transcript
}

/**
 * The voice check-in's transcription, as a mutation. The flow's 'processing' step is its busy
 * state, and the flow aborts it (`signal`) when the person goes back or leaves.
 */
export function useTranscribeAudio() {
  return useMutation({
    mutationKey: ['check-in', 'transcribe'],
    mutationFn: ({ audioData, signal }: { audioData: string; signal: AbortSignal }) =>
      transcribeAudio(audioData, signal),
  })
}
