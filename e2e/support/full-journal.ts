import { daysAgo, type FileCheckIn } from './journal-file'

/**
 * A journal that fills every screen, for the journeys that look at all of them (accessibility,
 * the smallest phone): three months of outcomes whose gut gets sharper, at two strengths, so
 * Insights draws its chart, its strengths and its months; three decisions waiting on Home; and
 * voice check-ins for Tone.
 */

const HONORED_RIGHT = 'It went really well, glad I listened.'
const HONORED_WRONG = 'I regret it, it went badly.'
const IGNORED_RIGHT = 'Big mistake, it was a disaster.'
const IGNORED_WRONG = 'It worked out great, no regrets.'

/** The first day of the month `back` months before this one (UTC), as YYYY-MM. */
function monthKey(back: number): string {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1, 12))
    .toISOString()
    .slice(0, 7)
}

/** A month of judged outcomes: `right` where the gut proved right, then `wrong`. */
function month(back: number, right: number, wrong: number): FileCheckIn[] {
  const key = monthKey(back)
  return Array.from({ length: right + wrong }, (_, i): FileCheckIn => {
    const proved = i < right
    const honored = i % 2 === 0
    return {
      day: `${key}-${String(i + 1).padStart(2, '0')}`,
      context: proved && i < 4 ? 'Relationship' : 'Work',
      signal: proved && i < 4 ? 'Expanding warmth' : 'Tight chest',
      honored,
      decision: null,
      strength: i % 3 === 0 ? 'faint' : 'strong',
      outcome: proved
        ? honored
          ? HONORED_RIGHT
          : IGNORED_RIGHT
        : honored
          ? HONORED_WRONG
          : IGNORED_WRONG,
    }
  })
}

export function fullJournal(): FileCheckIn[] {
  return [
    ...month(3, 3, 6),
    ...month(2, 5, 3),
    ...month(1, 8, 2),
    ...['Sign the lease', 'Tell Sam about the offer', 'Skip the reunion'].map(
      (decision, i): FileCheckIn => ({
        ...daysAgo(5 - i),
        context: 'Finance',
        honored: false,
        decision,
      }),
    ),
    {
      ...daysAgo(1),
      honored: true,
      voice: { transcript: 'I know this is right, I feel calm and sure about it' },
    },
    {
      ...daysAgo(1),
      honored: false,
      voice: { transcript: 'Maybe I should just go along, I guess it is fine', label: 'unclear' },
    },
  ]
}
