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
