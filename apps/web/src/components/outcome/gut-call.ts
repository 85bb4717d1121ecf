import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import type { Entry, OwnVerdict } from '@hara/core'

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

const VERDICTS: Record<OwnVerdict, MessageDescriptor> = {
  right: msg`Your gut was right`,
  wrong: msg`Your gut was wrong`,
  'hard-to-say': msg`Hard to say`,
}

/** The person's own verdict, as the check-in shows it beside its outcome, in the language spoken now. */
export function verdictWords(verdict: OwnVerdict): string {
  return i18n._(VERDICTS[verdict])
}

/** The same by key: each read gives the words in the language spoken now. */
export const VERDICT_WORDS: Readonly<Record<OwnVerdict, string>> = {
  get right() {
    return verdictWords('right')
  },
  get wrong() {
    return verdictWords('wrong')
  },
  get 'hard-to-say'() {
    return verdictWords('hard-to-say')
  },
}
