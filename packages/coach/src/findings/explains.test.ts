import { describe, expect, it } from 'vitest'
import type { CoachEntry } from '@hara/core'
import { tap } from '../test/journals'
import { patternAnalysis } from '../answers/patterns'
import { dailyFocus } from '../answers/daily-focus'

const BAD = 'It went badly, a mistake.'
const GOOD = 'It went well.'

/**
 * Seven times against the gut, all gone badly: five work decisions after 9 pm, two elsewhere
 * in the morning; following the gut went well most of the time, at work in the morning too.
 */
function narrowInsideBroad(): CoachEntry[] {
  const entries: CoachEntry[] = []
  for (let i = 0; i < 5; i++) {
    const signal = i % 2 ? 'Heavy shoulders' : 'Tight chest'
    entries.push(tap({ context: 'Work', signal, honored: false, outcome: BAD, hourUtc: 22 }))
  }
  entries.push(tap({ context: 'Relationship', honored: false, outcome: BAD, hourUtc: 9 }))
  entries.push(tap({ context: 'Social', honored: false, outcome: BAD, hourUtc: 14 }))
  for (const context of ['Work', 'Work', 'Work', 'Health', 'Social', 'Relationship']) {
    entries.push(
      tap({ context, honored: true, feeling: 'yes', signal: 'Expanding warmth', outcome: GOOD }),
    )
  }
  entries.push(tap({ context: 'Health', honored: true, outcome: BAD, hourUtc: 22 }))
  return entries
}

describe('the most specific finding first', () => {
  it('names when and where before the broader finding it sits inside', () => {
    const entries = narrowInsideBroad()
    const { body } = patternAnalysis(entries)
    const first = body.patterns[0]!
    expect(first.title).toMatch(/at work after 9 pm has cost you/)
    expect(first.observation).toMatch(
      /^Work moments after 9 pm when you went against .*: 5 of 5 turned out badly\./,
    )
    // The broader "7 of 7" tells the same story again, so it is not said beside it.
    expect(body.patterns.map((p) => p.observation).join('\n')).not.toMatch(/7 of 7/)
    expect(dailyFocus(entries).body.focus).toMatch(
      /^Going against .* at work after 9 pm turned out badly 5 of 5 times\./,
    )
  })

  it('keeps the broader finding when the narrow part holds less than two thirds of it', () => {
    const entries = narrowInsideBroad()
    // Two more overrides elsewhere, gone badly: work after 9 pm now holds 5 of 9.
    entries.push(tap({ context: 'Finance', honored: false, outcome: BAD, hourUtc: 10 }))
    entries.push(tap({ context: 'Health', honored: false, outcome: BAD, hourUtc: 15 }))
    const { body } = patternAnalysis(entries)
    expect(body.patterns[0]!.observation).toMatch(/9 of 9 turned out badly/)
    expect(body.patterns.map((p) => p.title).join('\n')).not.toMatch(/after 9 pm/)
  })
})
