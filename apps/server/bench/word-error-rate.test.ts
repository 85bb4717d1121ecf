import { describe, expect, it } from 'vitest'
import { wordErrors, words } from './word-error-rate'

describe('word error rate', () => {
  it('counts substitutions, insertions and deletions', () => {
    const reference = words('He was not an ill-disposed young man.')
    expect(reference).toEqual(['he', 'was', 'not', 'an', 'ill', 'disposed', 'young', 'man'])
    expect(wordErrors(reference, reference)).toBe(0)
    expect(wordErrors(reference, words('he was not until this blows young man'))).toBe(3)
    expect(wordErrors(reference, [])).toBe(8)
    expect(wordErrors([], words('extra words'))).toBe(2)
  })
})
