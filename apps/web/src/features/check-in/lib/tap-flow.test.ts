import { describe, expect, it } from 'vitest'
import { parseTapFlow, previousStep, progressOf, stepAfterIgnore, TAP_STEPS } from './tap-flow'

describe('tap flow', () => {
  it('goes to gentle-reminder only when ignoring, congratulations otherwise', () => {
    expect(stepAfterIgnore('yes')).toBe('gentle-reminder')
    expect(stepAfterIgnore('no')).toBe('congratulations')
    expect(stepAfterIgnore('not-sure')).toBe('congratulations')
  })

  it('walks back one step at a time, and out of the flow from the first step', () => {
    const back = (step: (typeof TAP_STEPS)[number]) => previousStep({ step, fields: {} })
    expect(back('context')).toBeNull()
    expect(back('describe')).toBe('context')
    expect(back('body')).toBe('describe')
    expect(back('gut')).toBe('body')
    expect(back('ignore')).toBe('gut')
    expect(back('gentle-reminder')).toBe('ignore')
    expect(back('decision')).toBe('gentle-reminder')
    expect(back('congratulations')).toBe('ignore')
  })

  it('reports progress that never runs past its total', () => {
    for (const step of TAP_STEPS) {
      const { index, total } = progressOf(step)
      expect(index).toBeGreaterThanOrEqual(1)
      expect(index).toBeLessThanOrEqual(total)
    }
  })

  it('restores only well-formed drafts', () => {
    expect(parseTapFlow(null)).toBeUndefined()
    expect(parseTapFlow({ step: 'nowhere', fields: {} })).toBeUndefined()
    expect(parseTapFlow({ step: 'gut' })).toBeUndefined()
    expect(
      parseTapFlow({
        step: 'gut',
        fields: {
          context: 'Work',
          description: 'x',
          bodySensation: 'Tight chest',
          gutFeeling: 'maybe',
          willIgnore: 'no',
          extra: 1,
        },
      }),
    ).toEqual({
      step: 'gut',
      fields: { context: 'Work', description: 'x', bodySensation: 'Tight chest', willIgnore: 'no' },
    })
  })

  it('resumes a draft at the first question it has no answer to, never at a save without one', () => {
    const answers = {
      context: 'Work',
      description: 'An offer',
      bodySensation: 'Tight chest',
      gutFeeling: 'yes',
      willIgnore: 'no',
    }
    const resumed = (fields: Record<string, unknown>) =>
      parseTapFlow({ step: 'congratulations', fields })?.step
    expect(resumed(answers)).toBe('congratulations')
    expect(resumed({ ...answers, description: '  ' })).toBe('describe')
    expect(resumed({ ...answers, description: undefined })).toBe('describe')
    expect(resumed({ ...answers, bodySensation: '' })).toBe('body')
    expect(resumed({ ...answers, gutFeeling: 'maybe' })).toBe('gut')
    expect(resumed({ ...answers, willIgnore: undefined })).toBe('ignore')
    expect(parseTapFlow({ step: 'describe', fields: { context: 'Work' } })?.step).toBe('describe')
  })
})
