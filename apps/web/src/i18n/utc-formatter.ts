/**
 * A date formatter of `options` in `locale`, at UTC (a calendar day formatted at UTC is the same
 * day wherever the phone is), made once per locale and options: making one costs more than a
 * screen of cards to draw, and a page's first costs most (ADR 0093).
 */
export function utcFormatter(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`
  let found = formatters.get(key)
  if (found === undefined) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })
    formatters.set(key, found)
  }
  return found
}

const formatters = new Map<string, Intl.DateTimeFormat>()
