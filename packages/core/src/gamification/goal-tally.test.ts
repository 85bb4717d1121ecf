import { describe, expect, it } from 'vitest'
import { checkInDays, judgedByMonth } from './goal-tally'
import type { Entry } from '../journal/entry-schema'
import { EMPTY_SUMMARY, summaryAfter, summaryOf } from '../journal/journal-summary'
import { journal, tapDraft } from '../test/fixtures'

const [first, second] = journal([
  { at: '2026-02-27T10:00:00Z', draft: tapDraft({ gutFeeling: 'no', willIgnore: 'no' }) },
  { at: '2026-03-01T10:00:00Z', draft: tapDraft({ gutFeeling: 'no', willIgnore: 'yes' }) },
]).entries as [Entry, Entry]

const judged = (entry: Entry, ownVerdict: Entry['ownVerdict']): Entry => ({
  ...entry,
  consequence: 'Glad I waited',
  consequenceDate: '2026-03-10T10:00:00.000Z',
  ...(ownVerdict ? { ownVerdict } : {}),
})

describe('what the long goals read of the summary', () => {
  it('counts a no honored, not a no set aside', () => {
    expect(summaryOf([first]).honoredNos).toBe(1)
    expect(summaryOf([second]).honoredNos).toBe(0)
  })

  it("judges an outcome by the person's own Yes or No only, by the check-in's month", () => {
    const days = (entry: Entry) => judgedByMonth(summaryOf([entry]).days)
    expect(days(judged(first, 'right'))).toEqual({ '2026-02': 1 })
    expect(days(judged(second, 'wrong'))).toEqual({ '2026-03': 1 })
    expect(days(judged(first, 'hard-to-say'))).toEqual({})
    expect(days(judged(first, undefined))).toEqual({})
    // A Yes without an outcome's words judges nothing.
    expect(days({ ...first, ownVerdict: 'right' })).toEqual({})
  })

  it('follows an entry added, changed and removed, by its day', () => {
    const one = summaryAfter(EMPTY_SUMMARY, null, first)
    expect(checkInDays(one.days)).toEqual(['2026-02-27'])
    const two = summaryAfter(one, null, judged(second, 'wrong'))
    expect(checkInDays(two.days)).toEqual(['2026-02-27', '2026-03-01'])
    expect(judgedByMonth(two.days)).toEqual({ '2026-03': 1 })
    const unjudged = summaryAfter(two, judged(second, 'wrong'), judged(second, 'hard-to-say'))
    expect(judgedByMonth(unjudged.days)).toEqual({})
    const gone = summaryAfter(
      summaryAfter(unjudged, judged(second, 'hard-to-say'), null),
      first,
      null,
    )
    expect(checkInDays(gone.days)).toEqual([])
    expect(gone.honoredNos).toBe(0)
  })
})
