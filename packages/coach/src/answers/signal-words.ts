/**
 * How a signal's insight varies its words (signals.ts): a sentence another signal above has
 * already said word for word (the same counts, the same story) is said in other words.
 */

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
