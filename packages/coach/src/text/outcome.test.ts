import { describe, expect, it } from 'vitest'
import { judgeOutcome, readOutcome } from './outcome'

describe('readOutcome', () => {
  it('reads regret said as a wish as bad', () => {
    expect(readOutcome('I should have said no').valence).toBe('bad')
    expect(readOutcome('If only I had waited').valence).toBe('bad')
  })

  it('reads relief as good, and negated regret as relief', () => {
    expect(readOutcome('Dodged a bullet').valence).toBe('good')
    expect(readOutcome("I don't regret it").valence).toBe('good')
  })

  it('treats decision words as neutral', () => {
    expect(readOutcome('I ignored it').valence).toBe('unknown')
    expect(readOutcome('I said no and walked away').valence).toBe('unknown')
  })

  it('reads pending outcomes as unknown and states a verdict when the text does', () => {
    expect(readOutcome('Still waiting, too early').valence).toBe('unknown')
    expect(readOutcome('Called it').statedVerdict).toBe('right')
    expect(readOutcome('Worried for nothing').statedVerdict).toBe('wrong')
  })

  it('makes equal clauses that disagree mixed', () => {
    expect(readOutcome('It worked out, but I regret how I said it').valence).toBe('mixed')
  })

  it('reads an empty text as unknown', () => {
    expect(readOutcome('   ')).toEqual({ valence: 'unknown', statedVerdict: null })
  })
})

describe('judgeOutcome', () => {
  it('judges the gut from the decision and the tone', () => {
    expect(judgeOutcome('It went great', true)).toEqual({ valence: 'good', gut: 'right' })
    expect(judgeOutcome('It went great', false)).toEqual({ valence: 'good', gut: 'wrong' })
    expect(judgeOutcome('It was awful', true)).toEqual({ valence: 'bad', gut: 'wrong' })
    expect(judgeOutcome('It was awful', false)).toEqual({ valence: 'bad', gut: 'right' })
  })

  it('cannot judge without an outcome, a decision or a clear tone', () => {
    expect(judgeOutcome(null, true)).toEqual({ valence: 'unknown', gut: null })
    expect(judgeOutcome('It went great', null)).toEqual({ valence: 'good', gut: null })
    expect(judgeOutcome('Not sure yet', true)).toEqual({ valence: 'unknown', gut: null })
  })

  it('lets a stated verdict settle an unclear tone', () => {
    expect(judgeOutcome('Called it', false)).toEqual({ valence: 'bad', gut: 'right' })
    expect(judgeOutcome('Called it', true)).toEqual({ valence: 'good', gut: 'right' })
  })

  it("never judges a 'pause' the person waited on, and judges one they did not wait for", () => {
    expect(judgeOutcome('It went great', true, 'pause')).toEqual({ valence: 'good', gut: null })
    expect(judgeOutcome('Called it', true, 'pause').gut).toBeNull()
    expect(judgeOutcome('It was awful', false, 'pause')).toEqual({ valence: 'bad', gut: 'right' })
    expect(judgeOutcome('It went great', false, 'pause')).toEqual({ valence: 'good', gut: 'wrong' })
    expect(judgeOutcome('It went great', true, 'no')).toEqual({ valence: 'good', gut: 'right' })
  })

  it('judges the unambiguous outcome sentences a person writes', () => {
    const honored = ['It went really well, glad I listened.', 'Best decision, it worked out great.']
    const regretted = ['I regret it, it went badly.', 'Big mistake, it was a disaster.']
    for (const text of honored) expect(judgeOutcome(text, true, 'no').gut).toBe('right')
    for (const text of regretted) expect(judgeOutcome(text, true, 'no').gut).toBe('wrong')
    for (const text of regretted) expect(judgeOutcome(text, false, 'no').gut).toBe('right')
  })
})

describe("the person's own verdict", () => {
  it('wins over the words, and a Yes or a No settles the tone the patterns read', () => {
    const good = 'It went really well, glad I listened.'
    expect(judgeOutcome(good, true, 'no')).toEqual({ valence: 'good', gut: 'right' })
    expect(judgeOutcome(good, true, 'no', 'wrong')).toEqual({ valence: 'bad', gut: 'wrong' })
    expect(judgeOutcome(good, false, 'no', 'right')).toEqual({ valence: 'bad', gut: 'right' })
    expect(judgeOutcome(good, true, 'no', 'hard-to-say').gut).toBeNull()
    expect(judgeOutcome('Ni idea todavía', null, 'no', 'right').gut).toBe('right')
  })
})
