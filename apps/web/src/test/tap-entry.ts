import type { Entry } from '@hara/core'

let n = 0

/**
 * A tap check-in as the journal stores it, for a screen's tests: at `when` (an instant, or a day
 * at 09:00 UTC), at work with a tight chest, the gut followed, with `words` over these.
 */
export function tapEntry(
  when: string,
  words: Partial<Extract<Entry, { mode: 'tap' }>> = {},
): Entry {
  n += 1
  const timestamp = when.length === 10 ? `${when}T09:00:00.000Z` : when
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    mode: 'tap',
    timestamp,
    day: timestamp.slice(0, 10),
    timeZone: 'UTC',
    xp: 10,
    consequence: null,
    consequenceDate: null,
    context: 'Work',
    description: 'A new project',
    bodySensation: 'Tight chest',
    gutFeeling: 'no',
    willIgnore: 'no',
    decision: null,
    needsFollowUp: false,
    ...words,
  }
}
