import { afterEach, describe, expect, it } from 'vitest'
import { speak } from '@/i18n/language'
import { countIntlMade } from '@/test/intl-made'
import { relativeTime } from './relative-time'

const NOW = Date.parse('2025-11-20T12:00:00Z')
const UTC = { timeZone: 'UTC' }
const ago = (ms: number) => NOW - ms
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe('relative time', () => {
  it("says 'Just now' under a minute, and for a time in the future", () => {
    expect(relativeTime(NOW, NOW, UTC)).toBe('Just now')
    expect(relativeTime(ago(59_999), NOW, UTC)).toBe('Just now')
    expect(relativeTime(NOW + HOUR, NOW, UTC)).toBe('Just now')
  })

  it("says 'N min ago' under 60 minutes", () => {
    expect(relativeTime(ago(MINUTE), NOW, UTC)).toBe('1 min ago')
    expect(relativeTime(ago(59 * MINUTE + 59_000), NOW, UTC)).toBe('59 min ago')
  })

  it("says 'Nh ago' under 24 hours", () => {
    expect(relativeTime(ago(HOUR), NOW, UTC)).toBe('1h ago')
    expect(relativeTime(ago(DAY - 1), NOW, UTC)).toBe('23h ago')
  })

  it("says 'Yesterday' at 1 day and 'N days ago' under 7 days", () => {
    expect(relativeTime(ago(DAY), NOW, UTC)).toBe('Yesterday')
    expect(relativeTime(ago(2 * DAY - 1), NOW, UTC)).toBe('Yesterday')
    expect(relativeTime(ago(2 * DAY), NOW, UTC)).toBe('2 days ago')
    expect(relativeTime(ago(7 * DAY - 1), NOW, UTC)).toBe('6 days ago')
  })

  it('shows a date from 7 days on, with the year when not the current year', () => {
    expect(relativeTime(ago(7 * DAY), NOW, UTC)).toBe('Nov 13')
    expect(relativeTime('2025-11-03T08:00:00.000Z', NOW, UTC)).toBe('Nov 3')
    expect(relativeTime(new Date('2024-11-03T08:00:00.000Z'), NOW, UTC)).toBe('Nov 3, 2024')
  })

  it('uses the time zone and locale given', () => {
    const late = '2025-11-03T23:30:00.000Z'
    expect(relativeTime(late, NOW, { timeZone: 'Asia/Tokyo' })).toBe('Nov 4')
    expect(relativeTime(late, NOW, { timeZone: 'UTC', locale: 'de-DE' })).toBe('3. Nov.')
    // New Year's Eve in New York is already next year in UTC.
    const newYear = Date.parse('2026-01-01T03:00:00Z')
    expect(relativeTime('2025-12-20T12:00:00Z', newYear, { timeZone: 'America/New_York' })).toBe(
      'Dec 20',
    )
    expect(relativeTime('2025-12-20T12:00:00Z', newYear, UTC)).toBe('Dec 20, 2025')
  })

  it('writes a page of old dates without a date formatter for each card: none in English, one per form in German', () => {
    const formatters = countIntlMade('DateTimeFormat')
    const old = (days: number) => ago(days * DAY)
    try {
      // The zone's own calendar, made once for the first card (core's localDay).
      relativeTime(old(7), NOW, UTC)
      formatters.reset()
      for (let days = 7; days < 7 + 400; days += 3) relativeTime(old(days), NOW, UTC)
      expect(formatters.made()).toBe(0)
      const german = { timeZone: 'UTC', locale: 'de-DE' }
      for (let days = 7; days < 7 + 400; days += 3) relativeTime(old(days), NOW, german)
      // The day and month, and the day, month and year.
      expect(formatters.made()).toBeLessThanOrEqual(2)
      expect(relativeTime(old(400), NOW, german)).toBe('16. Okt. 2024')
    } finally {
      formatters.restore()
    }
  })

  describe('in the language spoken', () => {
    afterEach(() => speak('en'))

    it('counts in Spanish and dates in German, through Intl', async () => {
      await speak('es')
      expect(relativeTime(ago(2 * DAY), NOW, UTC)).toBe('hace 2 días')
      expect(relativeTime(ago(DAY), NOW, UTC)).toBe('Ayer')
      expect(relativeTime(ago(5 * MINUTE), NOW, UTC)).toBe('hace 5 min')
      await speak('de')
      expect(relativeTime(ago(3 * HOUR), NOW, UTC)).toBe('vor 3 Std.')
      expect(relativeTime('2025-11-03T08:00:00.000Z', NOW, UTC)).toBe('3. Nov.')
    })
  })
})
