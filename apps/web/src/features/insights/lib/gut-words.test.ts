import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { StrengthCalibration } from '@hara/core'
import { speak } from '@/i18n/language'
import { endSentence } from '@/i18n/intl-locale'
import { periodLabel, periodName, trendSentence } from './gut-words'
import { strengthSummary } from './strength-words'

const period = (start: string, right: number, judged: number) => ({
  start,
  right,
  judged,
  percent: Math.round((right / judged) * 100),
})

describe("'Your gut, over time' in words", () => {
  it('names the first and the latest period with their counts', () => {
    expect(
      trendSentence(
        [period('2026-09-01', 4, 9), period('2026-10-01', 5, 8), period('2026-11-01', 8, 10)],
        'month',
      ),
    ).toBe('Right 4 of 9 times in September, 8 of 10 in November.')
    expect(trendSentence([period('2026-11-01', 5, 7)], 'month')).toBe(
      'Right 5 of 7 times in November.',
    )
    expect(trendSentence([], 'month')).toBeNull()
  })

  it('says the year when the periods reach over two, and names weeks by their Sunday', () => {
    expect(trendSentence([period('2025-12-01', 2, 4), period('2026-02-01', 3, 3)], 'month')).toBe(
      'Right 2 of 4 times in December 2025, 3 of 3 in February 2026.',
    )
    expect(trendSentence([period('2026-11-01', 2, 3), period('2026-11-15', 4, 4)], 'week')).toBe(
      'Right 2 of 3 times in the week of Nov 1, 4 of 4 in the week of Nov 15.',
    )
    expect(periodName('2026-09-01', 'month')).toBe('September')
    expect(periodLabel('2026-09-01', 'month')).toBe('Sep')
    expect(periodLabel('2026-11-15', 'week')).toBe('Nov 15')
  })

  it('in German, a sentence that ends on a week’s abbreviated month ends on its dot, once', async () => {
    await act(() => speak('de'))
    try {
      expect(trendSentence([period('2026-11-01', 2, 3)], 'week')).toBe(
        '2 von 3 Mal richtig in der Woche ab dem 1. Nov.',
      )
      expect(trendSentence([period('2025-11-02', 2, 3), period('2026-11-15', 4, 4)], 'week')).toBe(
        '2 von 3 Mal richtig in der Woche ab dem 2. Nov. 2025, 4 von 4 in der Woche ab dem 15. Nov. 2026.',
      )
      expect(periodName('2026-11-01', 'week')).toBe('die Woche ab dem 1. Nov.')
    } finally {
      await act(() => speak('en'))
    }
    expect(endSentence('Wait...')).toBe('Wait...')
  })

  it('counts what a strength still needs in words', () => {
    const needing = (needed: number) =>
      ({ strength: 'strong', shown: false, needed }) as StrengthCalibration
    expect(strengthSummary(needing(1))).toBe('Not enough yet: 1 more outcome that says how it went')
    expect(strengthSummary(needing(3))).toBe('Not enough yet: 3 more outcomes that say how it went')
  })
})
