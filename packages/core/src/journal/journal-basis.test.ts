import { describe, expect, it } from 'vitest'
import { saveCheckIn } from '../test/list-journal'
import { INITIAL_GAMIFICATION_STATE } from '../gamification/gamification-state'
import { tapDraft, uuid, voiceDraft } from '../test/fixtures'
import type { Entry } from './entry-schema'
import { journalBasis, summaryAfter, summaryOf } from './journal-summary'

/**
 * What the coach's answers of a day are made from (ADR 0052): the same for the same entries on
 * any phone, whatever their order or the way they came in, and another for any change of one.
 */

const START = Date.parse('2025-03-01T08:00:00Z')

function journal(): Entry[] {
  let entries: Entry[] = []
  const drafts = [tapDraft(), voiceDraft(), tapDraft({ decision: 'Sign the lease' })]
  drafts.forEach((draft, i) => {
    const context = { id: uuid(i + 1), now: START + i * 3_600_000, timeZone: 'UTC' }
    entries = saveCheckIn(INITIAL_GAMIFICATION_STATE, entries, draft, context).entries
  })
  return entries
}

describe('the journal’s basis', () => {
  it('is the same for the same entries in any order, and kept step by step as it is made whole', () => {
    const entries = journal()
    const basis = journalBasis(summaryOf(entries))
    expect(journalBasis(summaryOf([...entries].reverse()))).toBe(basis)
    // Keys in another order (a merge, a sync) are the same entry.
    const reordered = entries.map(
      (entry) => Object.fromEntries(Object.entries(entry).reverse()) as Entry,
    )
    expect(journalBasis(summaryOf(reordered))).toBe(basis)
    let summary = summaryOf([])
    for (const entry of entries) summary = summaryAfter(summary, null, entry)
    expect(journalBasis(summary)).toBe(basis)
  })

  it('changes with a word, an outcome or a delete, and comes back when the change is undone', () => {
    const entries = journal()
    const before = summaryOf(entries)
    const first = entries[0]!
    const edited = { ...first, description: `${(first as { description: string }).description}!` }
    const afterEdit = summaryAfter(before, first, edited as Entry)
    expect(journalBasis(afterEdit)).not.toBe(journalBasis(before))
    expect(journalBasis(summaryAfter(afterEdit, edited as Entry, first))).toBe(journalBasis(before))

    const outcome = {
      ...first,
      consequence: 'It went well.',
      consequenceDate: '2025-03-02T10:00:00.000Z',
    }
    expect(journalBasis(summaryAfter(before, first, outcome as Entry))).not.toBe(
      journalBasis(before),
    )
    const deleted = summaryAfter(before, first, null)
    expect(journalBasis(deleted)).not.toBe(journalBasis(before))
    expect(journalBasis(summaryAfter(deleted, null, first))).toBe(journalBasis(before))
  })
})
