import type { Entry, WillIgnore } from './entry-schema'

/**
 * How the answer to "Will you ignore it?" is told, once for every screen: on a check-in's card
 * (`card`) and in a count of check-ins (`count`: "you followed your gut 3 times, went against it
 * twice and weren't sure once", as the Trust tab and the daily guidance say it). "Not sure" is
 * its own answer everywhere: never told as "Ignored it", though the trust score counts it as not
 * honored (docs/product.md#a-check-in).
 */
export const ANSWER_WORDS: Readonly<Record<WillIgnore, { card: string; count: string }>> = {
  no: { card: 'Honored it', count: 'followed your gut' },
  yes: { card: 'Ignored it', count: 'went against it' },
  'not-sure': { card: 'Not sure', count: "weren't sure" },
}

/**
 * What a card says of the gut, tap or voice alike: its answer ('no') and what the person did
 * with it ('Honored it', 'Not sure'), each when answered. Empty for a voice check-in saved
 * before those steps.
 */
export function gutAnswerParts(entry: Pick<Entry, 'gutFeeling' | 'willIgnore'>): string[] {
  const parts: string[] = []
  if (entry.gutFeeling) parts.push(entry.gutFeeling)
  if (entry.willIgnore) parts.push(ANSWER_WORDS[entry.willIgnore].card)
  return parts
}
