/**
 * The tap check-in as a small state machine:
 * context → describe → body → gut → ignore → (ignore = yes) gentle-reminder → decision
 *                                          → (no / not-sure) congratulations
 * Kept pure so every transition and every back arrow is tested without a browser.
 */
import { hasText } from '@hara/core'
import type { GutAnswers } from './gut-answers'

export type TapStep =
  | 'context'
  | 'describe'
  | 'body'
  | 'gut'
  | 'ignore'
  | 'gentle-reminder'
  | 'decision'
  | 'congratulations'

export type TapFields = {
  context?: string
  customNote?: string
  description?: string
  bodySensation?: string
  decision?: string
} & GutAnswers

export type TapFlowState = { step: TapStep; fields: TapFields }

export const initialTapFlow: TapFlowState = { step: 'context', fields: {} }

export const TAP_STEPS: readonly TapStep[] = [
  'context',
  'describe',
  'body',
  'gut',
  'ignore',
  'gentle-reminder',
  'decision',
  'congratulations',
]

/** The step a back arrow leads to; `null` means leave the flow (to /home). */
export function previousStep(state: TapFlowState): TapStep | null {
  switch (state.step) {
    case 'context':
      return null
    case 'describe':
      return 'context'
    case 'body':
      return 'describe'
    case 'gut':
      return 'body'
    case 'ignore':
      return 'gut'
    case 'gentle-reminder':
    case 'congratulations':
      return 'ignore'
    case 'decision':
      return 'gentle-reminder'
  }
}

/** The step after `ignore`: gentle-reminder when ignoring, congratulations otherwise. */
export { stepAfterIgnore } from './after-ignore'

/** Position for the progress bar: the five questions, then the closing step. */
export function progressOf(step: TapStep): { index: number; total: number } {
  const order: Record<TapStep, number> = {
    context: 1,
    describe: 2,
    body: 3,
    gut: 4,
    ignore: 5,
    'gentle-reminder': 6,
    congratulations: 6,
    decision: 7,
  }
  return { index: order[step], total: step === 'decision' || step === 'gentle-reminder' ? 7 : 6 }
}

/** The answer each question step gives, which every step after it needs to save. */
const ANSWERED_AT: readonly (readonly [TapStep, keyof TapFields])[] = [
  ['context', 'context'],
  ['describe', 'description'],
  ['body', 'bodySensation'],
  ['gut', 'gutFeeling'],
  ['ignore', 'willIgnore'],
]

/**
 * The step a draft resumes at: its own, or the first question before it left unanswered (a
 * draft kept by an older version, or changed by hand), which asks for its answer again. Saving
 * without it would be refused as a check-in (a blank description, say) and reported as a write
 * the phone refused.
 */
function resumeStep(step: TapStep, fields: TapFields): TapStep {
  const at = TAP_STEPS.indexOf(step)
  for (const [question, field] of ANSWERED_AT) {
    if (TAP_STEPS.indexOf(question) >= at) break
    if (!hasText(fields[field])) return question
  }
  return step
}

/**
 * Restores a draft read back from session storage, or undefined when it is not one. It
 * resumes at the first question it has no answer to (`resumeStep`).
 */
export function parseTapFlow(value: unknown): TapFlowState | undefined {
  if (!value || typeof value !== 'object') return undefined
  const { step, fields } = value as Record<string, unknown>
  if (typeof step !== 'string' || !TAP_STEPS.includes(step as TapStep)) return undefined
  if (!fields || typeof fields !== 'object') return undefined
  const clean: TapFields = {}
  for (const key of [
    'context',
    'customNote',
    'description',
    'bodySensation',
    'decision',
  ] as const) {
    const v = (fields as Record<string, unknown>)[key]
    if (typeof v === 'string') clean[key] = v
  }
  const gut = (fields as Record<string, unknown>).gutFeeling
  if (gut === 'yes' || gut === 'no' || gut === 'pause') clean.gutFeeling = gut
  const ignore = (fields as Record<string, unknown>).willIgnore
  if (ignore === 'yes' || ignore === 'no' || ignore === 'not-sure') clean.willIgnore = ignore
  const strength = (fields as Record<string, unknown>).strength
  if (strength === 'faint' || strength === 'clear' || strength === 'strong') {
    clean.strength = strength
  }
  return { step: resumeStep(step as TapStep, clean), fields: clean }
}
