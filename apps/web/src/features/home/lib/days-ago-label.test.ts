import { afterEach, describe, expect, it } from 'vitest'
import { agoTextNow } from '@/i18n/core-texts/ago-text'
import { speak } from '@/i18n/language'
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

  describe('in the language spoken', () => {
    afterEach(() => speak('en'))

    it('says days, months and years in German, with a date through Intl', async () => {
      await speak('de')
      expect(daysAgoLabel('2026-11-02', '2026-11-03')).toBe('Gestern')
      expect(daysAgoLabel('2026-11-02', '2026-11-05')).toBe('vor 3 Tagen')
      expect(daysAgoLabel('2025-12-30', '2026-01-09')).toBe('30. Dez. 2025')
      // 'On this day': the core's months ago.
      expect(agoTextNow(1)).toBe('Vor einem Monat')
      expect(agoTextNow(24)).toBe('Vor 2 Jahren')
    })
  })

  it("says 'On this day' in English as the core does", () => {
    expect([1, 5, 12, 36].map(agoTextNow)).toEqual([
      'A month ago',
      '5 months ago',
      'A year ago',
      '3 years ago',
    ])
  })
})
