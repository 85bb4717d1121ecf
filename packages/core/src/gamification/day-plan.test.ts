import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_MISSIONS } from '../journal/defaults'
import type { Journal } from '../journal/journal'
import { mergeJournals } from '../journal/journal-merge'
import { readRecordText, recordText } from '../sync/record-format'
import { createEntry } from './gamification'
import { planInLanguage } from '../coach/plan-words'
import { dayPlanOf, DAY_PLANS_KEPT, laterPlans, planOfDay, type DayPlan } from './day-plan'
import { INITIAL_GAMIFICATION_STATE } from './gamification-state'

/** A day's focus and missions: fixed once shown, the same on every phone (ADR 0068). */

const DAYS = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']
const planArb: fc.Arbitrary<DayPlan> = fc
  .record({
    day: fc.constantFrom(...DAYS),
    minute: fc.integer({ min: 0, max: 3 }),
    focus: fc.constantFrom('Pause at work.', 'Follow your gut.', 'Notice the chest.'),
    // Phones that speak other languages make plans in theirs (ADR 0082).
    language: fc.constantFrom(undefined, 'en', 'es', 'de' as const),
  })
  .map(({ day, minute, focus, language }) =>
    dayPlanOf(
      day,
      `${day}T08:0${minute}:00.000Z`,
      focus,
      DEFAULT_MISSIONS,
      language,
      language === 'es' ? { en: { focus, missions: ['One', 'Two', 'Three'] } } : undefined,
    ),
  )
const plansArb = fc.array(planArb, { maxLength: 5 })

const phone = (plans: DayPlan[] | undefined, entries: Journal['entries'] = []): Journal => ({
  entries,
  deletedEntries: [],
  gamification: { ...INITIAL_GAMIFICATION_STATE, ...(plans ? { dayPlans: plans } : {}) },
})

describe("a day's plan", () => {
  it('of two made for one day, the one shown first stands, on either phone', () => {
    const morning = dayPlanOf('2026-11-25', '2026-11-25T07:00:00.000Z', 'A', DEFAULT_MISSIONS)
    const later = dayPlanOf('2026-11-25', '2026-11-25T09:30:00.000Z', 'B', DEFAULT_MISSIONS)
    expect(planOfDay(laterPlans([later], [morning]), '2026-11-25')).toEqual(morning)
    expect(planOfDay(laterPlans([morning], [later]), '2026-11-25')).toEqual(morning)
    expect(planOfDay(laterPlans([morning], undefined), '2026-11-26')).toBeNull()
  })

  it('of two phones speaking different languages, the plan shown first stands, with its words in each', () => {
    const missions = DEFAULT_MISSIONS.slice(0, 3)
    const titles = (prefix: string) => missions.map((_, i) => `${prefix} ${i + 1}`)
    const spanish = dayPlanOf('2026-11-25', '2026-11-25T07:00:00.000Z', 'Pausa.', missions, 'es', {
      en: { focus: 'Pause.', missions: titles('Mission') },
      de: { focus: 'Pause.', missions: titles('Mission auf Deutsch') },
    })
    const english = dayPlanOf('2026-11-25', '2026-11-25T07:05:00.000Z', 'Other.', missions, 'en')
    const kept = planOfDay(laterPlans([english], [spanish]), '2026-11-25')!
    expect(kept).toEqual(planOfDay(laterPlans([spanish], [english]), '2026-11-25'))
    expect(kept).toEqual(spanish)
    // Each phone shows the one plan in its own words; the missions stay the same ones.
    const english_ = planInLanguage(kept, 'en')
    expect(english_.focus).toBe('Pause.')
    expect(english_.missions).toEqual(missions.map((m, i) => ({ ...m, title: `Mission ${i + 1}` })))
    expect(planInLanguage(kept, 'es')).toEqual({ focus: 'Pausa.', missions })
    // A plan from before languages was English, and carries no other words.
    const older = dayPlanOf('2026-11-25', '2026-11-25T07:00:00.000Z', 'Pause.', missions)
    expect(planInLanguage(older, 'de')).toEqual({ focus: 'Pause.', missions })
  })

  it('merges in any order, any number of times, to the same plans: one a day, the latest days', () => {
    fc.assert(
      fc.property(plansArb, plansArb, plansArb, (a, b, c) => {
        const ab = laterPlans(a, b)
        expect(laterPlans(b, a)).toEqual(ab)
        expect(laterPlans(ab, c)).toEqual(laterPlans(a, laterPlans(b, c)))
        expect(laterPlans(ab, ab)).toEqual(ab)
        expect(new Set(ab.map((plan) => plan.day)).size).toBe(ab.length)
        expect(ab.length).toBeLessThanOrEqual(DAY_PLANS_KEPT)
      }),
    )
  })

  it('travels with the gamification record, and a merge of journals keeps the first shown', () => {
    const mine = dayPlanOf('2026-11-25', '2026-11-25T08:00:00.000Z', 'Mine', DEFAULT_MISSIONS)
    const theirs = dayPlanOf('2026-11-25', '2026-11-25T08:05:00.000Z', 'Theirs', DEFAULT_MISSIONS)
    const record = recordText({
      kind: 'gamification',
      gamification: phone([theirs]).gamification,
    })
    const opened = readRecordText(record)
    expect(opened?.kind === 'gamification' && opened.gamification.dayPlans).toEqual([theirs])
    const now = Date.parse('2026-11-25T10:00:00Z')
    for (const [a, b] of [
      [phone([mine]), phone([theirs])],
      [phone([theirs]), phone([mine])],
    ] as const) {
      expect(mergeJournals(a, b, now).journal.gamification.dayPlans).toEqual([mine])
    }
    // A journal without plans (an older phone's state) takes nothing away.
    expect(
      mergeJournals(phone([mine]), phone(undefined), now).journal.gamification.dayPlans,
    ).toEqual([mine])
    expect(
      mergeJournals(phone(undefined), phone(undefined), now).journal.gamification,
    ).not.toHaveProperty('dayPlans')
  })

  it('stays as shown while the journal changes under it: a check-in, an edit of an old one', () => {
    const plan = dayPlanOf('2026-11-25', '2026-11-25T07:00:00.000Z', 'Focus', DEFAULT_MISSIONS)
    const old = createEntry(
      {
        mode: 'tap',
        context: 'Work',
        description: 'A meeting',
        bodySensation: 'Tight chest',
        gutFeeling: 'no',
        willIgnore: 'yes',
        decision: 'Stay late',
      },
      {
        id: '00000000-0000-4000-8000-000000000001',
        now: Date.parse('2026-11-20T09:00:00Z'),
        timeZone: 'UTC',
      },
    )
    const edited = {
      ...old,
      consequence: 'It went badly',
      consequenceDate: '2026-11-25T11:00:00.000Z',
    }
    const here = phone([plan], [old])
    const merged = mergeJournals(
      here,
      phone(undefined, [edited]),
      Date.parse('2026-11-25T11:00:00Z'),
    )
    expect(merged.journal.entries[0]?.consequence).toBe('It went badly')
    expect(planOfDay(merged.journal.gamification.dayPlans, '2026-11-25')).toEqual(plan)
  })
})
