import { i18n } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import type { Entry } from '@hara/core'

/** The gut's answer as the sentence quotes it. */
const SAID = { yes: msg`yes`, no: msg`no`, pause: msg`pause` } as const

/**
 * What the gut said at the check-in and whether the person followed it, said above "Was your
 * gut right?" so the question is answered about the call it asks about: 'Your gut said “no”,
 * and you went against it.' Null when the check-in has no gut answer (an older voice one). In
 * the language spoken now.
 */
export function gutCall(entry: Pick<Entry, 'gutFeeling' | 'willIgnore'>): string | null {
  if (entry.gutFeeling === undefined) return null
  const said = i18n._(SAID[entry.gutFeeling])
  switch (entry.willIgnore) {
    case 'no':
      return t`Your gut said “${said}”, and you followed it.`
    case 'yes':
      return t`Your gut said “${said}”, and you went against it.`
    case 'not-sure':
      return t`Your gut said “${said}”, and you weren’t sure about following it.`
    default:
      return t`Your gut said “${said}”.`
  }
}
