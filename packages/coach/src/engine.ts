import { isStreamType, type CoachJsonType, type CoachRequest, type CoachResponse } from '@hara/core'
import { dailyFocus } from './answers/daily-focus'
import { dailyGuidance } from './answers/daily-guidance'
import { missionGeneration } from './answers/missions'
import { patternAnalysis } from './answers/patterns'
import { signalsAnalysis } from './answers/signals'
import { toneAnalysis } from './answers/tone'
import { trustAnalysis } from './answers/trust'
import { voiceAnalysis } from './answers/voice-analysis'
import type { Claim } from './stats/claims'
import { speaking } from './text/phrases/speaking'

/**
 * The grounded coach: one answer per request type, computed from the request alone. It is
 * deterministic for the same request and day (`day` only varies the wording), and every
 * number it writes is counted from the request; `explainCoach` also returns the claims behind
 * those numbers (stats/claims.ts), which the eval counts again from the journal.
 */

export type CoachAnswer =
  | { [T in CoachJsonType]: { kind: 'json'; type: T; body: CoachResponse<T> } }[CoachJsonType]
  | { kind: 'stream'; type: 'voice_analysis' | 'daily_guidance'; text: string }

export interface CoachOptions {
  /** The local day (YYYY-MM-DD) the answer is for; it seeds the choice of wording. */
  day: string
}

function json<T extends CoachJsonType>(
  type: T,
  { body, claims }: { body: CoachResponse<T>; claims: Claim[] },
): { answer: CoachAnswer; claims: Claim[] } {
  return { answer: { kind: 'json', type, body } as CoachAnswer, claims }
}

/** The answer and the claims its words make, in the request's language (English by default). */
export function explainCoach(
  request: CoachRequest,
  options: CoachOptions,
): { answer: CoachAnswer; claims: Claim[] } {
  return speaking(request.language, () => explainIn(request, options))
}

function explainIn(
  request: CoachRequest,
  { day }: CoachOptions,
): { answer: CoachAnswer; claims: Claim[] } {
  switch (request.type) {
    case 'daily_focus':
      return json(request.type, dailyFocus(request.entries))
    case 'mission_generation':
      return json(request.type, missionGeneration(request.entries))
    case 'pattern_analysis':
      return json(request.type, patternAnalysis(request.entries))
    case 'signals_analysis':
      return json(request.type, signalsAnalysis(request.items))
    case 'trust_analysis':
      return json(request.type, trustAnalysis(request.items))
    case 'tone_analysis':
      return json(request.type, { body: toneAnalysis(request.items), claims: [] })
    case 'voice_analysis':
      return {
        answer: {
          kind: 'stream',
          type: request.type,
          text: voiceAnalysis(request.transcript, request.label, day),
        },
        claims: [],
      }
    case 'daily_guidance': {
      // The week's recap reads the newest entries; what stands out and the
      // advice read every entry sent, so they agree with the patterns.
      const { body, claims } = dailyGuidance(
        request.entries,
        request.userName,
        day,
        request.forToday,
      )
      return { answer: { kind: 'stream', type: request.type, text: body }, claims }
    }
  }
}

export function answerCoach(request: CoachRequest, options: CoachOptions): CoachAnswer {
  return explainCoach(request, options).answer
}

export { isStreamType }
