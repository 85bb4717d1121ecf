/**
 * Text helpers shared by the coach's readers: one normal form (lower case, straight
 * apostrophes, single spaces), words, and phrase lists compiled into one expression each.
 */

/** Lower case, typographic apostrophes made straight, runs of white space made one space. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

/** The words of normalized text (letters, digits and inner apostrophes). */
export function wordsOf(normalized: string): string[] {
  return normalized.match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? []
}

/**
 * One case-insensitive expression matching any of `phrases` as whole words. Inside a phrase,
 * `'` also matches a missing apostrophe ("didnt") and a space matches any run of spaces; the
 * phrases may use regular-expression syntax for alternatives.
 */
export function phraseMatcher(phrases: readonly string[]): RegExp {
  const body = phrases.map((phrase) => phrase.replace(/'/g, "'?").replace(/ /g, '\\s+')).join('|')
  return new RegExp(`(?<![a-z0-9'])(?:${body})(?![a-z0-9])`, 'i')
}

/**
 * Every match of `phrases` in `text`, as written there. Matching ignores case, so on the
 * speaker's own text (typographic apostrophes made straight, one for one) the matches keep
 * their casing: "I think", "Maybe".
 */
const globalMatchers = new WeakMap<readonly string[], RegExp>()

export function phraseMatches(text: string, phrases: readonly string[]): string[] {
  let matcher = globalMatchers.get(phrases)
  if (!matcher)
    globalMatchers.set(phrases, (matcher = new RegExp(phraseMatcher(phrases).source, 'gi')))
  const found: string[] = []
  for (const m of text.matchAll(matcher)) {
    found.push(/[^\S ]| {2}/.test(m[0]) ? m[0].replace(/\s+/g, ' ') : m[0])
  }
  return found
}

/** Straight apostrophes, one for one, so matches on the text keep its length and casing. */
export function straightApostrophes(text: string): string {
  return text.replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
}

/** Splits normalized text into clauses at contrast words ("but", "though", …) and semicolons. */
export function contrastClauses(normalized: string): string[] {
  return normalized
    .split(/\b(?:but|though|although|however|except|whereas)\b|;/)
    .map((clause) => clause.trim())
    .filter((clause) => clause !== '')
}
