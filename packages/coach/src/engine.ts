import {
  COACH_WINDOW,
  isStreamType,
  type CoachJsonType,
  type CoachRequest,
  type CoachResponse,
} from '@hara/core'
import { dailyFocus } from './answers/daily-focus'
import { dailyGuidance } from './answers/daily-guidance'
import { missionGeneration } from './answers/missions'
import { patternAnalysis } from './answers/patterns'
import { signalsAnalysis } from './answers/signals'
import { toneAnalysis } from './answers/tone'
import { trustAnalysis } from './answers/trust'
import { voiceAnalysis } from './answers/voice-analysis'
import { epochMs } from './stats/epoch'

/**
 * The grounded coach: one answer per request type, computed from the request alone. It is
 * deterministic for the same request and day (`day` only varies the wording), and every
 * number it writes is counted from the request.
 */

export type CoachAnswer =
  | { [T in CoachJsonType]: { kind: 'json'; type: T; body: CoachResponse<T> } }[CoachJsonType]
  | { kind: 'stream'; type: 'voice_analysis' | 'daily_guidance'; text: string }

export interface CoachOptions {
  /** The local day (YYYY-MM-DD) the answer is for; it seeds the choice of wording. */
  day: string
}

/** Newest first, as the windows of spec section 7 count back from the latest entry. */
function newest<T extends { timestamp: string }>(entries: readonly T[], max: number): T[] {
  return entries
    .map((entry) => ({ entry, time: epochMs(entry.timestamp) }))
    .sort((a, b) => b.time - a.time)
    .slice(0, max)
    .map(({ entry }) => entry)
}

export function answerCoach(request: CoachRequest, { day }: CoachOptions): CoachAnswer {
  switch (request.type) {
    case 'daily_focus':
      return {
        kind: 'json',
        type: request.type,
        body: dailyFocus(newest(request.entries, Infinity), day),
      }
    case 'mission_generation':
      return { kind: 'json', type: request.type, body: missionGeneration(request.entries, day) }
    case 'pattern_analysis':
      return { kind: 'json', type: request.type, body: patternAnalysis(request.entries) }
    case 'signals_analysis':
      return { kind: 'json', type: request.type, body: signalsAnalysis(request.items) }
    case 'trust_analysis':
      return { kind: 'json', type: request.type, body: trustAnalysis(request.items) }
    case 'tone_analysis':
      return { kind: 'json', type: request.type, body: toneAnalysis(request.items) }
    case 'voice_analysis':
      return {
        kind: 'stream',
        type: request.type,
        text: voiceAnalysis(request.transcript, request.label, day),
      }
    case 'daily_guidance':
      return {
        kind: 'stream',
        type: request.type,
        text: dailyGuidance(
          newest(request.entries, COACH_WINDOW.daily_guidance),
          request.userName,
          day,
        ),
      }
  }
}

export { isStreamType }
