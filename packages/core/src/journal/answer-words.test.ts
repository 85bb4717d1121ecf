import { describe, expect, it } from 'vitest'
import { ANSWER_WORDS, gutAnswerParts } from './answer-words'

describe('how the answer to "Will you ignore it?" is told', () => {
  it('tells "Not sure" as its own answer, on a card and in a count, never as ignored', () => {
    expect(gutAnswerParts({ gutFeeling: 'no', willIgnore: 'not-sure' })).toEqual(['no', 'Not sure'])
    expect(gutAnswerParts({ gutFeeling: 'yes', willIgnore: 'yes' })).toEqual(['yes', 'Ignored it'])
    expect(gutAnswerParts({ gutFeeling: 'pause', willIgnore: 'no' })).toEqual([
      'pause',
      'Honored it',
    ])
    expect(ANSWER_WORDS['not-sure'].count).toBe("weren't sure")
  })

  it('says nothing of answers a voice check-in never gave', () => {
    expect(gutAnswerParts({})).toEqual([])
    expect(gutAnswerParts({ gutFeeling: 'no' })).toEqual(['no'])
  })
})
