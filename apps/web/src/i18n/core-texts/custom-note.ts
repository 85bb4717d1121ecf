import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { customNoteProblem, MAX_CUSTOM_NOTE, MAX_CUSTOM_NOTE_WORDS } from '@hara/core'

/** The core's reasons a custom category note cannot be taken (its English, for the server). */
const PROBLEM_TEXTS: Record<string, MessageDescriptor> = {
  'Name the category in a few words.': msg`Name the category in a few words.`,
  [`Keep it to ${MAX_CUSTOM_NOTE_WORDS} words.`]: msg`Keep it to ${MAX_CUSTOM_NOTE_WORDS} words.`,
  [`Keep it under ${MAX_CUSTOM_NOTE} characters.`]: msg`Keep it under ${MAX_CUSTOM_NOTE} characters.`,
}

/** Why `note` cannot be a custom category (`customNoteProblem`), in the language spoken now. */
export function customNoteProblemText(i18n: I18n, note: string): string | null {
  const problem = customNoteProblem(note)
  if (problem === null) return null
  const text = Object.hasOwn(PROBLEM_TEXTS, problem) ? PROBLEM_TEXTS[problem] : undefined
  return text ? i18n._(text) : problem
}
