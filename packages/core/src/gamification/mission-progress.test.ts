import { describe, expect, it } from 'vitest'
import type { Entry, EntryDraft } from '../journal/entry-schema'
import { checkInAt, missionDay } from '../test/mission-day'
import {
  isMissionDone,
  missionGoal,
  missionPath,
  withGoalEntry,
  type MissionGoal,
} from './mission-progress'

const entry = (draft: Partial<EntryDraft> & { mode?: 'tap' | 'voice' }, at: string): Entry =>
  checkInAt(draft as Parameters<typeof checkInAt>[0], at)
const day = missionDay

describe('a mission done today', () => {
  it('never reads an act from a category: a mission without a goal is done by nothing', () => {
    const today = entry({}, '2026-11-25T08:00:00+01:00')
    for (const category of ['Trust', 'Awareness', 'Work', 'Voice', 'Reflection']) {
      expect(missionGoal({ category })).toBeNull()
      expect(isMissionDone(missionGoal({ category }), day([today], 1))).toBe(false)
    }
  })

  it('counts only what happened today, in the context or with the signal asked for', () => {
    const yesterday = entry({}, '2026-11-24T12:00:00+01:00')
    const today = entry({ context: 'Health', bodySensation: 'Numb' }, '2026-11-25T08:00:00+01:00')
    expect(isMissionDone({ kind: 'check-in' }, day([yesterday]))).toBe(false)
    expect(isMissionDone({ kind: 'check-in' }, day([yesterday, today]))).toBe(true)
    expect(isMissionDone({ kind: 'check-in', context: 'Work' }, day([yesterday, today]))).toBe(
      false,
    )
    expect(isMissionDone({ kind: 'signal', signal: 'numb' }, day([today]))).toBe(true)
    expect(isMissionDone({ kind: 'signal', signal: 'Tight chest' }, day([today]))).toBe(false)
    expect(isMissionDone({ kind: 'honored-no' }, day([today]))).toBe(true)
    expect(isMissionDone({ kind: 'voice' }, day([today]))).toBe(false)
    const spoken = entry({ mode: 'voice' }, '2026-11-25T09:00:00+01:00')
    expect(isMissionDone({ kind: 'voice' }, day([spoken]))).toBe(true)
  })

  it("ticks 'honored-no' only for a 'no' that was honored: not one set aside, nor a 'yes' honored", () => {
    const at = '2026-11-25T08:00:00+01:00'
    const ignored = entry({ gutFeeling: 'no', willIgnore: 'yes' }, at)
    const unsure = entry({ gutFeeling: 'no', willIgnore: 'not-sure' }, at)
    const yesHonored = entry({ gutFeeling: 'yes', willIgnore: 'no' }, at)
    expect(isMissionDone({ kind: 'honored-no' }, day([ignored, unsure, yesHonored]))).toBe(false)
    const honored = entry({ gutFeeling: 'no', willIgnore: 'no' }, at)
    expect(isMissionDone({ kind: 'honored-no' }, day([ignored, honored]))).toBe(true)
  })

  it("ticks an outcome mission when that decision's outcome was logged today, in the phone's zone", () => {
    const decided = entry({ decision: 'Take the offer' }, '2026-11-10T12:00:00+01:00')
    const asked: MissionGoal = { kind: 'outcome', decision: 'Take the offer' }
    const { goal } = withGoalEntry<{ goal: MissionGoal }>({ goal: asked }, [decided])
    expect(goal.entryId).toBe(decided.id)
    expect(isMissionDone(goal, day([decided]))).toBe(false)
    // 23:30 UTC on the 24th is already the 25th in Berlin.
    const logged = {
      ...decided,
      consequence: 'It went well',
      consequenceDate: '2026-11-24T23:30:00.000Z',
    }
    expect(isMissionDone(goal, day([logged]))).toBe(true)
    const other = { ...logged, id: 'another' }
    expect(isMissionDone(goal, day([other]))).toBe(false)
    expect(isMissionDone({ kind: 'first-outcome' }, day([], 1))).toBe(true)
  })

  it('leads to where it is done', () => {
    expect(missionPath({ kind: 'voice' })).toBe('/check-in?mode=voice')
    expect(missionPath({ kind: 'outcome' })).toBe('/map')
    expect(missionPath({ kind: 'signal' })).toBe('/check-in?mode=tap')
  })
})
