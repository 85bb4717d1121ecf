// Loaded only through passphrase-score.ts's dynamic import: zxcvbn with the common passwords and
// diceware lists and keyboard layouts. Named imports, so that the English word lists (600 kB)
// are left out of the bundle. Its feedback comes back as its own keys ('straightRow'), which
// passphrase-feedback.ts says in the person's language.
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common'
import { translations } from '@zxcvbn-ts/language-en'

/** Each text of a kind replaced by its own key. */
const keysOf = <T extends Record<string, string>>(texts: T) =>
  Object.fromEntries(Object.keys(texts).map((key) => [key, key])) as T

export const zxcvbn = new ZxcvbnFactory({
  translations: {
    ...translations,
    warnings: keysOf(translations.warnings),
    suggestions: keysOf(translations.suggestions),
  },
  graphs: adjacencyGraphs,
  dictionary,
})
