import { describe, expect, it } from 'vitest'
import { pseudoText } from './pseudo-text'

describe('pseudoText', () => {
  it('accents every letter, so no plain letter is left', () => {
    expect(pseudoText("Today's focus")).not.toMatch(/[A-Za-z]/)
  })

  it('makes a text about a third longer', () => {
    const english = 'Learn to trust your gut, one signal at a time.'
    const length = [...pseudoText(english)].length
    expect(length / english.length).toBeGreaterThan(1.25)
    expect(length / english.length).toBeLessThan(1.45)
  })

  it('leaves what is not a letter as it is', () => {
    expect(pseudoText('+100 XP · 3/5')).toMatch(/^\+100 ẊÞ · 3\/5/)
    expect(pseudoText('')).toBe('')
  })
})
