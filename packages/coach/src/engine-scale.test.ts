import fc from 'fast-check'
import type { CoachEntry, CoachRequest, SignalItem, TrustItem } from '@hara/core'
import { coachRequestSchema, coachResponseSchemas } from '@hara/core'
import { describe, expect, it } from 'vitest'
import { answerCoach } from './engine'
import { syntheticJournal } from './test/synthetic-journal'

const DAY = '2026-03-01'

function honored(e: CoachEntry) {
  return e.willIgnore === undefined ? null : e.willIgnore === 'no'
}
function signalItemsOf(entries: CoachEntry[]): SignalItem[] {
  return entries.flatMap((e) =>
    e.bodySensation
      ? [
          {
            sensation: e.bodySensation,
            gutFeeling: e.gutFeeling,
            honored: honored(e),
            consequence: e.consequence ?? null,
          },
        ]
      : [],
  )
}
function trustItemsOf(entries: CoachEntry[]): TrustItem[] {
  return entries.flatMap((e) =>
    e.willIgnore
      ? [
          {
            honored: e.willIgnore === 'no',
            consequence: e.consequence ?? null,
            decision: e.decision ?? null,
          },
        ]
      : [],
  )
}

describe('10,000 entries', () => {
  const entries = syntheticJournal(10_000)
  const requests: CoachRequest[] = [
    { type: 'daily_focus', entries },
    { type: 'mission_generation', entries },
    { type: 'pattern_analysis', entries },
    { type: 'daily_guidance', entries },
    { type: 'signals_analysis', items: signalItemsOf(entries) },
    { type: 'trust_analysis', items: trustItemsOf(entries) },
    {
      type: 'tone_analysis',
      items: entries.flatMap((e) =>
        e.transcript ? [{ transcript: e.transcript, label: e.label, honored: honored(e) }] : [],
      ),
    },
  ]

  it('a request carries at most 5,000 entries; the engine itself takes more (on the device)', () => {
    const first = entries.slice(0, 5000)
    expect(coachRequestSchema.safeParse({ type: 'pattern_analysis', entries: first }).success).toBe(
      true,
    )
    expect(coachRequestSchema.safeParse({ type: 'pattern_analysis', entries }).success).toBe(false)
  })

  it.each(requests.map((r) => [r.type, r] as const))(
    '%s: an answer in the contract',
    (_, request) => {
      const answer = answerCoach(request, { day: DAY })
      if (answer.kind === 'json') {
        expect(coachResponseSchemas[answer.type].safeParse(answer.body).success).toBe(true)
      } else {
        expect(answer.text.length).toBeGreaterThan(50)
      }
    },
    // Ten thousand entries on a busy shared machine: the budget is bench:coach's, not a test's.
    30_000,
  )

  it('trust percentages are exact', () => {
    const items = trustItemsOf(entries)
    const answer = answerCoach({ type: 'trust_analysis', items }, { day: DAY })
    const expected = Math.round((items.filter((i) => i.honored).length / items.length) * 100)
    expect(answer).toMatchObject({
      body: { honoredPercentage: expected, ignoredPercentage: 100 - expected },
    })
  })
})

describe('names of a person’s own, as long as a request allows', () => {
  it('keep every answer within its contract', () => {
    const long = 'Moving abroad with my partner and two cats '.repeat(90).slice(0, 3900)
    const signal = 'A hum behind my left ear that goes on and on '.repeat(80).slice(0, 3900)
    const entries: CoachEntry[] = Array.from({ length: 12 }, (_, i) => ({
      mode: 'tap',
      timestamp: new Date(Date.UTC(2026, 0, 1 + i, 8 + (i % 3) * 6)).toISOString(),
      timeZone: 'UTC',
      context: i % 4 === 0 ? 'Work' : 'Custom',
      customNote: long,
      description: 'x',
      bodySensation: i % 2 ? signal : 'Tight chest',
      gutFeeling: i % 3 ? 'no' : 'yes',
      willIgnore: i % 3 ? 'yes' : 'no',
      consequence: i % 2 ? 'Big mistake, I regret it' : 'It went really well',
      decision: null,
    }))
    for (const type of ['daily_focus', 'mission_generation', 'pattern_analysis'] as const) {
      const answer = answerCoach({ type, entries }, { day: DAY })
      expect(answer.kind).toBe('json')
      if (answer.kind === 'json') {
        expect(coachResponseSchemas[answer.type].safeParse(answer.body).success).toBe(true)
      }
    }
  })
})

describe('properties', () => {
  const journal = fc
    .integer({ min: 0, max: 200 })
    .chain((n) => fc.constant(syntheticJournal(n, n + 1)))

  it('signals and trust do not depend on the order of the items', () => {
    fc.assert(
      fc.property(journal, fc.nat(), (entries, salt) => {
        const shuffled = [...entries].sort(
          (a, b) =>
            ((a.timestamp.length * salt) % 7) - ((b.timestamp.length * salt) % 7) ||
            (a.timestamp < b.timestamp ? 1 : -1),
        )
        for (const make of [
          (e: CoachEntry[]) => ({ type: 'signals_analysis' as const, items: signalItemsOf(e) }),
          (e: CoachEntry[]) => ({ type: 'trust_analysis' as const, items: trustItemsOf(e) }),
        ]) {
          expect(answerCoach(make(shuffled), { day: DAY })).toEqual(
            answerCoach(make(entries), { day: DAY }),
          )
        }
      }),
      { numRuns: 40 },
    )
  })

  it('the same request on the same day gives the same answer', () => {
    fc.assert(
      fc.property(journal, (entries) => {
        const request: CoachRequest = { type: 'mission_generation', entries }
        expect(answerCoach(request, { day: DAY })).toEqual(answerCoach(request, { day: DAY }))
      }),
      { numRuns: 30 },
    )
  })

  it('trust shares always add up to 100 and match the counts', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            honored: fc.boolean(),
            consequence: fc.constant(null),
            decision: fc.constant(null),
          }),
          { minLength: 1, maxLength: 300 },
        ),
        (items) => {
          const answer = answerCoach({ type: 'trust_analysis', items }, { day: DAY })
          const h = items.filter((i) => i.honored).length
          expect(answer).toMatchObject({
            body: { honoredPercentage: Math.round((h / items.length) * 100) },
          })
          const body =
            answer.kind === 'json'
              ? (answer.body as { honoredPercentage: number; ignoredPercentage: number })
              : null
          expect(body!.honoredPercentage + body!.ignoredPercentage).toBe(100)
        },
      ),
    )
  })
})
