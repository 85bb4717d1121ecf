import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { VoiceLabel } from '@hara/core'

/**
 * How a voice check-in felt (the core's `VoiceLabel`), as its card's title says it, in lower
 * case after 'Voice check:'.
 */
const VOICE_LABEL_TEXTS: Record<VoiceLabel, MessageDescriptor> = {
  unease: msg({ message: 'unease', comment: "A voice check-in's card: Voice check: unease" }),
  unclear: msg({ message: 'unclear', comment: "A voice check-in's card: Voice check: unclear" }),
  aligned: msg({ message: 'aligned', comment: "A voice check-in's card: Voice check: aligned" }),
}

/** A voice check-in's label in the language spoken now (its own, if unknown). */
export function voiceLabelText(i18n: I18n, label: string): string {
  const text = Object.hasOwn(VOICE_LABEL_TEXTS, label)
    ? VOICE_LABEL_TEXTS[label as VoiceLabel]
    : undefined
  return text ? i18n._(text) : label
}
