import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { syntheticJournal } from '../test/synthetic-journal'
import { factsOf } from './entry-facts'
import { mine } from './miner'
import { recordOf } from './record'

/**
 * The miner sums every combination of factors from the groups of check-ins that share all
 * four; whatever the journal, each cell must count exactly the check-ins of its slice, as a
 * plain count of those check-ins gives.
 */
describe('mine', () => {
  it('counts in every cell exactly what the check-ins of its slice give', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 1, max: 1e6 }), (n, seed) => {
        const facts = factsOf(syntheticJournal(n, seed))
        const mined = mine(facts)
        for (const cell of mined.cells) {
          const members = mined.membersOf(cell.slice)
          const expected = recordOf(members.map((i) => facts[i]!))
          expect(cell.record.honored.total).toBe(expected.honored.total)
          expect(cell.record.ignored.total).toBe(expected.ignored.total)
          expect(cell.record.notSure.total).toBe(expected.notSure.total)
          for (const path of ['honored', 'ignored', 'notSure'] as const) {
            expect(cell.record[path].good).toBe(expected[path].good)
            expect(cell.record[path].bad).toBe(expected[path].bad)
          }
        }
      }),
      { numRuns: 25 },
    )
    // Twenty-five journals of up to 400 check-ins, every cell checked: a few seconds of work.
  }, 30_000)
})
