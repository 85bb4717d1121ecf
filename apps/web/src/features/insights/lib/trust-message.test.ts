import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { TRUST_MESSAGES, trustMessage } from './trust-message'

describe('trust messages', () => {
  it('has a short text for every band', () => {
    for (const text of Object.values(TRUST_MESSAGES)) {
      expect(i18n._(text).length).toBeGreaterThan(0)
      expect(i18n._(text).length).toBeLessThan(100)
    }
  })

  it('says the message of the band the shown percent falls in', () => {
    expect(trustMessage({ honored: 1, answered: 1, percent: 100 })).toBe(TRUST_MESSAGES.strong)
    expect(trustMessage({ honored: 1, answered: 2, percent: 50 })).toBe(TRUST_MESSAGES.growing)
    expect(trustMessage({ honored: 1, answered: 1000, percent: 0 })).toBe(TRUST_MESSAGES.starting)
    expect(trustMessage({ honored: 0, answered: 3, percent: 0 })).toBe(TRUST_MESSAGES.zero)
    expect(trustMessage({ honored: 0, answered: 0, percent: null })).toBe(TRUST_MESSAGES.none)
  })
})
