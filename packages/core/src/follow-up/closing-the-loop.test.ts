import { describe, expect, it } from 'vitest'
import { closingTheLoop } from './closing-the-loop'
import type { OutcomeVerdict } from '../gut/gut-verdict'
import type { Entry } from '../journal/entry-schema'
import { setOutcome } from '../gamification/outcome-changes'
import { journal, tapDraft, voiceDraft } from '../test/fixtures'

// Sunday 1 November 2026 starts the week; check-ins the week before.
const LAST_WEEK = Date.parse('2026-10-26T09:00:00Z')
const DAY = 86_400_000

/** Four tracked decisions, a check-in without one and a voice check-in. */
function sample() {
  return journal([
    { at: LAST_WEEK, draft: tapDraft({ decision: 'Sign the lease', willIgnore: 'no' }) },
    { at: LAST_WEEK + 60_000, draft: tapDraft({ decision: 'Say yes', willIgnore: 'yes' }) },
    { at: LAST_WEEK + 120_000, draft: tapDraft({ decision: 'Wait', willIgnore: 'no' }) },
    { at: LAST_WEEK + 180_000, draft: tapDraft({ decision: 'Call Sam', willIgnore: 'no' }) },
    { at: LAST_WEEK + 240_000, draft: tapDraft({ decision: null }) },
    { at: LAST_WEEK + 300_000, draft: voiceDraft() },
  ])
}

function withOutcomes(outcomes: [index: number, text: string, at: number][]) {
  let { state, entries } = sample()
  for (const [index, text, at] of outcomes) {
    ;({ state, entries } = setOutcome(state, entries, entries[index]!.id, text, at))
  }
  return entries
}

/** A stand-in for the coach's reading: the words say which way it went. */
const judge = (entry: Entry): OutcomeVerdict =>
  entry.consequence?.includes('right')
    ? 'right'
    : entry.consequence?.includes('wrong')
      ? 'wrong'
      : null

describe("Insights' 'Closing the loop'", () => {
  it('counts tracked decisions with an outcome, this week (on this device) and all time', () => {
    const entries = withOutcomes([
      [0, 'Gut was right', LAST_WEEK + 2 * DAY],
      // Saturday 23:30 in New York is already Sunday in UTC: this week only in UTC.
      [1, 'Gut was wrong', Date.parse('2026-11-01T03:30:00Z')],
      [2, 'Gut was right', Date.parse('2026-11-03T10:00:00Z')],
      // Outcomes of check-ins without a tracked decision are not loops.
      [4, 'Gut was right', Date.parse('2026-11-03T10:00:00Z')],
      [5, 'Gut was right', Date.parse('2026-11-03T10:00:00Z')],
    ])
    expect(closingTheLoop(entries, '2026-11-04', 'UTC', judge)).toEqual({
      tracked: 4,
      closed: 3,
      closedThisWeek: 2,
      asGutSaid: { right: 2, judged: 3, percent: 67 },
    })
    expect(closingTheLoop(entries, '2026-11-04', 'America/New_York').closedThisWeek).toBe(1)
  })

  it('shows the share only once three outcomes could be read, and only with a reader', () => {
    const two = withOutcomes([
      [0, 'Gut was right', LAST_WEEK + DAY],
      [1, 'Not sure yet', LAST_WEEK + DAY],
      [2, 'Gut was wrong', LAST_WEEK + DAY],
    ])
    expect(closingTheLoop(two, '2026-11-04', 'UTC', judge).asGutSaid).toBeNull()
    const three = withOutcomes([
      [0, 'Gut was right', LAST_WEEK + DAY],
      [1, 'Not sure yet', LAST_WEEK + DAY],
      [2, 'Gut was wrong', LAST_WEEK + DAY],
      [3, 'Gut was wrong', LAST_WEEK + DAY],
    ])
    expect(closingTheLoop(three, '2026-11-04', 'UTC', judge).asGutSaid).toEqual({
      right: 1,
      judged: 3,
      percent: 33,
    })
    expect(closingTheLoop(three, '2026-11-04', 'UTC').asGutSaid).toBeNull()
  })

  it('is all zeros for an empty journal', () => {
    expect(closingTheLoop([], '2026-11-04', 'UTC', judge)).toEqual({
      tracked: 0,
      closed: 0,
      closedThisWeek: 0,
      asGutSaid: null,
    })
  })
})
