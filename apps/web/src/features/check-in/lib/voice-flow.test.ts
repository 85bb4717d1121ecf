import { describe, expect, it } from 'vitest'
import {
  previousVoiceStep,
  stepAfterResponse,
  voiceProgressOf,
  voiceStepAfterIgnore,
  type VoiceStep,
} from './voice-flow'

const back = (step: VoiceStep, wantsResponse?: boolean) =>
  previousVoiceStep({ step, fields: { wantsResponse } })

describe('voice flow', () => {
  it('personalized guidance goes through the analysis; just record skips to gut', () => {
    expect(stepAfterResponse(true)).toBe('analyzing')
    expect(stepAfterResponse(false)).toBe('gut')
  })

  it('ignoring leads to the gentle reminder, honoring or unsure to congratulations', () => {
    expect(voiceStepAfterIgnore('yes')).toBe('gentle-reminder')
    expect(voiceStepAfterIgnore('no')).toBe('congratulations')
    expect(voiceStepAfterIgnore('not-sure')).toBe('congratulations')
  })

  it('back arrows go to the previous step that asks something, and home from the first', () => {
    expect(back('recording')).toBeNull()
    expect(back('processing')).toBe('recording')
    expect(back('type-instead')).toBe('recording')
    expect(back('label')).toBe('recording')
    expect(back('response')).toBe('label')
    expect(back('analyzing')).toBe('response')
    expect(back('insights')).toBe('response')
    expect(back('gut', true)).toBe('insights')
    expect(back('gut', false)).toBe('response')
    expect(back('ignore')).toBe('gut')
    expect(back('gentle-reminder')).toBe('ignore')
    expect(back('congratulations')).toBe('ignore')
  })

  it('progress only moves forward along the flow', () => {
    const order: VoiceStep[] = [
      'recording',
      'processing',
      'label',
      'response',
      'analyzing',
      'insights',
      'gut',
      'ignore',
      'congratulations',
    ]
    const indexes = order.map((step) => voiceProgressOf(step).index)
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b))
    expect(voiceProgressOf('congratulations')).toEqual({ index: 9, total: 9 })
  })
})
