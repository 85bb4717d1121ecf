import { describe, expect, it } from 'vitest'
import { JOURNALS } from './journals'
import { acrossLanguages, differences, withVerdicts } from './languages'
import { produce } from './produce'

/**
 * The eval in three languages (ADR 0078): every journal's answers make the same claims and
 * show the same figures in English, Spanish and German; and the comparison itself fails a
 * phrasebook that drops a claim, changes a figure or leaves English in place.
 */

const maya = JOURNALS.find((j) => j.id === 'maya')!

describe('the coach in English, Spanish and German', () => {
  it('makes the same claims and shows the same figures in every journal', () => {
    expect(JOURNALS.flatMap((journal) => acrossLanguages(journal))).toEqual([])
  })

  it('judges every outcome of the journals compared by the writer’s own verdict', () => {
    for (const journal of JOURNALS) {
      const open = withVerdicts(journal).entries.filter(
        (e) => e.consequence && e.willIgnore && !e.ownVerdict,
      )
      expect(open, journal.id).toEqual([])
    }
  })
})

describe('the comparison fails', () => {
  const english = produce(withVerdicts(maya), 'en')
  const spanish = produce(withVerdicts(maya), 'es')
  const focus = (list: typeof english) => list.find((p) => p.type === 'daily_focus')!

  it('on a changed figure, a dropped claim and a sentence left in English', () => {
    const base = focus(english)
    const said = focus(spanish)
    const unit = said.units[0]!
    const changed = { ...said, units: [{ ...unit, text: unit.text.replace(/\d+/, '99') }] }
    expect(differences('maya', 'es', base, changed).map((d) => d.problem)).toEqual([
      expect.stringMatching(/^focus: figures .*99/),
    ])
    const dropped = { ...said, claims: said.claims.slice(1) }
    expect(differences('maya', 'es', base, dropped).map((d) => d.problem)).toEqual([
      'claims differ: 1 not made, 0 not in English',
    ])
    expect(differences('maya', 'es', base, base).map((d) => d.problem)).toEqual([
      'focus: said in English',
    ])
  })
})
