/**
 * How a signal's insight varies its words (signals.ts): a sentence another signal above has
 * already said word for word (the same counts, the same story) is said in other words.
 */

/** How "it proved right k of n times" is said: the first not yet said under another signal. */
export const RIGHT_WORDS: readonly ((k: number, n: string) => string)[] = [
  (k, n) => `It proved right ${k} of ${n}`,
  (k, n) => `Your gut was right ${k} of ${n} with it`,
  (k, n) => `With it, your gut was right ${k} of ${n}`,
]

/** The same sentence in other words, for a second signal that would say it word for word. */
export function otherWords(words: string): string {
  return words
    .replace(/^When you /, 'Of the times you ')
    .replace(/^Each time you /, 'Every time you ')
    .replace(/^\. Is it fear or intuition\?$/, '. Fear or intuition: which is it here?')
    .replace(
      /^Following it has cost you so far: when you did,/,
      'So far, following it has cost you: of the times you did,',
    )
}

/**
 * Sentences already said under the signals above: the first wording not yet said is used, so
 * two signals with the same counts do not read word for word alike.
 */
export type Said = Set<string>

export function fresh(options: readonly string[], said: Said): string {
  const chosen = options.find((o) => !said.has(o)) ?? options[0]!
  said.add(chosen)
  return chosen
}
