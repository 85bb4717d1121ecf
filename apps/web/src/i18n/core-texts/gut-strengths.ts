import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { GutStrength } from '@hara/core'

/** The core's gut strengths (its ids) as the person's language names them: 'Faint', 'Clear', 'Strong'. */
const GUT_STRENGTH_TEXTS: Record<GutStrength, MessageDescriptor> = {
  faint: msg`Faint`,
  clear: msg`Clear`,
  strong: msg`Strong`,
}

/** A gut strength's name in the language spoken now. */
export function gutStrengthText(i18n: I18n, strength: GutStrength): string {
  return i18n._(GUT_STRENGTH_TEXTS[strength])
}
