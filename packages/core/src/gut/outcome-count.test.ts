import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { countOutcome, gutVerdict, type OutcomeValence } from './gut-verdict'

const read = (valence: OutcomeValence, statedVerdict: 'right' | 'wrong' | null = null) => ({
  valence,
  statedVerdict,
})

const readings = fc.record({
  valence: fc.constantFrom<OutcomeValence>('good', 'bad', 'mixed', 'unknown'),
  statedVerdict: fc.constantFrom<'right' | 'wrong' | null>('right', 'wrong', null),
})
const calls = fc.record({
  honored: fc.constantFrom(true, false, null),
  feeling: fc.constantFrom('yes' as const, 'no' as const, 'pause' as const, null),
  own: fc.constantFrom('right' as const, 'wrong' as const, 'hard-to-say' as const, null),
})

describe('how an outcome counts: right, wrong, or neither', () => {
  it('counts "Hard to say" as neither, in tone and verdict, whatever the words say', () => {
    fc.assert(
      fc.property(readings, calls, (reading, call) => {
        expect(countOutcome(reading, { ...call, own: 'hard-to-say' })).toEqual({
          valence: 'unknown',
          verdict: null,
        })
      }),
    )
    // The words read as bad after going against the gut: still not "turned out badly".
    expect(
      countOutcome(read('bad'), { honored: false, feeling: 'no', own: 'hard-to-say' }),
    ).toEqual({ valence: 'unknown', verdict: null })
  })

  it('gives the verdict rule’s verdict; a Yes or a No on an answered path settles the tone to match', () => {
    fc.assert(
      fc.property(readings, calls, (reading, call) => {
        const { valence, verdict } = countOutcome(reading, call)
        if (call.own !== 'hard-to-say') expect(verdict).toBe(gutVerdict(reading, call))
        if ((call.own === 'right' || call.own === 'wrong') && call.honored !== null) {
          expect(valence).toBe((call.own === 'right') === call.honored ? 'good' : 'bad')
        }
      }),
    )
  })

  it('lets a Yes or a No settle how it went: set aside and the gut was right means it went badly', () => {
    expect(countOutcome(read('good'), { honored: false, own: 'right' })).toEqual({
      valence: 'bad',
      verdict: 'right',
    })
    expect(countOutcome(read('bad'), { honored: true, own: 'right' })).toEqual({
      valence: 'good',
      verdict: 'right',
    })
    expect(countOutcome(read('unknown', 'right'), { honored: false })).toEqual({
      valence: 'bad',
      verdict: 'right',
    })
    expect(countOutcome(read('mixed'), { honored: true })).toEqual({
      valence: 'mixed',
      verdict: null,
    })
  })
})
