import { localDay } from '../time/calendar-day'
import { describe, expect, it } from 'vitest'
import { missionsSchema } from '../coach/analysis-schemas'
import { createEntry } from '../gamification/gamification'
import { isMissionDone, missionGoal } from '../gamification/mission-progress'
import { DEFAULT_DAILY_FOCUS, DEFAULT_MISSIONS } from './defaults'
import type { Entry, EntryDraft } from './entry-schema'
import {
  ONBOARDING_FOCUSES,
  onboardingChallengeSchema,
  onboardingFocusSchema,
} from '../account/onboarding'

const ZONE = 'Europe/Berlin'
const TODAY = '2026-11-25'
const checkIn = (draft: Partial<EntryDraft>, n: number) =>
  createEntry(
    {
      mode: 'tap',
      context: 'Work',
      description: 'Asked to take on another project',
      bodySensation: 'Tight chest',
      gutFeeling: 'pause',
      willIgnore: 'not-sure',
      decision: null,
      ...draft,
    } as EntryDraft,
    {
      id: `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`,
      now: Date.parse(`${TODAY}T09:00:00+01:00`),
      timeZone: ZONE,
    },
  )
const doneWith = (entries: Entry[]) =>
  DEFAULT_MISSIONS.map((mission) =>
    isMissionDone(missionGoal(mission), {
      today: TODAY,
      dayOf: (instant) => localDay(instant, ZONE),
      entries,
      outcomes: 0,
    }),
  )

describe('the missions before the coach knows the journal', () => {
  it('are three, none done on a day without a check-in', () => {
    expect(DEFAULT_MISSIONS).toHaveLength(3)
    expect(doneWith([])).toEqual([false, false, false])
  })

  it('tick off one by one, each by its own act: a pause waited on, a body signal, a no honored', () => {
    const voice = createEntry(
      {
        mode: 'voice',
        transcript: 'Not sure yet',
        label: 'unclear',
        wantsResponse: false,
        aiInsights: '',
      },
      {
        id: '00000000-0000-4000-8000-000000000001',
        now: Date.parse(`${TODAY}T09:00:00+01:00`),
        timeZone: ZONE,
      },
    )
    // A check-in is not a pause: only one whose gut said pause, and the person waited.
    expect(doneWith([voice])).toEqual([false, false, false])
    expect(doneWith([checkIn({ bodySensation: 'Tight chest' }, 2)])).toEqual([false, true, false])
    const waited = checkIn({ gutFeeling: 'pause', willIgnore: 'no' }, 3)
    expect(doneWith([waited])).toEqual([true, true, false])
    const honoredNo = checkIn({ gutFeeling: 'no', willIgnore: 'no' }, 4)
    expect(doneWith([honoredNo])).toEqual([false, true, true])
    // A no that was ignored is not a no honored.
    expect(doneWith([checkIn({ gutFeeling: 'no', willIgnore: 'yes' }, 5)])[2]).toBe(false)
  })

  it('keep their identity from one day to the next', () => {
    const ids = DEFAULT_MISSIONS.map((mission) => mission.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(missionsSchema.parse(DEFAULT_MISSIONS).map((mission) => mission.id)).toEqual(ids)
  })
})

describe('the focus before the coach knows the journal', () => {
  it('is a sentence to read, not an empty card', () => {
    expect(DEFAULT_DAILY_FOCUS.trim().split(/\s+/).length).toBeGreaterThan(3)
  })
})

describe('onboarding choices', () => {
  it('accepts each offered focus, nothing else, and a non-blank challenge', () => {
    for (const focus of ONBOARDING_FOCUSES) {
      expect(onboardingFocusSchema.safeParse(focus).success).toBe(true)
    }
    expect(onboardingFocusSchema.safeParse('health').success).toBe(false)
    expect(onboardingChallengeSchema.safeParse('  ').success).toBe(false)
    expect(onboardingChallengeSchema.parse(' Saying no ')).toBe('Saying no')
  })
})
