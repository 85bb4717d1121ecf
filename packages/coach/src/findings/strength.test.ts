import type { CoachEntry, GutStrength } from '@hara/core'
import { describe, expect, it } from 'vitest'
import { tap } from '../test/journals'
import { readJournal } from './read-journal'

/** A followed gut that proved right (it went well) or wrong (it went badly). */
function checkIn(context: string, strength: GutStrength | null, right: boolean): CoachEntry {
  const entry = tap({ context, honored: true, outcome: right ? 'It went well.' : 'It went badly.' })
  return strength === null ? entry : { ...entry, strength }
}

const times = (n: number, make: () => CoachEntry) => Array.from({ length: n }, make)

/** The rest of the journal: eight check-ins about health, three of them right. */
const rest = () => [
  ...times(3, () => checkIn('Health', 'faint', true)),
  ...times(3, () => checkIn('Health', 'faint', false)),
  ...times(2, () => checkIn('Health', null, false)),
]

const strengthFindings = (entries: CoachEntry[]) =>
  readJournal(entries).findings.filter((f) => f.kind === 'strength-right')

describe('the coach reads how strong the gut felt', () => {
  it('finds where a strong gut has been right, against the rest of the journal', () => {
    const found = strengthFindings([...times(6, () => checkIn('Work', 'strong', true)), ...rest()])
    expect(found.map((f) => f.observation)).toContain(
      'When your gut was strong at work, it was right 6 of 6 times; the rest of the time it was right 3 of 8 times.',
    )
    const finding = found.find((f) => f.slice.strength === 'strong')!
    expect(finding.main.among).toMatchObject({ context: 'Work', strength: 'strong' })
    expect(finding.claims[1]!.among.outside).toEqual({ strength: 'strong', context: 'Work' })
  })

  it('says nothing from fewer judged outcomes than a finding across factors needs', () => {
    const found = strengthFindings([...times(3, () => checkIn('Work', 'strong', true)), ...rest()])
    expect(found.filter((f) => f.slice.strength === 'strong')).toEqual([])
  })

  it('says nothing where a strength is right no more often than the rest', () => {
    const found = strengthFindings([
      ...times(3, () => checkIn('Work', 'strong', true)),
      ...times(3, () => checkIn('Work', 'strong', false)),
      ...times(4, () => checkIn('Health', 'faint', true)),
      ...times(4, () => checkIn('Health', 'faint', false)),
    ])
    expect(found).toEqual([])
  })

  it('counts a check-in without a strength at no level, only in the rest', () => {
    const found = strengthFindings([
      ...times(6, () => checkIn('Work', 'strong', true)),
      ...times(4, () => checkIn('Work', null, false)),
      ...rest(),
    ])
    expect(found.map((f) => f.main.words)).toContain(
      'When your gut was strong at work, it was right 6 of 6 times',
    )
    const finding = found.find((f) => f.slice.strength === 'strong')!
    expect(finding.claims[1]!.words).toBe('the rest of the time it was right 3 of 12 times')
  })

  it('finds nothing about strength where none was ever said', () => {
    const unrated = [...times(6, () => checkIn('Work', null, true)), ...rest()].map(
      ({ strength: _strength, ...entry }) => entry,
    )
    expect(strengthFindings(unrated)).toEqual([])
  })
})
