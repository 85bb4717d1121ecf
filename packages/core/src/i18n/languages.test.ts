import { describe, expect, it } from 'vitest'
import { isLanguage, languageFromPhone } from './languages'

describe('languageFromPhone', () => {
  it('takes the first of the phone languages Hara speaks, by its primary subtag', () => {
    expect(languageFromPhone(['fr-FR', 'es-MX', 'de-DE'])).toBe('es')
    expect(languageFromPhone(['de_AT'])).toBe('de')
    expect(languageFromPhone(['EN-gb', 'de'])).toBe('en')
  })

  it('is English when the phone lists none Hara speaks, or none at all', () => {
    expect(languageFromPhone(['fr', 'ja-JP'])).toBe('en')
    expect(languageFromPhone([])).toBe('en')
  })
})

describe('isLanguage', () => {
  it('accepts only the three languages', () => {
    expect(['en', 'es', 'de'].every(isLanguage)).toBe(true)
    expect([' en', 'EN', 'fr', '', null, 3].some(isLanguage)).toBe(false)
  })
})
