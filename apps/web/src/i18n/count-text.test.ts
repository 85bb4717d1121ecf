import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { countText } from './count-text'

describe('a count, without an Intl formatter', () => {
  it.each(['en', 'es', 'de'])('is written in %s as Intl writes it', (locale) => {
    const intl = new Intl.NumberFormat(locale)
    const counts = fc.oneof(
      fc.integer({ min: 0, max: 20_000 }),
      fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
    )
    fc.assert(
      fc.property(counts, (count) => {
        expect(countText(count, locale)).toBe(intl.format(count))
      }),
    )
    for (const count of [0, 999, 1000, 9999, 10_000, 123_456, 1_234_567]) {
      expect(countText(count, locale)).toBe(intl.format(count))
    }
  })

  it('leaves a fraction, a number below 0 and a language it holds no grouping for to Intl', () => {
    expect(countText(1234.5, 'en')).toBe('1,234.5')
    expect(countText(-12345, 'de')).toBe('-12.345')
    expect(countText(12345, 'fr')).toBe(new Intl.NumberFormat('fr').format(12345))
  })
})
