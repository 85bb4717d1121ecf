import { describe, expect, it } from 'vitest'
import { journal, tapDraft, voiceDraft } from '../test/fixtures'
import { trustBand, trustScore } from './trust'
import type { WillIgnore } from '../journal/entry-schema'

const AT = Date.parse('2025-11-03T08:00:00Z')

function entriesWith(answers: (WillIgnore | undefined)[]) {
  return journal(
    answers.map((willIgnore, index) => ({
      at: AT + index,
      draft:
        willIgnore === undefined
          ? voiceDraft({ willIgnore: undefined, gutFeeling: undefined })
          : tapDraft({ willIgnore }),
    })),
  ).entries
}

describe('trust score', () => {
  it('divides honored by entries with a willIgnore answer', () => {
    const score = trustScore(entriesWith(['no', 'no', 'yes', 'not-sure', undefined]))
    expect(score).toEqual({ honored: 2, answered: 4, percent: 50 })
  })

  it('has no percent without answers', () => {
    expect(trustScore([])).toEqual({ honored: 0, answered: 0, percent: null })
    expect(trustScore(entriesWith([undefined])).percent).toBeNull()
  })

  it('rounds to a whole percent', () => {
    expect(trustScore(entriesWith(['no', 'no', 'yes'])).percent).toBe(67)
  })
})

describe('trust bands', () => {
  it('uses the bands at 70 and above, 40 and above, and above 0', () => {
    expect(trustBand({ honored: 7, answered: 10, percent: 70 })).toBe('strong')
    expect(trustBand({ honored: 69, answered: 100, percent: 69 })).toBe('growing')
    expect(trustBand({ honored: 4, answered: 10, percent: 40 })).toBe('growing')
    expect(trustBand({ honored: 39, answered: 100, percent: 39 })).toBe('starting')
    expect(trustBand({ honored: 1, answered: 1000, percent: 0 })).toBe('starting')
    expect(trustBand({ honored: 0, answered: 3, percent: 0 })).toBe('zero')
    expect(trustBand({ honored: 0, answered: 0, percent: null })).toBe('none')
  })
})
