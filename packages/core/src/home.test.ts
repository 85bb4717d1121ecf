import { describe, expect, it } from 'vitest'
import type { Pattern } from './analysis-schemas'
import { daysTogether, recentInsights } from './home'
import { journal, tapDraft, voiceDraft } from './test-fixtures'

const pattern = (title: string): Pattern => ({
  title,
  observation: `About ${title}`,
  intuitionGuide: 'Pause',
  relatedEntries: [],
  questions: [],
})

describe('days together', () => {
  it('counts the day the account was made as day 1', () => {
    expect(daysTogether(Date.parse('2025-11-05T08:00:00Z'), 'UTC', '2025-11-05')).toBe(1)
    expect(daysTogether(Date.parse('2025-11-05T08:00:00Z'), 'UTC', '2025-11-07')).toBe(3)
  })

  it("counts calendar days in the device's time zone", () => {
    // 23:00 in New York on Nov 4 is Nov 5 in UTC: on Nov 5 in New York it is day 2.
    const created = Date.parse('2025-11-05T04:00:00Z')
    expect(daysTogether(created, 'America/New_York', '2025-11-05')).toBe(2)
    expect(daysTogether(created, 'UTC', '2025-11-05')).toBe(1)
  })

  it('never goes below 1 when the clock is behind the account', () => {
    expect(daysTogether(Date.parse('2025-11-05T08:00:00Z'), 'UTC', '2025-11-01')).toBe(1)
  })
})

describe('recent insights', () => {
  it("shows the latest voice check-ins' AI insights, newest first, at most three", () => {
    const { entries } = journal([
      { at: '2025-11-01T10:00:00Z', draft: voiceDraft({ aiInsights: 'first' }) },
      { at: '2025-11-02T10:00:00Z', draft: voiceDraft({ aiInsights: '  second ' }) },
      { at: '2025-11-03T10:00:00Z', draft: tapDraft() },
      { at: '2025-11-04T10:00:00Z', draft: voiceDraft({ aiInsights: '' }) },
      { at: '2025-11-05T10:00:00Z', draft: voiceDraft({ aiInsights: 'third' }) },
      { at: '2025-11-06T10:00:00Z', draft: voiceDraft({ aiInsights: 'fourth' }) },
    ])
    expect(recentInsights(entries, [pattern('P')])).toEqual(['fourth', 'third', 'second'])
  })

  it('falls back to the cached patterns without any voice insight', () => {
    const { entries } = journal([{ at: '2025-11-01T10:00:00Z', draft: tapDraft() }])
    const patterns = ['A', 'B', 'C', 'D'].map(pattern)
    expect(recentInsights(entries, patterns)).toEqual(['A: About A', 'B: About B', 'C: About C'])
    expect(recentInsights(entries, null)).toEqual([])
  })
})
