import type { GutStrength, SignalItem } from '@hara/core'
import { describe, expect, it } from 'vitest'
import { signalsAnalysis } from './signals'

/** A tight chest the person followed, right (it went well) or not, at a strength. */
const item = (strength: GutStrength | null, right: boolean): SignalItem => ({
  sensation: 'Tight chest',
  gutFeeling: 'no',
  honored: true,
  willIgnore: 'no',
  consequence: right ? 'It went well.' : 'It went badly.',
  ...(strength ? { strength } : {}),
})

const times = (n: number, strength: GutStrength | null, right: boolean) =>
  Array.from({ length: n }, () => item(strength, right))

const insight = (items: SignalItem[]) => {
  const body = signalsAnalysis(items).body
  return 'signals' in body ? body.signals[0]!.insight : ''
}

describe("a signal's accuracy by strength", () => {
  it('says where one strength of a signal stands out from the rest of it', () => {
    const text = insight([
      ...times(5, 'strong', true),
      ...times(3, 'faint', false),
      ...times(2, null, false),
      ...times(1, null, true),
    ])
    expect(text).toContain(
      'When it was strong, it proved right 5 of 5 times; the rest of the time, right 1 of 6.',
    )
  })

  it('says nothing by strength below the evidence a finding needs, or without strength', () => {
    expect(
      insight([
        ...times(3, 'strong', true),
        ...times(3, 'faint', false),
        ...times(2, null, true),
        ...times(2, null, false),
      ]),
    ).not.toMatch(/When it was/)
    expect(insight([...times(5, null, true), ...times(4, null, false)])).not.toMatch(/When it was/)
  })
})
