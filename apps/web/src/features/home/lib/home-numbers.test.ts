import { describe, expect, it } from 'vitest'
import {
  INITIAL_GAMIFICATION_STATE,
  type Entry,
  type EntryDraft,
  type Pattern,
  type TapDraft,
  type VoiceDraft,
} from '@hara/core'
import { saveCheckIn } from '@hara/core/test/list-journal'
import { daysTogether, recentInsights } from './home-numbers'

const tapDraft = (): TapDraft => ({
  mode: 'tap',
  context: 'Work',
  description: 'My manager asked me to take on a second project',
  bodySensation: 'Tight chest',
  gutFeeling: 'no',
  willIgnore: 'no',
  decision: null,
})

const voiceDraft = ({ aiInsights }: { aiInsights: string }): VoiceDraft => ({
  mode: 'voice',
  transcript: 'Something about this offer feels off and I keep noticing it',
  label: 'unease',
  wantsResponse: true,
  aiInsights,
  gutFeeling: 'no',
  willIgnore: 'no',
})

/** The journal after these check-ins, each saved as the check-in flow saves it. */
function journal(steps: readonly { at: string; draft: EntryDraft }[]): { entries: Entry[] } {
  let state = INITIAL_GAMIFICATION_STATE
  let entries: Entry[] = []
  steps.forEach(({ at, draft }, index) => {
    const id = `00000000-0000-4000-8000-${(index + 1).toString(16).padStart(12, '0')}`
    ;({ state, entries } = saveCheckIn(state, entries, draft, {
      id,
      now: Date.parse(at),
      timeZone: 'UTC',
    }))
  })
  return { entries }
}

const pattern = (title: string): Pattern => ({
  title,
  observation: `About ${title}`,
  intuitionGuide: 'Pause',
  relatedEntries: [],
  questions: [],
})

describe('days together', () => {
  it('counts the day the account was made as day 1', () => {
    expect(daysTogether('2025-11-05', '2025-11-05')).toBe(1)
    expect(daysTogether('2025-11-05', '2025-11-07')).toBe(3)
  })

  it('counts calendar days across a month and a year', () => {
    expect(daysTogether('2025-12-30', '2026-01-02')).toBe(4)
  })

  it('never goes below 1 when the clock is behind the account', () => {
    expect(daysTogether('2025-11-05', '2025-11-01')).toBe(1)
  })

  it('counts from the first check-in when the journal began before the account', () => {
    // A journal of two weeks imported into a new account: 15 days, beside a 15-day streak.
    expect(daysTogether('2025-11-15', '2025-11-15', '2025-11-01')).toBe(15)
    // A first check-in after the account was made changes nothing.
    expect(daysTogether('2025-11-05', '2025-11-07', '2025-11-06')).toBe(3)
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
    const insights = recentInsights(entries, [pattern('P')])
    expect(insights.map((insight) => insight.text)).toEqual(['fourth', 'third', 'second'])
    // Each with the check-in it came from.
    expect(insights[0]!.from).toEqual({
      id: entries[5]!.id,
      timestamp: entries[5]!.timestamp,
      timeZone: entries[5]!.timeZone,
    })
  })

  it('falls back to the cached patterns without any voice insight', () => {
    const { entries } = journal([{ at: '2025-11-01T10:00:00Z', draft: tapDraft() }])
    const patterns = ['A', 'B', 'C', 'D'].map(pattern)
    expect(recentInsights(entries, patterns)).toEqual([
      { text: 'A: About A' },
      { text: 'B: About B' },
      { text: 'C: About C' },
    ])
    expect(recentInsights(entries, null)).toEqual([])
  })
})
