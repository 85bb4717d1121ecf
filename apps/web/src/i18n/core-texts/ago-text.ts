import { plural } from '@lingui/core/macro'

/**
 * How long ago an earlier day of 'On this day' was (the core's `agoText`, kept in English for
 * the server): 'A month ago', '3 months ago', 'A year ago', '2 years ago', in the language
 * spoken now.
 */
export function agoTextNow(monthsAgo: number): string {
  if (monthsAgo % 12 === 0) {
    const years = monthsAgo / 12
    return plural(years, { one: 'A year ago', other: '# years ago' })
  }
  return plural(monthsAgo, { one: 'A month ago', other: '# months ago' })
}
