/**
 * One `Intl.DateTimeFormat` per time zone for a set of options, made the first time it is
 * needed: building one costs far more than using it, and the calendar, the reminders and the
 * coach ask for the same zones over and over. Always `en-US` with the Gregorian calendar and
 * Latin digits, so the parts read the same on every runtime.
 */
export interface ZoneFormatters {
  /** The formatter for `timeZone`; throws Intl's RangeError for a zone the runtime does not know. */
  get(timeZone: string): Intl.DateTimeFormat
  /** The formatter for `timeZone`, or null for a zone the runtime does not know. */
  find(timeZone: string): Intl.DateTimeFormat | null
}

/** About 600 IANA names exist; entries can carry any text, so the cache starts over past this. */
const MOST_ZONES = 1_000

export function formattersByZone(
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): ZoneFormatters {
  const byZone = new Map<string, Intl.DateTimeFormat | null>()
  const make = (timeZone: string) =>
    new Intl.DateTimeFormat('en-US', {
      ...options,
      calendar: 'gregory',
      numberingSystem: 'latn',
      timeZone,
    })
  const find = (timeZone: string) => {
    let formatter = byZone.get(timeZone)
    if (formatter === undefined) {
      try {
        formatter = make(timeZone)
      } catch {
        formatter = null
      }
      if (byZone.size >= MOST_ZONES) byZone.clear()
      byZone.set(timeZone, formatter)
    }
    return formatter
  }
  // An unknown zone is built again only to throw Intl's own error.
  return { find, get: (timeZone) => find(timeZone) ?? make(timeZone) }
}

/** The wall clock in a zone, to the second on a 24-hour clock: for turning local times into instants. */
export const wallClockFormatters = /* @__PURE__ */ formattersByZone({
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
})
