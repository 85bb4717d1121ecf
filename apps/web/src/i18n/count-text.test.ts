import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { countIntlMade } from '@/test/intl-made'
import { countText, pluralForm } from './count-text'

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

describe('the form of a count, without Intl.PluralRules', () => {
  it.each(['en', 'es', 'de'])('is the form Intl.PluralRules gives in %s', (locale) => {
    const intl = new Intl.PluralRules(locale)
    const counts = fc.oneof(
      fc.integer({ min: 0, max: 3_000 }),
      fc.integer({ min: 0, max: 1_000 }).map((n) => n * 1_000_000),
      fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
    )
    fc.assert(
      fc.property(counts, (count) => {
        expect(pluralForm(count, locale)).toBe(intl.select(count))
      }),
    )
    for (const count of [0, 1, 2, 999_999, 1_000_000, 1_000_001, 2_000_000]) {
      expect(pluralForm(count, locale)).toBe(intl.select(count))
    }
  })

  it('makes no Intl.PluralRules for a whole count in English, Spanish or German', () => {
    const rules = countIntlMade('PluralRules')
    try {
      for (const locale of ['en', 'es', 'de'])
        for (const n of [0, 1, 7, 10_000]) pluralForm(n, locale)
      expect(rules.made()).toBe(0)
      // A fraction, or another language, is Intl's.
      expect(pluralForm(1.5, 'en')).toBe('other')
      expect(pluralForm(1, 'fr')).toBe('one')
      expect(rules.made()).toBe(2)
    } finally {
      rules.restore()
    }
  })
})
