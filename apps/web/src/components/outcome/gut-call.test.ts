import { describe, expect, it } from 'vitest'
import { gutCall } from './gut-call'

describe('gutCall', () => {
  it('says what the gut said and whether it was followed', () => {
    expect(gutCall({ gutFeeling: 'no', willIgnore: 'yes' })).toBe(
      'Your gut said “no”, and you went against it.',
    )
    expect(gutCall({ gutFeeling: 'yes', willIgnore: 'no' })).toBe(
      'Your gut said “yes”, and you followed it.',
    )
    expect(gutCall({ gutFeeling: 'pause', willIgnore: 'not-sure' })).toBe(
      'Your gut said “pause”, and you weren’t sure about following it.',
    )
  })

  it('says only the gut without a follow answer, and nothing without a gut answer', () => {
    expect(gutCall({ gutFeeling: 'yes' })).toBe('Your gut said “yes”.')
    expect(gutCall({})).toBeNull()
  })
})
