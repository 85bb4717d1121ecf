/**
 * The voice check-in as a small state machine:
 * recording → processing → label → response → (personalized guidance) analyzing → insights
 *                                           → (just record) gut
 * → gut → ignore → gentle-reminder (ignoring) or congratulations; Continue saves.
 * processing → type-instead when the server cannot turn the recording into words (ADR 0079):
 * the tap check-in is the way on, and Back records again.
 * Kept pure so every transition and back arrow is tested without a browser.
 */
import type { VoiceLabel } from '@hara/core'
import type { GutAnswers } from './gut-answers'

export type VoiceStep =
  | 'recording'
  | 'processing'
  /** In place of the words, when the server cannot make them: typing is offered. */
  | 'type-instead'
  | 'label'
  | 'response'
  | 'analyzing'
  | 'insights'
  | 'gut'
  | 'ignore'
  | 'gentle-reminder'
  | 'congratulations'

export type VoiceFields = {
  transcript?: string
  label?: VoiceLabel
  wantsResponse?: boolean
  aiInsights?: string
} & GutAnswers

export type VoiceFlowState = { step: VoiceStep; fields: VoiceFields }

export const initialVoiceFlow: VoiceFlowState = { step: 'recording', fields: {} }

/**
 * The step a back arrow leads to; `null` leaves the flow (to /home). Going back never lands on a
 * step that only waits (processing, analyzing): from the label you record again, and from the
 * insights you are back at the choice of a response.
 */
export function previousVoiceStep({ step, fields }: VoiceFlowState): VoiceStep | null {
  switch (step) {
    case 'recording':
      return null
    case 'processing':
    case 'type-instead':
    case 'label':
      return 'recording'
    case 'response':
      return 'label'
    case 'analyzing':
    case 'insights':
      return 'response'
    case 'gut':
      return fields.wantsResponse ? 'insights' : 'response'
    case 'ignore':
      return 'gut'
    case 'gentle-reminder':
    case 'congratulations':
      return 'ignore'
  }
}

/** The step after `response`: the analysis for personalized guidance, else straight to gut. */
export function stepAfterResponse(wantsResponse: boolean): VoiceStep {
  return wantsResponse ? 'analyzing' : 'gut'
}

/** The step after `ignore`: gentle-reminder when ignoring, congratulations otherwise. */
export { stepAfterIgnore as voiceStepAfterIgnore } from './after-ignore'

const ORDER: Record<VoiceStep, number> = {
  recording: 1,
  processing: 2,
  // Where the words would be: the processing is over.
  'type-instead': 3,
  label: 3,
  response: 4,
  analyzing: 5,
  insights: 6,
  gut: 7,
  ignore: 8,
  'gentle-reminder': 9,
  congratulations: 9,
}

/** Position for the progress bar. */
export function voiceProgressOf(step: VoiceStep): { index: number; total: number } {
  return { index: ORDER[step], total: 9 }
}
