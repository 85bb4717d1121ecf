import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { unlockAchievements } from './achievement-unlocks'
import type { Entry, EntryDraft } from '../journal/entry-schema'
import { deleteEntry, restoreEntry, saveCheckIn } from '../test/list-journal'
import { clearOutcome, setOutcome } from './outcome-changes'
import { INITIAL_GAMIFICATION_STATE, type GamificationState } from './gamification-state'
import { levelForXp, levelThreshold } from './levels'
import { streakShownToday } from './streak'
import { uuid } from '../test/fixtures'

/**
 * Invariants of the journal, checked on random journeys: check-ins at random times,
 * in time zones with unusual offsets and daylight-saving rules, with outcomes and deletions.
 */

const TIME_ZONES = [
  'UTC',
  'America/New_York',
  'America/Los_Angeles',
  'Europe/Berlin',
  'Asia/Tokyo',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
]

const HOUR = 3_600_000
const START = Date.parse('2024-12-20T00:00:00Z')
const UNDONE_AT = Date.parse('2025-06-01T00:00:00Z')

const answer = fc.constantFrom('yes' as const, 'no' as const, 'not-sure' as const)

const draftArb: fc.Arbitrary<EntryDraft> = fc.oneof(
  fc.record({
    mode: fc.constant('tap' as const),
    context: fc.constantFrom('Work', 'Health', 'Custom'),
    description: fc.constant('Something happened'),
    bodySensation: fc.constantFrom('Tight chest', 'Numb'),
    gutFeeling: fc.constantFrom('yes' as const, 'no' as const, 'pause' as const),
    willIgnore: answer,
    decision: fc.option(fc.constantFrom('Say no', ' ', 'Wait a week'), { nil: null }),
  }),
  fc.record({
    mode: fc.constant('voice' as const),
    transcript: fc.constant('My boss asked me again'),
    label: fc.constantFrom('unease' as const, 'unclear' as const, 'aligned' as const),
    wantsResponse: fc.boolean(),
    aiInsights: fc.constant(''),
    willIgnore: fc.option(answer, { nil: undefined }),
  }),
)

/** One thing the user does: a check-in after `gap` ms (negative: the clock went back), etc. */
const actionArb = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('save' as const), draft: draftArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('outcome' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clear' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
)
const stepArb = fc.record({
  action: actionArb,
  gap: fc.integer({ min: -2 * HOUR, max: 80 * HOUR }),
  timeZone: fc.constantFrom(...TIME_ZONES),
})
const journeyArb = fc.array(stepArb, { maxLength: 45 })

interface Snapshot {
  state: GamificationState
  entries: Entry[]
  allDays: Set<string>
  checkInXp: number
  /** Outcome XP earned so far, as each change reported it. */
  outcomeXp: number
  /** Entries that ever had an outcome logged. */
  loggedIds: Set<string>
}

type Step = typeof stepArb extends fc.Arbitrary<infer T> ? T : never

/** Plays a journey and calls `check` after every step with the state before and after. */
function play(steps: readonly Step[], check: (before: Snapshot, after: Snapshot) => void) {
  let now = START
  let snapshot: Snapshot = {
    state: INITIAL_GAMIFICATION_STATE,
    entries: [],
    allDays: new Set(),
    checkInXp: 0,
    outcomeXp: 0,
    loggedIds: new Set(),
  }
  steps.forEach(({ action, gap, timeZone }, index) => {
    now += gap
    const before = snapshot
    const { state, entries } = before
    if (action.kind === 'save') {
      const result = saveCheckIn(state, entries, action.draft, {
        id: uuid(index + 1),
        now,
        timeZone,
      })
      snapshot = {
        state: result.state,
        entries: result.entries,
        allDays: new Set([...before.allDays, result.entry.day]),
        checkInXp: before.checkInXp + result.entry.xp,
        outcomeXp: before.outcomeXp,
        loggedIds: before.loggedIds,
      }
    } else if (entries.length > 0) {
      const target = entries[action.pick % entries.length] as Entry
      if (action.kind === 'outcome') {
        const result = setOutcome(state, entries, target.id, 'It turned out fine', now)
        snapshot = {
          ...before,
          state: result.state,
          entries: result.entries,
          outcomeXp: before.outcomeXp + result.earned.outcomeXp,
          loggedIds: new Set([...before.loggedIds, target.id]),
        }
      } else {
        const result =
          action.kind === 'clear'
            ? clearOutcome(state, entries, target.id)
            : deleteEntry(state, entries, target.id)
        snapshot = { ...before, state: result.state, entries: result.entries }
      }
    }
    check(before, snapshot)
  })
  return snapshot
}

const sumXp = (items: readonly { xp: number }[]) => items.reduce((sum, item) => sum + item.xp, 0)

describe('journal invariants', () => {
  it('deleting any entry and undoing it gives back the same journal, one life later, and state', () => {
    fc.assert(
      fc.property(journeyArb, fc.nat(), (steps, pick) => {
        const end = play(steps, () => {})
        if (end.entries.length === 0) return
        const target = end.entries[pick % end.entries.length] as Entry
        const deleted = deleteEntry(end.state, end.entries, target.id)
        const undone = restoreEntry(deleted.state, deleted.entries, deleted.removed!, UNDONE_AT)
        const revivedAt = new Date(UNDONE_AT).toISOString()
        expect(undone.entries).toEqual(
          end.entries.map((entry) =>
            entry.id === target.id ? { ...entry, life: (entry.life ?? 0) + 1, revivedAt } : entry,
          ),
        )
        expect(undone.state).toEqual(end.state)
      }),
    )
  })

  it('XP never decreases; a save always adds its check-in XP', () => {
    fc.assert(
      fc.property(journeyArb, (steps) => {
        play(steps, (before, after) => {
          expect(after.state.totalXP).toBeGreaterThanOrEqual(before.state.totalXP)
          if (after.state.totalCheckins > before.state.totalCheckins) {
            expect(after.state.totalXP).toBeGreaterThanOrEqual(before.state.totalXP + 5)
          }
        })
      }),
    )
  })

  it('total XP is the check-ins, each outcome once and each unlocked achievement once', () => {
    fc.assert(
      fc.property(journeyArb, (steps) => {
        const end = play(steps, () => {})
        const ids = end.state.achievements.map((achievement) => achievement.id)
        expect(new Set(ids).size).toBe(ids.length)
        expect(end.state.totalXP).toBe(
          end.checkInXp + end.outcomeXp + sumXp(end.state.achievements),
        )
        // Once per entry, however often its outcome was logged, removed and logged again.
        expect(end.outcomeXp).toBe(5 * end.loggedIds.size)
      }),
    )
  })

  it('the level is monotone in XP', () => {
    fc.assert(
      fc.property(fc.nat(2_000_000), fc.nat(2_000_000), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        expect(levelForXp(low)).toBeLessThanOrEqual(levelForXp(high))
        const level = levelForXp(a)
        expect(levelThreshold(level)).toBeLessThanOrEqual(a)
        expect(levelThreshold(level + 1)).toBeGreaterThan(a)
      }),
    )
  })

  it('the streak is at most the number of distinct check-in days', () => {
    fc.assert(
      fc.property(journeyArb, (steps) => {
        play(steps, (_, after) => {
          expect(after.state.currentStreak).toBeLessThanOrEqual(after.allDays.size)
          if (after.state.totalCheckins > 0) {
            expect(after.state.currentStreak).toBeGreaterThanOrEqual(1)
            expect(after.allDays.has(after.state.lastCheckInDate as string)).toBe(true)
          }
          const today = after.state.lastCheckInDate ?? '2024-12-20'
          expect(streakShownToday(after.state, today)).toBe(after.state.currentStreak)
        })
      }),
    )
  })

  it('unlocking is idempotent and nothing is ever taken away', () => {
    fc.assert(
      fc.property(journeyArb, fc.nat(), (steps, later) => {
        const end = play(steps, (before, after) => {
          const kept = after.state.achievements.slice(0, before.state.achievements.length)
          expect(kept).toEqual(before.state.achievements)
        })
        const again = unlockAchievements(end.state, end.entries, START + later)
        expect(again.unlocked).toEqual([])
        expect(again.state).toBe(end.state)
        const fromEmpty = unlockAchievements(end.state, [], START + later)
        expect(fromEmpty.state.achievements).toEqual(end.state.achievements)
      }),
    )
  })
})
