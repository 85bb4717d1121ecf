import { describe, expect, it } from 'vitest'
import { daysAgoLabel } from './days-ago-label'

describe('how long ago a decision was tracked', () => {
  it('says how long ago, in calendar days', () => {
    expect(daysAgoLabel('2026-11-02', '2026-11-02')).toBe('Today')
    expect(daysAgoLabel('2026-11-02', '2026-11-03')).toBe('Yesterday')
    expect(daysAgoLabel('2026-11-02', '2026-11-05')).toBe('3 days ago')
    expect(daysAgoLabel('2026-11-02', '2026-11-08')).toBe('6 days ago')
    expect(daysAgoLabel('2026-11-02', '2026-11-09')).toBe('Nov 2')
    expect(daysAgoLabel('2025-12-30', '2026-01-09')).toBe('Dec 30, 2025')
  })
})
