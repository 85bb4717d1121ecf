import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * zxcvbn's feedback on a weak passphrase, by its keys (passphrase-zxcvbn.ts), in Hara's
 * catalogs: its English as zxcvbn's English pack writes it, translated like every text.
 */
const FEEDBACK: Record<string, MessageDescriptor> = {
  // Warnings.
  straightRow: msg`Straight rows of keys on your keyboard are easy to guess.`,
  keyPattern: msg`Short keyboard patterns are easy to guess.`,
  simpleRepeat: msg`Repeated characters like "aaa" are easy to guess.`,
  extendedRepeat: msg`Repeated character patterns like "abcabcabc" are easy to guess.`,
  sequences: msg`Common character sequences like "abc" are easy to guess.`,
  recentYears: msg`Recent years are easy to guess.`,
  dates: msg`Dates are easy to guess.`,
  topTen: msg`This is a heavily used password.`,
  topHundred: msg`This is a frequently used password.`,
  common: msg`This is a commonly used password.`,
  similarToCommon: msg`This is similar to a commonly used password.`,
  wordByItself: msg`Single words are easy to guess.`,
  namesByThemselves: msg`Single names or surnames are easy to guess.`,
  commonNames: msg`Common names and surnames are easy to guess.`,
  userInputs: msg`There should not be any personal or page related data.`,
  // Suggestions.
  l33t: msg`Avoid predictable letter substitutions like '@' for 'a'.`,
  reverseWords: msg`Avoid reversed spellings of common words.`,
  allUppercase: msg`Capitalize some, but not all letters.`,
  capitalization: msg`Capitalize more than the first letter.`,
  avoidDates: msg`Avoid dates and years that are associated with you.`,
  avoidRecentYears: msg`Avoid recent years.`,
  associatedYears: msg`Avoid years that are associated with you.`,
  avoidSequences: msg`Avoid common character sequences.`,
  repeated: msg`Avoid repeated words and characters.`,
  longerKeyboardPattern: msg`Use longer keyboard patterns and change typing direction multiple times.`,
  anotherWord: msg`Add more words that are less common.`,
  useWords: msg`Use multiple words, but avoid common phrases.`,
  noNeed: msg`You can create strong passwords without using symbols, numbers, or uppercase letters.`,
}

/** zxcvbn's warning and suggestions share some keys ('dates'): a suggestion's own entry. */
const SUGGESTION_KEYS: Record<string, string> = {
  dates: 'avoidDates',
  recentYears: 'avoidRecentYears',
  sequences: 'avoidSequences',
}

/** What makes a passphrase weak, in the language spoken now; a key not known says nothing. */
export function feedbackText(
  i18n: I18n,
  { warning, suggestions }: { warning: string | null; suggestions: string[] },
): string {
  const say = (key: string | undefined) => {
    const text = key !== undefined && Object.hasOwn(FEEDBACK, key) ? FEEDBACK[key] : undefined
    return text ? i18n._(text) : ''
  }
  const words = [
    warning === null ? '' : say(warning),
    ...suggestions.map((key) => say(SUGGESTION_KEYS[key] ?? key)),
  ]
  return words.filter(Boolean).join(' ')
}
