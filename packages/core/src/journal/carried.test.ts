import { describe, expect, it } from 'vitest'
import { saveCheckIn } from '../test/list-journal'
import {
  INITIAL_GAMIFICATION_STATE,
  type GamificationState,
} from '../gamification/gamification-state'
import { runsOf, statedCarry } from './carried'
import { mergeJournals } from './journal-merge'
import type { Journal } from './journal'
import { gamificationOf } from './merged-gamification'
import { tapDraft, uuid } from '../test/fixtures'

const DAY = 86_400_000
const START = Date.parse('2025-11-03T09:00:00Z')
const NOW = Date.parse('2025-12-01T12:00:00Z')

function phone(days: number[], first = 1): Journal {
  let journal: Journal = {
    entries: [],
    gamification: INITIAL_GAMIFICATION_STATE,
    deletedEntries: [],
  }
  days.forEach((day, index) => {
    const saved = saveCheckIn(journal.gamification, journal.entries, tapDraft(), {
      id: uuid(first + index),
      now: START + day * DAY,
      timeZone: 'UTC',
    })
    journal = { ...journal, entries: saved.entries, gamification: saved.state }
  })
  return journal
}

/** A state as an older version stored it: without the carried fields. */
function older(state: GamificationState): GamificationState {
  const { carriedXp: _x, carriedCheckins: _c, carriedStreak: _s, ...rest } = state
  return rest
}

describe('what a state carries', () => {
  it('is, for an older state read with its own records, what its counts hold beyond them', () => {
    const whole = phone([0, 1, 2])
    // An older version deleted the first two check-ins without keeping a record.
    const trimmed: Journal = {
      ...whole,
      entries: whole.entries.slice(2),
      gamification: older(whole.gamification),
    }
    const shown = gamificationOf(trimmed, NOW)
    expect(shown).toMatchObject({
      totalXP: whole.gamification.totalXP,
      totalCheckins: 3,
      currentStreak: 3,
      carriedXp: 20,
      carriedCheckins: 2,
      carriedStreak: [{ days: 3, through: '2025-11-05' }],
    })
    // Written out, it is data: read again, it is the same, and new check-ins add to it.
    expect(gamificationOf({ ...trimmed, gamification: shown }, NOW)).toEqual(shown)
    const next = mergeJournals({ ...trimmed, gamification: shown }, phone([3], 10), NOW).journal
    expect(next.gamification).toMatchObject({ totalCheckins: 4, currentStreak: 4 })
  })

  it("is nothing for another phone's older state taken beside this phone's records", () => {
    const here = phone([0])
    const there = phone([0], 10)
    const taken = { ...here, gamification: statedCarry(older(there.gamification)) }
    const merged = mergeJournals(here, taken, NOW).journal
    expect(merged.gamification.carriedXp).toBe(0)
    expect(merged.gamification.totalXP).toBe(here.gamification.totalXP)
  })

  it('keeps carried days as runs, whatever order they come in', () => {
    expect(runsOf(['2025-11-05', '2025-11-03', '2025-11-04', '2025-11-09', '2025-11-04'])).toEqual([
      { days: 3, through: '2025-11-05' },
      { days: 1, through: '2025-11-09' },
    ])
  })
})
