import { describe, expect, it } from 'vitest'
import { gutVerdict, waitedOnPause, type OutcomeValence } from './gut-verdict'

const read = (valence: OutcomeValence, statedVerdict: 'right' | 'wrong' | null = null) => ({
  valence,
  statedVerdict,
})

describe('was my gut right?', () => {
  it('honored and it went well, or set aside and it went badly: right; the other two: wrong', () => {
    expect(gutVerdict(read('good'), { honored: true, feeling: 'no' })).toBe('right')
    expect(gutVerdict(read('bad'), { honored: false, feeling: 'no' })).toBe('right')
    expect(gutVerdict(read('bad'), { honored: true, feeling: 'yes' })).toBe('wrong')
    expect(gutVerdict(read('good'), { honored: false, feeling: 'yes' })).toBe('wrong')
  })

  it('does not judge a mixed or unclear outcome, or one whose ignore question was not answered', () => {
    expect(gutVerdict(read('mixed'), { honored: true, feeling: 'no' })).toBeNull()
    expect(gutVerdict(read('unknown'), { honored: false, feeling: 'no' })).toBeNull()
    expect(gutVerdict(read('good'), { honored: null })).toBeNull()
  })

  it('takes a verdict the outcome states itself ("I knew it")', () => {
    expect(gutVerdict(read('unknown', 'right'), { honored: false, feeling: 'no' })).toBe('right')
    expect(gutVerdict(read('good', 'wrong'), { honored: true, feeling: 'no' })).toBe('wrong')
    expect(gutVerdict(read('unknown', 'right'), { honored: null })).toBe('right')
  })

  it("never judges a 'pause' the person waited on, whatever the outcome says", () => {
    for (const valence of ['good', 'bad', 'mixed', 'unknown'] as const) {
      for (const stated of ['right', 'wrong', null] as const) {
        expect(gutVerdict(read(valence, stated), { honored: true, feeling: 'pause' })).toBeNull()
      }
    }
    expect(waitedOnPause({ honored: true, feeling: 'pause' })).toBe(true)
    expect(waitedOnPause({ honored: false, feeling: 'pause' })).toBe(false)
    expect(waitedOnPause({ honored: true, feeling: 'no' })).toBe(false)
  })

  it("judges a 'pause' the person did not wait for like any gut set aside", () => {
    expect(gutVerdict(read('bad'), { honored: false, feeling: 'pause' })).toBe('right')
    expect(gutVerdict(read('good'), { honored: false, feeling: 'pause' })).toBe('wrong')
  })
})
