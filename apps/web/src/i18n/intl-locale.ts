import { i18n as activeI18n, type I18n } from '@lingui/core'

/**
 * The locale Intl formats dates and numbers in for the language spoken now: the test language
 * formats as English (ADR 0077).
 */
export function intlLocale(i18n: I18n = activeI18n): string {
  return i18n.locale === 'pseudo' || !i18n.locale ? 'en' : i18n.locale
}

let rewrite: ((text: string) => string) | null = null

/**
 * What Intl wrote (a date, a month's name, a unit), as the language spoken now shows it: in the
 * test language accented like every other text, so that a page left with plain English words
 * is one with a message never translated, not a date.
 */
export function intlText(text: string): string {
  return rewrite === null ? text : rewrite(text)
}

/** Set as a language is spoken: the test language's rewrite, or none. */
export function rewriteIntlText(next: ((text: string) => string) | null): void {
  rewrite = next
}

/**
 * A sentence that ends on what Intl wrote, once: a date whose last word is an abbreviation
 * ('2. Nov.' in German, 'nov.' where Spanish abbreviates with a dot) already ends on a dot,
 * which then stands for the sentence's full stop too ('ab dem 2. Nov.', never '2. Nov..').
 * An ellipsis is left as it is.
 */
export function endSentence(sentence: string): string {
  return /[^.]\.\.$/u.test(sentence) ? sentence.slice(0, -1) : sentence
}
