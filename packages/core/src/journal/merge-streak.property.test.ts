import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { saveCheckIn } from '../test/list-journal'
import {
  INITIAL_GAMIFICATION_STATE,
  type GamificationState,
} from '../gamification/gamification-state'
import { streakAfterCheckIn, streakOfDays } from '../gamification/streak'
import { addDays } from '../time/calendar-day'
import type { Entry } from './entry-schema'
import { mergeJournals } from './journal-merge'
import type { Journal } from './journal'
import { mergeEntries } from './merge-entries'
import { recomputeGamification } from './merged-gamification'
import { tapDraft, uuid } from '../test/fixtures'

/**
 * One streak rule: a merge rebuilds the streak from the check-in days with the rules a check-in
 * applies (streak.ts), so a journal read back from its entries, or put together from two phones
 * that each hold part of it, has the streak its check-ins gave it one by one.
 */

const DAY = 86_400_000
const START = Date.parse('2025-03-01T10:00:00Z')
const NOW = Date.parse('2025-09-01T12:00:00Z')

/** Check-ins in time order, each 0 to 3 days after the one before, some on phone A, some on B. */
const checkInsArb = fc.array(fc.record({ gapDays: fc.nat(3), onA: fc.boolean() }), {
  minLength: 1,
  maxLength: 40,
})

type Phone = { entries: Entry[]; state: GamificationState }
const emptyPhone = (): Phone => ({ entries: [], state: INITIAL_GAMIFICATION_STATE })

function checkIn(phone: Phone, id: string, now: number): Phone {
  const saved = saveCheckIn(phone.state, phone.entries, tapDraft(), { id, now, timeZone: 'UTC' })
  return { entries: saved.entries, state: saved.state }
}

function phones(items: readonly { gapDays: number; onA: boolean }[]) {
  let whole = emptyPhone()
  let a = emptyPhone()
  let b = emptyPhone()
  let at = START
  items.forEach((item, index) => {
    at += item.gapDays * DAY + 1000
    const id = uuid(index + 1)
    whole = checkIn(whole, id, at)
    if (item.onA) a = checkIn(a, id, at)
    else b = checkIn(b, id, at)
  })
  return { whole, a, b }
}

const journalOf = (phone: Phone): Journal => ({
  entries: phone.entries,
  gamification: phone.state,
  deletedEntries: [],
})

describe("the merge's streak", () => {
  it('is the streak the check-ins gave, when the journal is rebuilt from its entries alone', () => {
    fc.assert(
      fc.property(checkInsArb, (items) => {
        const { whole } = phones(items)
        // A side that says nothing about the streak: only the entries count.
        const bare: Journal = { ...journalOf(whole), gamification: INITIAL_GAMIFICATION_STATE }
        const rebuilt = recomputeGamification([bare], mergeEntries([bare]), NOW)
        expect(rebuilt.currentStreak).toBe(whole.state.currentStreak)
        expect(rebuilt.lastCheckInDate).toBe(whole.state.lastCheckInDate)
      }),
    )
  })

  it('is the streak of the whole journal when two phones each hold part of it', () => {
    fc.assert(
      fc.property(checkInsArb, (items) => {
        const { whole, a, b } = phones(items)
        const { journal } = mergeJournals(journalOf(a), journalOf(b), NOW)
        expect(journal.gamification.currentStreak).toBe(whole.state.currentStreak)
        expect(journal.gamification.lastCheckInDate).toBe(whole.state.lastCheckInDate)
      }),
    )
  })
})

describe('streakOfDays', () => {
  it('is streakAfterCheckIn applied to each day in calendar order, whatever order they come in', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(30), { maxLength: 30 }), (offsets) => {
        const days = offsets.map((n) => addDays('2025-03-01', n))
        let expected = { currentStreak: 0, lastCheckInDate: null as string | null }
        let longest = 0
        for (const day of [...days].sort()) {
          expected = streakAfterCheckIn(expected, day)
          longest = Math.max(longest, expected.currentStreak)
        }
        expect(streakOfDays(days)).toEqual({ ...expected, longest })
      }),
    )
  })

  it('counts the longest run of consecutive days', () => {
    expect(streakOfDays(['2025-03-05', '2025-03-01', '2025-03-02', '2025-03-03'])).toEqual({
      currentStreak: 1,
      lastCheckInDate: '2025-03-05',
      longest: 3,
    })
    expect(streakOfDays([])).toEqual({ currentStreak: 0, lastCheckInDate: null, longest: 0 })
  })
})
