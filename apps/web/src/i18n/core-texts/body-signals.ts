import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The core's body signals (`DEFAULT_BODY_SIGNALS`, kept in English in the journal) as the
 * person's language says them. A signal the person typed is theirs and stays as written.
 */
const BODY_SIGNAL_TEXTS: Record<string, MessageDescriptor> = {
  'Tight chest': msg`Tight chest`,
  'Dropped stomach': msg`Dropped stomach`,
  'Expanding warmth': msg`Expanding warmth`,
  Numb: msg`Numb`,
}

/** A body signal in the language spoken now; one the person typed as it is. */
export function bodySignalText(i18n: I18n, signal: string): string {
  const text = Object.hasOwn(BODY_SIGNAL_TEXTS, signal) ? BODY_SIGNAL_TEXTS[signal] : undefined
  return text ? i18n._(text) : signal
}
