import { select } from '@lingui/core/macro'
import { countText, pluralForm } from '../count-text'

/**
 * How long ago an earlier day of 'On this day' was (the core's `agoText`, kept in English for
 * the server): 'A month ago', '3 months ago', 'A year ago', '2 years ago', in the language
 * spoken now (without Intl: count-text.ts).
 */
export function agoTextNow(monthsAgo: number): string {
  if (monthsAgo % 12 === 0) {
    const years = monthsAgo / 12
    const yearsForm = pluralForm(years)
    const shownYears = countText(years)
    return select(yearsForm, { one: 'A year ago', other: `${shownYears} years ago` })
  }
  const monthsForm = pluralForm(monthsAgo)
  const shownMonths = countText(monthsAgo)
  return select(monthsForm, { one: 'A month ago', other: `${shownMonths} months ago` })
}
