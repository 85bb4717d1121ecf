import { intlLocale } from './intl-locale'

/**
 * A count in a message, without the page's first `Intl.NumberFormat`: making it sets up the
 * engine's number data, one long task of a start on a slow phone (ADR 0093, weekday-names.ts).
 * Lingui's `plural` makes one for every message it formats, '#' or not, so a message on a first
 * screen chooses its form with `select` on `pluralForm` (CLDR's rules for whole counts, written
 * here; Intl.PluralRules for anything else), and shows `countText` as a placeholder of its own:
 *
 *   const form = pluralForm(days)
 *   const shown = countText(days)
 *   select(form, { one: `${shown} day ago`, other: `${shown} days ago` })
 */

/** The separator each language groups a count's digits with. */
const SEPARATORS: Partial<Record<string, string>> = { en: ',', es: '.', de: '.' }

const pluralRules = new Map<string, Intl.PluralRules>()

/**
 * CLDR's cardinal rules for a whole count from 0, where they are this short: 'one' for 1 in
 * English and German; in Spanish 'one' for 1 and 'many' for a whole million or more of them. A
 * page's first `Intl.PluralRules` took 2 to 30 ms of a start at 4× CPU, the one Intl object
 * Home still made (ADR 0093). count-text.test.ts holds these to Intl's.
 */
const WHOLE_COUNT_FORMS: Partial<Record<string, (count: number) => Intl.LDMLPluralRule>> = {
  en: (count) => (count === 1 ? 'one' : 'other'),
  de: (count) => (count === 1 ? 'one' : 'other'),
  es: (count) => (count === 1 ? 'one' : count !== 0 && count % 1_000_000 === 0 ? 'many' : 'other'),
}

/**
 * The form of a message `count` takes in the language spoken now: 'one' or 'other' in English
 * and German; 'one', 'many' or 'other' in Spanish (a message without 'many' falls to 'other').
 */
export function pluralForm(count: number, locale = intlLocale()): Intl.LDMLPluralRule {
  const whole = WHOLE_COUNT_FORMS[locale]
  if (whole !== undefined && Number.isSafeInteger(count) && count >= 0) return whole(count)
  let rules = pluralRules.get(locale)
  if (rules === undefined) {
    rules = new Intl.PluralRules(locale)
    pluralRules.set(locale, rules)
  }
  return rules.select(count)
}

/**
 * `count` as `Intl.NumberFormat` writes it in the language spoken now: '1,234' in English,
 * '1234' and '12.345' in Spanish (which groups from five digits), '1.234' in German. Written
 * here for whole numbers from 0, held to Intl's by count-text.test.ts; anything else (a
 * fraction, a number below 0, another language) is Intl's.
 */
export function countText(count: number, locale = intlLocale()): string {
  const separator = SEPARATORS[locale]
  const digits = String(count)
  if (separator === undefined || !/^\d+$/.test(digits)) {
    return new Intl.NumberFormat(locale).format(count)
  }
  // Spanish groups from five digits (CLDR's minimum grouping digits), the others from four.
  if (digits.length < (locale === 'es' ? 5 : 4)) return digits
  return digits.replace(/\B(?=(\d{3})+$)/g, separator)
}
