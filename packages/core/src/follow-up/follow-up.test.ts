import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays } from '../time/calendar-day'
import type { Entry, TapEntry } from '../journal/entry-schema'
import {
  dueFollowUps,
  followUpReport,
  isAwaitingOutcome,
  MAX_REPORTED_WAITING,
  NOTHING_WAITING,
  snoozeFollowUp,
  stopFollowUp,
} from './follow-up'
import { followUpReportSchema } from './follow-up-report-schema'
import { clearOutcome, setOutcome } from '../gamification/outcome-changes'
import { journal, tapDraft, uuid, voiceDraft } from '../test/fixtures'

// Monday 2 November 2026, 09:00 UTC; the journal's days are UTC days.
const MONDAY = Date.parse('2026-11-02T09:00:00Z')
const DAY = 86_400_000

/** Check-ins on the given days after Monday; `decision` null tracks none. */
function decisions(...items: { day: number; decision?: string | null; voice?: boolean }[]) {
  return journal(
    items.map((item, index) => ({
      at: MONDAY + item.day * DAY + index * 60_000,
      draft: item.voice
        ? voiceDraft()
        : tapDraft({
            willIgnore: 'yes',
            decision: item.decision === undefined ? `Decision ${index + 1}` : item.decision,
          }),
    })),
  )
}

const decisionsOf = (entries: readonly Entry[]) =>
  entries.map((entry) => (entry as TapEntry).decision)

describe("Home's 'How did it turn out?'", () => {
  it('lists tracked decisions from two days on, oldest first, at most three', () => {
    const { entries } = decisions({ day: 0 }, { day: 1 }, { day: 0 }, { day: 2 }, { day: 0 })
    expect(dueFollowUps(entries, '2026-11-03')).toEqual([])
    expect(decisionsOf(dueFollowUps(entries, '2026-11-04'))).toEqual([
      'Decision 1',
      'Decision 3',
      'Decision 5',
    ])
    expect(decisionsOf(dueFollowUps(entries, '2026-11-05', 10))).toEqual([
      'Decision 1',
      'Decision 3',
      'Decision 5',
      'Decision 2',
    ])
  })

  it('asks only about tracked decisions with no outcome', () => {
    const { state, entries } = decisions(
      { day: 0, decision: null },
      { day: 0, voice: true },
      { day: 0 },
      { day: 0 },
    )
    const [, , withOutcome, waiting] = entries
    const logged = setOutcome(state, entries, withOutcome!.id, 'Went fine', MONDAY + 2 * DAY)
    expect(dueFollowUps(logged.entries, '2026-11-10').map((entry) => entry.id)).toEqual([
      waiting!.id,
    ])
    // An outcome removed again puts the decision back on the card.
    const cleared = clearOutcome(logged.state, logged.entries, withOutcome!.id)
    expect(dueFollowUps(cleared.entries, '2026-11-10')).toHaveLength(2)
  })

  it("'Not yet' asks again three days later; 'Stop asking' never again", () => {
    const { entries } = decisions({ day: 0 }, { day: 0 })
    const [first, second] = entries
    const snoozed = snoozeFollowUp(entries, first!.id, '2026-11-05')
    expect(snoozed.changed).toBe(true)
    expect(snoozed.entries[0]).toMatchObject({ askAgainOn: '2026-11-08' })
    expect(dueFollowUps(snoozed.entries, '2026-11-07').map((e) => e.id)).toEqual([second!.id])
    expect(dueFollowUps(snoozed.entries, '2026-11-08').map((e) => e.id)).toEqual([
      first!.id,
      second!.id,
    ])

    const stopped = stopFollowUp(snoozed.entries, second!.id)
    expect(stopped.entries[1]).toMatchObject({ followUpStopped: true, decision: 'Decision 2' })
    expect(dueFollowUps(stopped.entries, '2027-11-08').map((e) => e.id)).toEqual([first!.id])
    // Neither changes anything else, nor a decision no longer waiting.
    expect(stopFollowUp(stopped.entries, second!.id).changed).toBe(false)
    expect(snoozeFollowUp(stopped.entries, second!.id, '2026-11-09').changed).toBe(false)
    const { consequence, xp, timestamp } = stopped.entries[1]!
    expect({ consequence, xp, timestamp }).toEqual({
      consequence: null,
      xp: entries[1]!.xp,
      timestamp: entries[1]!.timestamp,
    })
  })

  it('never lists a decision before its day, stopped, or with an outcome (property)', () => {
    const itemArb = fc.record({
      day: fc.nat(20),
      decision: fc.option(fc.constantFrom('Sign the lease', '  '), { nil: null }),
      answer: fc.constantFrom('none', 'snooze', 'stop', 'outcome'),
      answeredOn: fc.nat(25),
    })
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 12 }), fc.nat(30), (items, todayOffset) => {
        let { state, entries } = decisions(...items.map(({ day, decision }) => ({ day, decision })))
        items.forEach((item, index) => {
          const id = entries[index]!.id
          const on = addDays('2026-11-02', item.answeredOn)
          if (item.answer === 'snooze') entries = snoozeFollowUp(entries, id, on).entries
          if (item.answer === 'stop') entries = stopFollowUp(entries, id).entries
          if (item.answer === 'outcome') {
            ;({ state, entries } = setOutcome(state, entries, id, 'It went well', MONDAY))
          }
        })
        const today = addDays('2026-11-02', todayOffset)
        const due = dueFollowUps(entries, today, Infinity)
        expect(due.length).toBeLessThanOrEqual(followUpReport(entries).waiting)
        for (const entry of due) {
          expect(isAwaitingOutcome(entry)).toBe(true)
          expect(addDays(entry.day, 2) <= today).toBe(true)
          expect(entry.askAgainOn === undefined || entry.askAgainOn <= today).toBe(true)
        }
        const times = due.map((entry) => Date.parse(entry.timestamp))
        expect(times).toEqual([...times].sort((a, b) => a - b))
        expect(dueFollowUps(entries, today)).toEqual(due.slice(0, 3))
      }),
    )
  })
})

describe('what a device reports for the outcome reminder', () => {
  it('is the number waiting and the day the oldest becomes due, three days on', () => {
    // Tracked on Wednesday and on Tuesday (Monday's check-in tracked none).
    const { entries } = decisions({ day: 2 }, { day: 0, decision: null }, { day: 1 })
    expect(followUpReport(entries)).toEqual({ waiting: 2, dueOn: '2026-11-06' })
    // 'Not yet' on Thursday for Tuesday's: due again on Sunday; Wednesday's is due Saturday.
    const snoozed = snoozeFollowUp(entries, entries[2]!.id, '2026-11-05')
    expect(followUpReport(snoozed.entries)).toEqual({ waiting: 2, dueOn: '2026-11-07' })
    const stopped = stopFollowUp(snoozed.entries, entries[0]!.id)
    expect(followUpReport(stopped.entries)).toEqual({ waiting: 1, dueOn: '2026-11-08' })
    expect(followUpReport(stopFollowUp(stopped.entries, entries[2]!.id).entries)).toEqual(
      NOTHING_WAITING,
    )
    expect(followUpReport([])).toEqual(NOTHING_WAITING)
  })

  it('reports at most the bound, however many wait', () => {
    const [one] = decisions({ day: 0 }).entries
    const many = Array.from({ length: MAX_REPORTED_WAITING + 5 }, (_, i) => ({
      ...one!,
      id: uuid(i + 1),
    }))
    expect(followUpReport(many)).toEqual({ waiting: MAX_REPORTED_WAITING, dueOn: '2026-11-05' })
  })

  it('holds no text: only a count and a day', () => {
    const { entries } = decisions({ day: 0, decision: 'Tell Sam about the job offer' })
    const report = followUpReport(entries)
    expect(Object.keys(report).sort()).toEqual(['dueOn', 'waiting'])
    expect(JSON.stringify(report)).not.toContain('Sam')
  })

  it('is bounded and validated: a count in range, and a day exactly when something waits', () => {
    const ok = [
      { waiting: 0, dueOn: null },
      { waiting: 3, dueOn: '2026-11-05' },
      { waiting: MAX_REPORTED_WAITING, dueOn: '2026-11-05' },
    ]
    for (const report of ok) expect(followUpReportSchema.safeParse(report).success).toBe(true)
    const bad = [
      { waiting: -1, dueOn: null },
      { waiting: 1.5, dueOn: '2026-11-05' },
      { waiting: MAX_REPORTED_WAITING + 1, dueOn: '2026-11-05' },
      { waiting: 2, dueOn: null },
      { waiting: 0, dueOn: '2026-11-05' },
      { waiting: 1, dueOn: '2026-02-30' },
      { waiting: '1', dueOn: '2026-11-05' },
      { waiting: 1 },
    ]
    for (const report of bad) expect(followUpReportSchema.safeParse(report).success).toBe(false)
  })
})
