/// <reference path="./afinn.d.ts" />
import afinn from 'wink-sentiment/src/afinn-en-165.js'
import twoGrams from 'wink-sentiment/src/afinn-en-165-2grams.js'
import negations from 'wink-sentiment/src/negations.js'
import { OUTCOME_WORDS } from './outcome-lexicon'

/**
 * Sentiment of a text from the AFINN-165 lexicon that wink-sentiment maintains, scored the way
 * wink-sentiment scores it (two-word entries first; a negation word up to two tokens before a
 * word flips its score, so "not bad" is good and "didn't regret" is not regret), plus Hara's
 * outcome words that AFINN lacks.
 *
 * wink-sentiment's own function is correct but spends about 30 µs a sentence in its general
 * tokenizer (emoji, hashtags, URLs); check-in texts need none of that, and the coach reads
 * thousands of them per request (the coach's budget: 50 ms for 10,000 entries). This tokenizer
 * splits words, contractions ("did" + "n't", as wink's does) and punctuation only.
 */

const isWordCode = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57)

/** Words (with an inner apostrophe), "n't" split from its verb, and single punctuation marks. */
function tokens(normalized: string): string[] {
  const out: string[] = []
  const n = normalized.length
  let i = 0
  while (i < n) {
    const c = normalized.charCodeAt(i)
    if (c === 32) {
      i += 1
      continue
    }
    if (!isWordCode(c)) {
      out.push(normalized[i]!)
      i += 1
      continue
    }
    let end = i + 1
    while (end < n && isWordCode(normalized.charCodeAt(end))) end += 1
    // An inner apostrophe: "n't" becomes its own token, as wink-sentiment splits it.
    if (
      normalized.charCodeAt(end) === 39 &&
      end + 1 < n &&
      isWordCode(normalized.charCodeAt(end + 1))
    ) {
      let after = end + 1
      while (after < n && isWordCode(normalized.charCodeAt(after))) after += 1
      if (normalized.slice(end - 1, after) === "n't" && end - 1 > i) {
        out.push(normalized.slice(i, end - 1), "n't")
      } else {
        out.push(normalized.slice(i, after))
      }
      i = after
      continue
    }
    out.push(normalized.slice(i, end))
    i = end
  }
  return out
}

/** The lexicon's reading of normalized text: the sum of word scores and how many were scored. */
export function lexiconTally(normalized: string): { sum: number; scored: number } {
  const list = tokens(normalized)
  let sum = 0
  let scored = 0
  for (let k = 0; k < list.length; k++) {
    const token = list[k]!
    if (!isWordCode(token.charCodeAt(0))) continue
    const next = list[k + 1]
    const pair = next === undefined ? undefined : twoGrams[token]?.[next]
    let value = pair ?? afinn[token] ?? OUTCOME_WORDS[token] ?? 0
    if ((k > 0 && negations[list[k - 1]!]) || (k > 1 && negations[list[k - 2]!])) value = -value
    if (pair !== undefined) k += 1
    if (value !== 0) {
      sum += value
      scored += 1
    }
  }
  return { sum, scored }
}

/** The mean score of the scored words (-5 to 5), 0 when none is scored. */
export function lexiconScore(normalized: string): number {
  const { sum, scored } = lexiconTally(normalized)
  return scored === 0 ? 0 : sum / scored
}
