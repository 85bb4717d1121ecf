import type { GutFeeling, GutStrength, WillIgnore } from '@hara/core'

/** The gut's answers, asked the same in the tap and the voice flows (gut-and-ignore-steps.tsx). */
export type GutAnswers = {
  gutFeeling?: GutFeeling
  willIgnore?: WillIgnore
  /** How strong the gut feeling is: optional, asked with the gut's answer. */
  strength?: GutStrength
}
