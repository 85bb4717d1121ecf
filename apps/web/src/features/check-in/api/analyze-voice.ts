import { streamCoach } from '@/lib/coach'
import type { AnalyzeVoice } from '../components/voice-check-in'

/** The coach's `voice_analysis`, streamed as it is written. */
export function analyzeVoice(userName: string | undefined): AnalyzeVoice {
  return ({ transcript, label }, { signal, onText }) =>
    streamCoach(
      { type: 'voice_analysis', transcript, label, ...(userName ? { userName } : {}) },
      { signal, onText },
    )
}
