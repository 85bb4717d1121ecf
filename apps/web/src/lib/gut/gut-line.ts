import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { strengthOf, type Entry, type GutStrength } from '@hara/core'
import { gutAnswerTexts } from '@/i18n/core-texts/answer-words'

/** How strong the gut feeling was, as a card says it. */
const SIGNAL_TEXTS: Record<GutStrength, MessageDescriptor> = {
  faint: msg`Faint signal`,
  clear: msg`Clear signal`,
  strong: msg`Strong signal`,
}

/**
 * What a check-in's card and its page say of the gut, tap or voice alike: 'Gut: no • Not sure •
 * Strong signal' (the core's words for the answer, `gutAnswerParts`), in the language spoken
 * now; null when nothing was said of it.
 */
export function gutLine(
  i18n: I18n,
  entry: Pick<Entry, 'gutFeeling' | 'willIgnore' | 'strength'>,
): string | null {
  const strength = strengthOf(entry)
  const parts = [
    ...gutAnswerTexts(i18n, entry),
    ...(strength ? [i18n._(SIGNAL_TEXTS[strength])] : []),
  ]
  if (parts.length === 0) return null
  const answers = parts.join(' • ')
  return i18n._(msg`Gut: ${answers}`)
}
