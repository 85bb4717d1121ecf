import type { VoiceLabel } from '@hara/core'

/** How a voice check-in feels, as its label step offers it and a check-in in full changes it. */
export const VOICE_LABEL_CHOICES: readonly { value: VoiceLabel; label: string; hint: string }[] = [
  { value: 'unease', label: 'Unease', hint: 'Something feels off' },
  { value: 'unclear', label: 'Unclear', hint: 'I can’t tell yet' },
  { value: 'aligned', label: 'Aligned', hint: 'It feels right' },
]
