import type { TapDraft, VoiceDraft } from '@hara/core'
import { vi } from 'vitest'

/** Builders shared by the journal store's tests. */

export const tap = (overrides: Partial<TapDraft> = {}): TapDraft => ({
  mode: 'tap',
  context: 'Work',
  description: 'Asked to take on a second project',
  bodySensation: 'Tight chest',
  gutFeeling: 'no',
  willIgnore: 'no',
  decision: null,
  ...overrides,
})

export const voice = (overrides: Partial<VoiceDraft> = {}): VoiceDraft => ({
  mode: 'voice',
  transcript: 'Something about the offer feels off',
  label: 'unease',
  wantsResponse: false,
  aiInsights: '',
  ...overrides,
})

/** A trust analysis as the coach answers it. */
export const trust = {
  honoredPercentage: 100,
  ignoredPercentage: 0,
  honoredOutcome: 'Good',
  ignoredOutcome: 'None yet',
  recommendation: 'Keep going',
}

export const stored = (key: string) => localStorage.getItem(key)
export const storedJson = (key: string) => JSON.parse(stored(key) ?? 'null') as unknown

export function quotaExceeded() {
  return vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  })
}
