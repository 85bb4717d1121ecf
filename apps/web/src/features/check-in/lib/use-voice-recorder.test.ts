import { describe, expect, it } from 'vitest'
import { microphoneProblemOf } from './use-voice-recorder'

describe('microphoneProblemOf', () => {
  it('tells a refusal, a missing microphone and a busy one apart', () => {
    expect(microphoneProblemOf(new DOMException('', 'NotAllowedError'))).toBe('denied')
    expect(microphoneProblemOf(new DOMException('', 'SecurityError'))).toBe('denied')
    expect(microphoneProblemOf(new DOMException('', 'NotFoundError'))).toBe('no-microphone')
    expect(microphoneProblemOf(new DOMException('', 'OverconstrainedError'))).toBe('no-microphone')
    expect(microphoneProblemOf(new DOMException('', 'NotReadableError'))).toBe('unavailable')
    expect(microphoneProblemOf(new Error('anything else'))).toBe('unavailable')
  })
})
