import {
  gutByStrength,
  gutOverTime,
  strengthByMonth,
  type Entry,
  type OutcomeVerdict,
} from '@hara/core'

/**
 * Judged outcomes for Insights' 'Your gut, over time': tap check-ins whose outcome text is its
 * own verdict ('right' or 'wrong'), read by a judge that takes it at its word.
 */

let n = 0
export function judgedEntry(day: string, verdict: 'right' | 'wrong', context = 'Work'): Entry {
  return {
    id: `00000000-0000-4000-8000-${(++n).toString(16).padStart(12, '0')}`,
    mode: 'tap',
    timestamp: `${day}T12:00:00.000Z`,
    day,
    timeZone: 'UTC',
    xp: 10,
    consequence: verdict,
    consequenceDate: `${day}T13:00:00.000Z`,
    context,
    description: 'A decision',
    bodySensation: context === 'Work' ? 'Tight chest' : 'Expanding warmth',
    gutFeeling: 'no',
    willIgnore: 'no',
    decision: null,
    needsFollowUp: false,
  }
}

const judge = (e: Entry): OutcomeVerdict => e.consequence as OutcomeVerdict

/** `right` outcomes then `wrong` ones on the first days of `month` ('2026-09'). */
export function judgedDays(month: string, right: number, wrong: number, context?: string) {
  return Array.from({ length: right + wrong }, (_, i) =>
    judgedEntry(
      `${month}-${String(i + 1).padStart(2, '0')}`,
      i < right ? 'right' : 'wrong',
      context,
    ),
  )
}

/** The card's view of `entries` read on 2026-11-25. */
export const gutReady = (entries: Entry[]) => ({
  state: 'ready' as const,
  gut: gutOverTime(entries, judge, '2026-11-25'),
  byStrength: gutByStrength(entries, judge),
  byMonth: strengthByMonth(entries, judge),
})
