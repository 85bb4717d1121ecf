import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Entry, EntryDraft } from './entry-schema'
import { addDays } from '../time/calendar-day'
import { dueFollowUps, followUpReport, snoozeFollowUp, stopFollowUp } from '../follow-up/follow-up'
import { recordCheckIn } from '../gamification/gamification'
import { deleteEntry, saveCheckIn } from '../test/list-journal'
import {
  clearOutcome,
  recordOutcome,
  setOutcome,
  withoutOutcome,
} from '../gamification/outcome-changes'
import {
  INITIAL_GAMIFICATION_STATE,
  type GamificationState,
} from '../gamification/gamification-state'
import {
  dueDecisionIds,
  EMPTY_SUMMARY,
  sameSummary,
  summaryFollowUpReport,
  summaryAfter,
  summaryOf,
  type JournalSummary,
} from './journal-summary'
import { tapDraft, uuid, voiceDraft } from '../test/fixtures'
import { withChangedVerdict } from './own-verdict'
import { longGoalFacts } from '../gamification/long-goals'
import { judgedByMonth } from '../gamification/goal-tally'
import { streakOfDays } from '../gamification/streak'
import { dayCountsOf } from './day-counts'
import { withDetails } from './entry-details'

/**
 * A journal kept one record per entry keeps its summary step by step (`summaryAfter`) and
 * changes its gamification state from that summary (`recordCheckIn`, `recordOutcome`). On random
 * journeys, both always agree with the journal held as a list: the summary with `summaryOf` of
 * its entries, the state with the list-based changes.
 */

const HOUR = 3_600_000
const START = Date.parse('2025-03-01T08:00:00Z')

const answer = fc.constantFrom('yes' as const, 'no' as const, 'not-sure' as const)
const draftArb: fc.Arbitrary<EntryDraft> = fc.oneof(
  fc
    .record({
      gutFeeling: fc.constantFrom('yes' as const, 'no' as const, 'pause' as const),
      willIgnore: answer,
      decision: fc.option(fc.constantFrom('Say no', '  ', 'Sign the lease'), { nil: null }),
    })
    .map((fields) => tapDraft(fields)),
  fc
    .record({ willIgnore: fc.option(answer, { nil: undefined }) })
    .map((fields) => voiceDraft(fields)),
)

const actionArb = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('add' as const), draft: draftArb }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('verdict' as const),
      pick: fc.nat(),
      verdict: fc.constantFrom('right' as const, 'wrong' as const, 'hard-to-say' as const, null),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      pick: fc.nat(),
      // An edit of the time, back by up to three days (another day, another month at times),
      // and of the answers the calendar and the long goals count.
      back: fc.integer({ min: 0, max: 72 * HOUR }),
      gutFeeling: fc.constantFrom('yes' as const, 'no' as const, 'pause' as const),
      willIgnore: fc.constantFrom('yes' as const, 'no' as const, 'not-sure' as const),
    }),
  },
  ...(['outcome', 'blank', 'clear', 'snooze', 'stop', 'delete'] as const).map((kind) => ({
    weight: kind === 'blank' ? 1 : 2,
    arbitrary: fc.record({ kind: fc.constant(kind), pick: fc.nat() }),
  })),
)
const journeyArb = fc.array(
  fc.record({ action: actionArb, gap: fc.integer({ min: 0, max: 50 * HOUR }) }),
  { maxLength: 40 },
)

type Step = typeof journeyArb extends fc.Arbitrary<(infer T)[]> ? T : never

interface Journals {
  /** The journal held as a list, changed by the list-based functions. */
  list: { state: GamificationState; entries: Entry[] }
  /** The journal kept as records: entries by id, the state and the summary kept beside them. */
  records: { state: GamificationState; summary: JournalSummary; entries: Map<string, Entry> }
}

/** One step on both journals. */
function step(journals: Journals, { action, gap }: Step, index: number, now: number): Journals {
  const { list, records } = journals
  if (action.kind === 'add') {
    const context = { id: uuid(index + 1), now, timeZone: 'Europe/Berlin' }
    const listed = saveCheckIn(list.state, list.entries, action.draft, context)
    const recorded = recordCheckIn(records.state, records.summary, action.draft, context)
    const entries = new Map(records.entries).set(recorded.entry.id, recorded.entry)
    return {
      list: { state: listed.state, entries: listed.entries },
      records: { state: recorded.state, summary: recorded.summary, entries },
    }
  }
  const target = list.entries[action.pick % Math.max(1, list.entries.length)]
  if (target === undefined) return journals
  const stored = records.entries.get(target.id) as Entry
  /** The record changed to `after` (null: deleted), its summary kept in step. */
  const changeRecord = (after: Entry | null, state = records.state) => {
    const entries = new Map(records.entries)
    if (after) entries.set(after.id, after)
    else entries.delete(stored.id)
    return { state, summary: summaryAfter(records.summary, stored, after), entries }
  }
  switch (action.kind) {
    case 'outcome':
    case 'blank': {
      const text = action.kind === 'blank' ? '   ' : 'It went as the gut said'
      const listed = setOutcome(list.state, list.entries, target.id, text, now + gap)
      const recorded = recordOutcome(records.state, records.summary, stored, text, now + gap)
      return {
        list: { state: listed.state, entries: listed.entries },
        records: recorded.changed ? changeRecord(recorded.entry, recorded.state) : records,
      }
    }
    case 'verdict': {
      const judged = withChangedVerdict(stored, action.verdict, new Date(now + gap).toISOString())
      if (judged === null) return journals
      const entries = list.entries.map((entry) => (entry.id === judged.id ? judged : entry))
      return { list: { state: list.state, entries }, records: changeRecord(judged) }
    }
    case 'edit': {
      const answers =
        stored.mode === 'tap'
          ? { gutFeeling: action.gutFeeling, willIgnore: action.willIgnore }
          : {}
      const edit = withDetails(
        stored,
        { ...answers, happenedAt: Date.parse(stored.timestamp) - action.back },
        { now: now + gap, timeZone: 'Europe/Berlin' },
      )
      if (!edit.ok || edit.entry === null) return journals
      const edited = edit.entry
      const entries = list.entries.map((entry) => (entry.id === edited.id ? edited : entry))
      return { list: { state: list.state, entries }, records: changeRecord(edited) }
    }
    case 'clear': {
      const listed = clearOutcome(list.state, list.entries, target.id)
      const cleared = withoutOutcome(stored)
      return {
        list: { state: listed.state, entries: listed.entries },
        records: cleared ? changeRecord(cleared) : records,
      }
    }
    case 'snooze':
    case 'stop': {
      const today = stored.day
      const listed =
        action.kind === 'snooze'
          ? snoozeFollowUp(list.entries, target.id, today)
          : stopFollowUp(list.entries, target.id)
      const one =
        action.kind === 'snooze'
          ? snoozeFollowUp([stored], target.id, today)
          : stopFollowUp([stored], target.id)
      return {
        list: { state: list.state, entries: listed.entries },
        records: one.changed ? changeRecord(one.entries[0] as Entry) : records,
      }
    }
    case 'delete': {
      const listed = deleteEntry(list.state, list.entries, target.id)
      return {
        list: { state: listed.state, entries: listed.entries },
        records: changeRecord(null),
      }
    }
  }
}

/** Plays a journey on both journals and calls `check` after every step. */
function play(steps: readonly Step[], check: (journals: Journals) => void): void {
  let now = START
  let journals: Journals = {
    list: { state: INITIAL_GAMIFICATION_STATE, entries: [] },
    records: { state: INITIAL_GAMIFICATION_STATE, summary: EMPTY_SUMMARY, entries: new Map() },
  }
  steps.forEach((next, index) => {
    now += next.gap
    journals = step(journals, next, index, now)
    check(journals)
  })
}

const byId = (entries: Iterable<Entry>) => [...entries].sort((a, b) => (a.id < b.id ? -1 : 1))

describe('the journal summary kept step by step', () => {
  it('always equals the summary of the entries', () => {
    fc.assert(
      fc.property(journeyArb, (steps) => {
        play(steps, ({ list, records }) => {
          const whole = summaryOf([...records.entries.values()])
          expect(records.summary).toEqual(whole)
          expect(sameSummary(records.summary, whole)).toBe(true)
          expect(whole).toEqual(summaryOf(list.entries))
          expect(records.summary.days).toEqual(dayCountsOf(list.entries))
        })
      }),
    )
    // About 2 s here; a busy two-core machine has taken 6.
  }, 20_000)

  it("gives Home's rows and the outcome reminder's report as the entries do, on any day", () => {
    fc.assert(
      fc.property(journeyArb, fc.integer({ min: -3, max: 60 }), (steps, offset) => {
        play(steps, ({ list, records }) => {
          const today = addDays('2025-03-01', offset)
          expect(dueDecisionIds(records.summary, today)).toEqual(
            dueFollowUps(list.entries, today).map((entry) => entry.id),
          )
          expect(summaryFollowUpReport(records.summary)).toEqual(followUpReport(list.entries))
        })
      }),
    )
  })

  it('gives the same entries and gamification state as the journal held as a list', () => {
    fc.assert(
      fc.property(journeyArb, (steps) => {
        play(steps, ({ list, records }) => {
          expect(byId(records.entries.values())).toEqual(byId(list.entries))
          expect(records.state).toEqual(list.state)
        })
      }),
    )
  })

  it("gives the long goals' counts as the entries do", () => {
    fc.assert(
      fc.property(journeyArb, (steps) => {
        play(steps, ({ list, records }) => {
          const judged: Record<string, number> = {}
          for (const entry of list.entries) {
            if (
              entry.consequence?.trim() &&
              (entry.ownVerdict === 'right' || entry.ownVerdict === 'wrong')
            ) {
              const month = entry.day.slice(0, 7)
              judged[month] = (judged[month] ?? 0) + 1
            }
          }
          const facts = longGoalFacts(records.state, records.summary, 0)
          expect(judgedByMonth(records.summary.days)).toEqual(judged)
          expect(facts.calibratedMonths).toBe(Object.values(judged).filter((n) => n >= 3).length)
          expect(facts.honoredNos).toBe(
            list.entries.filter((entry) => entry.gutFeeling === 'no' && entry.willIgnore === 'no')
              .length,
          )
          expect(facts.longestStreak).toBeGreaterThanOrEqual(
            streakOfDays(list.entries.map((entry) => entry.day)).longest,
          )
          expect(facts.outcomes).toBe(
            list.entries.filter((entry) => entry.consequence?.trim()).length,
          )
        })
      }),
    )
  })

  it('tells summaries apart that differ in a count or a waiting decision', () => {
    const one = summaryOf([
      saveCheckIn(INITIAL_GAMIFICATION_STATE, [], tapDraft({ decision: 'Go' }), {
        id: uuid(1),
        now: START,
        timeZone: 'UTC',
      }).entry,
    ])
    expect(sameSummary(one, { ...one })).toBe(true)
    expect(sameSummary(one, { ...one, honored: one.honored + 1 })).toBe(false)
    expect(sameSummary(one, { ...one, waiting: [] })).toBe(false)
    const [waits] = one.waiting
    expect(sameSummary(one, { ...one, waiting: [{ ...waits!, id: uuid(2) }] })).toBe(false)
    expect(sameSummary(one, { ...one, waiting: [{ ...waits!, due: '2099-01-01' }] })).toBe(false)
    expect(sameSummary(one, { ...one, honoredNos: one.honoredNos + 1 })).toBe(false)
    expect(sameSummary(one, { ...one, days: {} })).toBe(false)
  })
})
