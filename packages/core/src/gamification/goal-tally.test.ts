import { describe, expect, it } from 'vitest'
import {
  checkInDays,
  EMPTY_GOAL_TALLY,
  goalTallyAfter,
  goalTallyOf,
  honoredNo,
  isGoalTally,
  judgedByOwnVerdict,
} from './goal-tally'
import type { Entry } from '../journal/entry-schema'
import { journal, tapDraft } from '../test-fixtures'

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

describe('the long goals tally', () => {
  it('counts a no honored, not a no set aside', () => {
    expect(honoredNo(first)).toBe(true)
    expect(honoredNo(second)).toBe(false)
  })

  it("judges an outcome by the person's own Yes or No only", () => {
    expect(judgedByOwnVerdict(judged(first, 'right'))).toBe(true)
    expect(judgedByOwnVerdict(judged(first, 'wrong'))).toBe(true)
    expect(judgedByOwnVerdict(judged(first, 'hard-to-say'))).toBe(false)
    expect(judgedByOwnVerdict(judged(first, undefined))).toBe(false)
    expect(judgedByOwnVerdict({ ...first, ownVerdict: 'right' })).toBe(false)
  })

  it('adds, changes and removes an entry by its day and month', () => {
    const one = goalTallyAfter(EMPTY_GOAL_TALLY, null, first)
    expect(checkInDays(one)).toEqual(['2026-02-27'])
    expect(one).toMatchObject({ honoredNos: 1, judged: {} })
    expect(one.days['2026-02']?.[26]).toBe(1)
    const two = goalTallyAfter(one, null, judged(second, 'wrong'))
    expect(checkInDays(two)).toEqual(['2026-02-27', '2026-03-01'])
    expect(two).toMatchObject({ honoredNos: 1, judged: { '2026-03': 1 } })
    const again = goalTallyAfter(two, null, { ...first, id: second.id.replace('2', '3') })
    expect(again.days['2026-02']?.[26]).toBe(2)
    expect(goalTallyAfter(again, first, null).days['2026-02']?.[26]).toBe(1)
    expect(two).toEqual(goalTallyOf([first, judged(second, 'wrong')]))
    const unjudged = goalTallyAfter(two, judged(second, 'wrong'), judged(second, 'hard-to-say'))
    expect(unjudged.judged).toEqual({})
    expect(goalTallyAfter(goalTallyAfter(unjudged, second, null), first, null)).toEqual(
      EMPTY_GOAL_TALLY,
    )
  })

  it('reads a stored tally, and not a summary stored before it existed', () => {
    expect(isGoalTally(goalTallyOf([first, judged(second, 'right')]))).toBe(true)
    expect(isGoalTally(EMPTY_GOAL_TALLY)).toBe(true)
    expect(isGoalTally(undefined)).toBe(false)
    expect(isGoalTally({ days: {}, honoredNos: -1, judged: {} })).toBe(false)
    expect(isGoalTally({ days: { yesterday: 1 }, honoredNos: 0, judged: {} })).toBe(false)
    expect(isGoalTally({ days: { '2026-03-01': 1 }, honoredNos: 0, judged: {} })).toBe(false)
    expect(isGoalTally({ days: { '2026-03': [1, 2] }, honoredNos: 0, judged: {} })).toBe(false)
    const zeros = new Array<number>(31).fill(0)
    expect(isGoalTally({ days: { '2026-03': zeros }, honoredNos: 0, judged: {} })).toBe(false)
    expect(isGoalTally({ days: {}, honoredNos: 0, judged: { '2026-03': 0 } })).toBe(false)
    expect(isGoalTally({ days: [], honoredNos: 0, judged: {} })).toBe(false)
  })
})
