import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ANSWER_WORDS, gutAnswerParts, type Entry } from '@hara/core'

/**
 * The core's words for a check-in's answers on its card (`gutAnswerParts`: the gut's answer as
 * it was given, 'no', and what was done with it, `ANSWER_WORDS`' 'Honored it'), kept in English
 * for the server, as the person's language says them.
 */
const ANSWER_PART_TEXTS: Record<string, MessageDescriptor> = {
  yes: msg({ message: 'yes', comment: "The gut's answer on a card: Gut: yes • Honored it" }),
  no: msg({ message: 'no', comment: "The gut's answer on a card: Gut: no • Honored it" }),
  pause: msg({ message: 'pause', comment: "The gut's answer on a card: Gut: pause • Not sure" }),
  [ANSWER_WORDS.no.card]: msg`Honored it`,
  [ANSWER_WORDS.yes.card]: msg`Ignored it`,
  [ANSWER_WORDS['not-sure'].card]: msg`Not sure`,
}

/** What a card says of the gut's answers (`gutAnswerParts`), in the language spoken now. */
export function gutAnswerTexts(
  i18n: I18n,
  entry: Pick<Entry, 'gutFeeling' | 'willIgnore'>,
): string[] {
  return gutAnswerParts(entry).map((part) => {
    const text = Object.hasOwn(ANSWER_PART_TEXTS, part) ? ANSWER_PART_TEXTS[part] : undefined
    return text ? i18n._(text) : part
  })
}
