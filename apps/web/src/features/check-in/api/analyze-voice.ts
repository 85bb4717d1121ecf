import type { VoiceLabel } from '@hara/core'
import { useMutation } from '@/lib/query/use-mutation'
import { streamCoach } from '@/lib/coach'

export type VoiceAnalysisRequest = {
  transcript: string
  label: VoiceLabel
  /** Aborted when the person goes back or leaves the flow. */
  signal: AbortSignal
  /** Gets the whole text so far, as it is written. */
  onText: (text: string) => void
}

/**
 * The coach's `voice_analysis` of a voice note, streamed as it is written, as a mutation. The
 * flow's 'analyzing' step is its busy state; it resolves to the whole text.
 */
export function useAnalyzeVoice(userName: string | undefined) {
  return useMutation({
    mutationFn: ({ transcript, label, signal, onText }: VoiceAnalysisRequest) =>
      streamCoach(
        { type: 'voice_analysis', transcript, label, ...(userName ? { userName } : {}) },
        { signal, onText },
      ),
  })
}
