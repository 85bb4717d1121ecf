import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { MAX_CUSTOM_NOTE, MAX_CUSTOM_NOTE_WORDS, MAX_ENTRY_TEXT } from '@hara/core'

/**
 * Why the core refuses an edit of a check-in (`withDetails`, `withWords`: its English, for the
 * server), as the person's language says it, by the core's message.
 */
const REFUSAL_TEXTS: Record<string, MessageDescriptor> = {
  'Choose a category.': msg`Choose a category.`,
  'Choose where you feel it.': msg`Choose where you feel it.`,
  'Choose an answer.': msg`Choose an answer.`,
  'Choose a strength.': msg`Choose a strength.`,
  'Choose a label.': msg`Choose a label.`,
  'Choose a date and time.': msg`Choose a date and time.`,
  'Choose a time in the past.': msg`Choose a time in the past.`,
  'Choose a time before its outcome was logged.': msg`Choose a time before its outcome was logged.`,
  'These words cannot be saved.': msg`These words cannot be saved.`,
  'This check-in has nothing to edit there.': msg`This check-in has nothing to edit there.`,
  'Describe what was happening.': msg`Describe what was happening.`,
  'A tracked decision needs its words.': msg`A tracked decision needs its words.`,
  'An outcome needs its words.': msg`An outcome needs its words.`,
  'Name the category in a few words.': msg`Name the category in a few words.`,
  [`Keep it to ${MAX_CUSTOM_NOTE_WORDS} words.`]: msg`Keep it to ${MAX_CUSTOM_NOTE_WORDS} words.`,
  [`Keep it under ${MAX_CUSTOM_NOTE} characters.`]: msg`Keep it under ${MAX_CUSTOM_NOTE} characters.`,
  [`Keep it under ${MAX_ENTRY_TEXT} characters.`]: msg`Keep it under ${MAX_ENTRY_TEXT} characters.`,
}

/** Why an edit was refused, in the language spoken now (the core's words, if unknown). */
export function editRefusalText(i18n: I18n, message: string): string {
  const text = Object.hasOwn(REFUSAL_TEXTS, message) ? REFUSAL_TEXTS[message] : undefined
  return text ? i18n._(text) : message
}
