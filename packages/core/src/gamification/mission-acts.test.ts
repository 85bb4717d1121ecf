import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_MISSIONS } from '../journal/defaults'
import type { Entry, EntryDraft, GutFeeling, TapDraft, WillIgnore } from '../journal/entry-schema'
import { checkInAt, missionDay } from '../test/mission-day'
import { isMissionDone, missionGoal, type MissionGoal } from './mission-progress'

/** Each mission is done by the act it names, and by nothing else (ADR 0068). */

const withOutcome = (entry: Entry, at = '2026-11-25T18:00:00+01:00'): Entry => ({
  ...entry,
  consequence: 'It went well',
  consequenceDate: new Date(at).toISOString(),
})
const done = (goal: MissionGoal | null, entries: Entry[], outcomes = 0) =>
  isMissionDone(goal, missionDay(entries, outcomes))
const tap = (draft: Partial<EntryDraft> = {}, at?: string) =>
  checkInAt(draft as Partial<TapDraft>, at)

const FOLLOW: MissionGoal = { kind: 'followed-gut', context: 'Work', feeling: 'no' }
const [PAUSE, BODY, HONOR] = DEFAULT_MISSIONS.map(missionGoal)

describe('"Follow your gut once, and log how it goes"', () => {
  it('needs a check-in of today that followed the gut, and its outcome logged today', () => {
    const honored = tap({ gutFeeling: 'no', willIgnore: 'no' })
    expect(done(FOLLOW, [honored])).toBe(false)
    expect(done(FOLLOW, [withOutcome(honored)])).toBe(true)
    // Its outcome logged tomorrow, or an honored check-in of yesterday: not today's act.
    expect(done(FOLLOW, [withOutcome(honored, '2026-11-26T09:00:00+01:00')])).toBe(false)
    const yesterday = tap({ willIgnore: 'no' }, '2026-11-24T08:00:00+01:00')
    expect(done(FOLLOW, [withOutcome(yesterday)])).toBe(false)
  })

  it('is never done by a gut set aside or unsure, nor in another context or with another answer', () => {
    const ignored = withOutcome(tap({ willIgnore: 'yes' }))
    const unsure = withOutcome(tap({ willIgnore: 'not-sure' }))
    const elsewhere = withOutcome(tap({ context: 'Health', willIgnore: 'no' }))
    const yes = withOutcome(tap({ gutFeeling: 'yes', willIgnore: 'no' }))
    expect(done(FOLLOW, [ignored, unsure, elsewhere, yes])).toBe(false)
  })

  it('an ignored check-in completes none of the gut-following missions, whatever else it holds', () => {
    const feelings = fc.constantFrom<GutFeeling>('yes', 'no', 'pause')
    const ignoring = fc.constantFrom<WillIgnore>('yes', 'not-sure')
    fc.assert(
      fc.property(feelings, ignoring, fc.boolean(), (gutFeeling, willIgnore, logged) => {
        const entry = tap({ gutFeeling, willIgnore, decision: 'Say yes to the trip' })
        const entries = [logged ? withOutcome(entry) : entry]
        expect(done({ kind: 'followed-gut' }, entries)).toBe(false)
        expect(done(HONOR!, entries)).toBe(false)
        expect(done(PAUSE!, entries)).toBe(false)
        // What it did do: a body signal was named.
        expect(done(BODY!, entries)).toBe(true)
      }),
    )
  })
})

describe('the act each mission names', () => {
  it('"Pause before saying yes": the gut said pause, and the person waited', () => {
    expect(done(PAUSE!, [tap({ gutFeeling: 'pause', willIgnore: 'no' })])).toBe(true)
    expect(done(PAUSE!, [tap({ gutFeeling: 'pause', willIgnore: 'yes' })])).toBe(false)
    expect(done(PAUSE!, [tap({ gutFeeling: 'no', willIgnore: 'no' })])).toBe(false)
  })

  it('a check-in in a context: that context as the Timeline names it, with the gut answer asked for', () => {
    const custom = tap({ context: 'Custom', customNote: 'Moving flats' })
    expect(done({ kind: 'check-in', context: 'Moving flats' }, [custom])).toBe(true)
    expect(done({ kind: 'check-in', context: 'Work' }, [custom])).toBe(false)
    const goal: MissionGoal = { kind: 'check-in', context: 'Work', feeling: 'yes' }
    expect(done(goal, [tap({ gutFeeling: 'no' })])).toBe(false)
    expect(done(goal, [tap({ gutFeeling: 'yes' })])).toBe(true)
  })

  it('noticing the strength: a strength said today; noticing the lean: a yes or a no, not a pause', () => {
    expect(done({ kind: 'strength' }, [tap()])).toBe(false)
    expect(done({ kind: 'strength' }, [tap({ strength: 'faint' })])).toBe(true)
    expect(done({ kind: 'lean' }, [tap({ gutFeeling: 'pause' })])).toBe(false)
    expect(done({ kind: 'lean' }, [tap({ gutFeeling: 'yes', willIgnore: 'yes' })])).toBe(true)
  })

  it('an outcome of a tracked decision: only an outcome logged today on a check-in with a decision', () => {
    const past = '2026-11-20T08:00:00+01:00'
    const untracked = withOutcome(tap({}, past))
    const tracked = withOutcome(tap({ willIgnore: 'yes', decision: 'Take the job' }, past))
    expect(done({ kind: 'outcome', tracked: true }, [untracked])).toBe(false)
    expect(done({ kind: 'outcome' }, [untracked])).toBe(true)
    expect(done({ kind: 'outcome', tracked: true }, [untracked, tracked])).toBe(true)
  })
})
