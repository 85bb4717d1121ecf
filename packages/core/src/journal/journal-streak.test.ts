import { localDay } from '../time/calendar-day'
import { describe, expect, it } from 'vitest'
import { INITIAL_GAMIFICATION_STATE } from '../gamification/gamification-state'
import { createEntry, recordCheckIn } from '../gamification/gamification'
import { isMissionDone } from '../gamification/mission-progress'
import { streakShownToday } from '../gamification/streak'
import { EMPTY_SUMMARY } from './journal-summary'
import { withDetails } from './entry-details'
import { gamificationOf } from './merged-gamification'
import { gamificationAfterEdit, isEarlierAllowed, streakOfJournal } from './journal-streak'
import { tapDraft, uuid } from '../test/fixtures'
import type { Entry } from './entry-schema'

/**
 * A check-in logged for earlier, or moved by an edit of its time, counts on the day it
 * happened: for the streak (the product's rule, over the days in calendar order) and for the
 * day's missions.
 */

const ZONE = 'Europe/Berlin'
const NOW = Date.parse('2026-11-25T20:00:00+01:00')
const at = (text: string) => Date.parse(text)
let n = 0
const checkIn = (when: number, now = when) =>
  createEntry(tapDraft({ willIgnore: 'no' }), { id: uuid(++n), now, timeZone: ZONE })

/** A phone's journal checked in on `times`, step by step as the phone records them. */
function phone(times: number[]) {
  let state = INITIAL_GAMIFICATION_STATE
  let summary = EMPTY_SUMMARY
  const entries: Entry[] = []
  for (const time of times) {
    const recorded = recordCheckIn(state, summary, tapDraft(), {
      id: uuid(++n),
      now: time,
      timeZone: ZONE,
    })
    state = recorded.state
    summary = recorded.summary
    entries.push(recorded.entry)
  }
  return { state, summary, entries }
}

describe("'It happened earlier'", () => {
  it('allows earlier today and yesterday, never the day before or the future', () => {
    expect(isEarlierAllowed(at('2026-11-25T07:00:00+01:00'), NOW, ZONE)).toBe(true)
    expect(isEarlierAllowed(at('2026-11-24T00:00:00+01:00'), NOW, ZONE)).toBe(true)
    expect(isEarlierAllowed(at('2026-11-23T23:59:00+01:00'), NOW, ZONE)).toBe(false)
    expect(isEarlierAllowed(NOW + 60_000, NOW, ZONE)).toBe(false)
    expect(() =>
      createEntry(tapDraft(), { id: uuid(99), now: NOW, timeZone: ZONE, happenedAt: NOW + 1 }),
    ).toThrow(RangeError)
  })

  it("stamps the chosen moment and its day, and earns a check-in's XP", () => {
    const { state, summary } = phone([at('2026-11-25T09:00:00+01:00')])
    const recorded = recordCheckIn(state, summary, tapDraft({ willIgnore: 'no' }), {
      id: uuid(++n),
      now: NOW,
      timeZone: ZONE,
      happenedAt: at('2026-11-24T22:30:00+01:00'),
    })
    expect(recorded.entry).toMatchObject({
      timestamp: '2026-11-24T21:30:00.000Z',
      day: '2026-11-24',
      xp: 10,
    })
    expect(recorded.state.totalXP).toBe(state.totalXP + 10)
  })

  it('joins yesterday to the run before it and to today, as a merge counts it', () => {
    // Checked in on the 22nd and 23rd, then today; yesterday (the 24th) is logged tonight.
    const days = [
      '2026-11-22T09:00:00+01:00',
      '2026-11-23T09:00:00+01:00',
      '2026-11-25T09:00:00+01:00',
    ]
    const { state, summary, entries } = phone(days.map(at))
    expect(state.currentStreak).toBe(1)
    const recorded = recordCheckIn(state, summary, tapDraft(), {
      id: uuid(++n),
      now: NOW,
      timeZone: ZONE,
      happenedAt: at('2026-11-24T18:00:00+01:00'),
      journalDays: entries.map((entry) => entry.day),
    })
    expect(recorded.state.currentStreak).toBe(4)
    expect(recorded.state.lastCheckInDate).toBe('2026-11-25')
    const journal = {
      entries: [...entries, recorded.entry],
      deletedEntries: [],
      gamification: recorded.state,
    }
    expect(gamificationOf(journal, NOW).currentStreak).toBe(4)
  })

  it('starts a streak again from yesterday after a gap', () => {
    const { state, summary } = phone([at('2026-11-20T09:00:00+01:00')])
    const recorded = recordCheckIn(state, summary, tapDraft(), {
      id: uuid(++n),
      now: NOW,
      timeZone: ZONE,
      happenedAt: at('2026-11-24T18:00:00+01:00'),
    })
    expect(recorded.state).toMatchObject({ currentStreak: 1, lastCheckInDate: '2026-11-24' })
    expect(streakShownToday(recorded.state, '2026-11-25')).toBe(1)
  })
})

describe('an edited time', () => {
  it("counts the check-in's new day for the streak and the day's missions", () => {
    const first = checkIn(at('2026-11-23T09:00:00+01:00'))
    const moved = withDetails(
      checkIn(at('2026-11-25T09:00:00+01:00')),
      { happenedAt: at('2026-11-24T09:00:00+01:00') },
      { now: NOW, timeZone: ZONE },
    )
    if (!moved.ok || moved.entry === null) throw new Error('expected an edit')
    expect(streakOfJournal({}, [first.day, moved.entry.day])).toMatchObject({
      currentStreak: 2,
      lastCheckInDate: '2026-11-24',
    })
    const today = {
      today: '2026-11-25',
      dayOf: (instant: number) => localDay(instant, ZONE),
      outcomes: 0,
    }
    expect(isMissionDone({ kind: 'check-in' }, { ...today, entries: [first, moved.entry] })).toBe(
      false,
    )
    expect(
      isMissionDone(
        { kind: 'check-in' },
        { ...today, today: '2026-11-24', entries: [moved.entry] },
      ),
    ).toBe(true)
  })

  it('counts the days a state carries', () => {
    expect(
      streakOfJournal({ carriedStreak: [{ days: 2, through: '2026-11-23' }] }, ['2026-11-24']),
    ).toMatchObject({ currentStreak: 3, lastCheckInDate: '2026-11-24' })
  })
})

describe('the state after an edit', () => {
  it('keeps XP and check-ins, counts the moved day, and unlocks what the journal now reaches', () => {
    // The 22nd, the 23rd and (moved from the 20th) the 24th: three days in a row.
    const { state, summary } = phone(
      ['2026-11-20T09:00:00+01:00', '2026-11-22T09:00:00+01:00', '2026-11-23T09:00:00+01:00'].map(
        at,
      ),
    )
    expect(state.achievements.map((a) => a.id)).not.toContain('streak_3')
    const after = gamificationAfterEdit(
      state,
      summary,
      ['2026-11-22', '2026-11-23', '2026-11-24'],
      NOW,
    )
    expect(after).toMatchObject({
      currentStreak: 3,
      lastCheckInDate: '2026-11-24',
      totalCheckins: state.totalCheckins,
    })
    expect(after.achievements.map((a) => a.id)).toContain('streak_3')
    const streak3 = after.achievements.find((a) => a.id === 'streak_3')!
    expect(after.totalXP).toBe(state.totalXP + streak3.xp)
    // Nothing moved: the state as it was.
    expect(gamificationAfterEdit(state, summary, null, NOW)).toEqual(state)
  })
})
