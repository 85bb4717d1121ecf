import { signalItems, trustItems, type CoachEntry, type CoachRequest } from '@hara/core'
import { describe, expect, it } from 'vitest'
import { answerCoach } from './engine'
import { listeningBackfires, listeningPaysOff, noOutcomes, tap } from './test/journals'

const DAY = '2026-03-01'

/** Adapts coach entries to the analyses' items as the device builds them from stored entries. */
function asJournal(entries: CoachEntry[]) {
  return entries.map((e) => ({
    ...e,
    id: crypto.randomUUID(),
    day: e.timestamp.slice(0, 10),
    timeZone: 'UTC',
    xp: 10,
    consequenceDate: null,
    needsFollowUp: false,
    customNote: undefined,
  })) as never
}

function ask<T extends CoachRequest['type']>(request: Extract<CoachRequest, { type: T }>) {
  const answer = answerCoach(request, { day: DAY })
  if (answer.kind !== 'json') throw new Error('expected JSON')
  return answer.body as never as Record<string, unknown>
}

type PatternBody = { title: string; observation: string; intuitionGuide: string }[]

describe('a journal where honoring always went well and ignoring always went badly', () => {
  const entries = listeningPaysOff()

  it('trust: 50% each way, counted outcomes, and a recommendation to keep listening', () => {
    expect(ask({ type: 'trust_analysis', items: trustItems(asJournal(entries)) })).toEqual({
      honoredPercentage: 50,
      ignoredPercentage: 50,
      honoredOutcome: 'Of 3 times you followed your gut, 3 turned out well and 0 badly.',
      ignoredOutcome: 'Of 3 times you went against your gut, 0 turned out well and 3 badly.',
      recommendation:
        'Listening pays off for you: 3 of 3 went well when you followed your gut, and 0 of 3 went well when you went against it. When the signal comes, give it the benefit of the doubt.',
    })
  })

  it('signals: each body signal with its count and 100% accuracy (none for a pause waited on), most frequent first', () => {
    const { signals } = ask({
      type: 'signals_analysis',
      items: signalItems(asJournal(entries)),
    }) as {
      signals: { signal: string; insight: string; accuracy: number | null; appearances: number }[]
    }
    expect(signals.map((s) => [s.signal, s.appearances, s.accuracy])).toEqual([
      ['Tight chest', 3, 100],
      ['Expanding warmth', 2, 100],
      // A 'pause' the person waited on is never judged for or against the gut.
      ['Dropped stomach', 1, null],
    ])
    expect(signals[0]!.insight).toBe(
      'Showed up 3 times, each time with a no from your gut; you followed it 0 times. Each time you went against it, things went badly (3 of 3).',
    )
    // Two check-ins are no "each time" and no "usually"; each count is said once.
    expect(signals[1]!.insight).toBe(
      'Showed up 2 times; you followed it 2 times. When you followed it, 2 of 2 turned out well.',
    )
  })

  it('focus: the overrides at work, all gone badly, and a pause at the signal that came with them', () => {
    const { focus } = ask({ type: 'daily_focus', entries })
    // The pattern card's finding, in words of its own: Home and Insights never read alike.
    expect(focus).toBe(
      'Going against your gut at work turned out badly 3 of 3 times. Today, before you go against your gut at work, pause for one breath when the tight chest shows up.',
    )
  })

  it('missions follow the same finding: pause at work, notice the tight chest, keep following', () => {
    expect(ask({ type: 'mission_generation', entries })).toEqual({
      missions: [
        {
          title: 'Pause for one breath before you go against your gut at work',
          category: 'Work',
          goal: { kind: 'check-in', context: 'Work' },
        },
        {
          title: 'Notice when your tight chest shows up, and name it',
          category: 'Body',
          goal: { kind: 'signal', signal: 'Tight chest' },
        },
        // Done only by following the gut today and logging how it went, the same day.
        {
          title: 'Follow your gut once, and log how it goes',
          category: 'Trust',
          goal: { kind: 'followed-gut' },
        },
      ],
    })
  })

  it('patterns: overriding at work has cost, and following the gut has worked', () => {
    const { patterns } = ask({ type: 'pattern_analysis', entries }) as { patterns: PatternBody }
    expect(patterns.map((p) => [p.title, p.observation])).toEqual([
      [
        'Going against your gut at work has cost you',
        'Work moments when you went against your gut: 3 of 3 turned out badly.',
      ],
      [
        'Following your gut has worked for you',
        'When you followed your gut: 3 of 3 turned out well.',
      ],
    ])
  })

  it('daily guidance: the week in the person’s own answers, and the same finding as the focus in other words', () => {
    const answer = answerCoach({ type: 'daily_guidance', entries, userName: 'Mira' }, { day: DAY })
    expect(answer.kind).toBe('stream')
    const text = answer.kind === 'stream' ? answer.text : ''
    expect(text).toMatch(/^### Good to see you, Mira/)
    expect(text).toContain(
      'In your last 6 check-ins you followed your gut 3 times and went against it 3 times. Of the outcomes you logged, 3 went well and 3 went badly.',
    )
    expect(text).toContain(
      '**What stands out:** 3 of 3 times you went against your gut at work, it turned out badly.',
    )
    // Its advice is the day's mission, not the pattern card's words again.
    expect(text).toContain(
      '**For today:** Pause for one breath before you go against your gut at work.',
    )
  })

  it("names the day's mission Home shows as its practice, when one is sent", () => {
    const answer = answerCoach(
      { type: 'daily_guidance', entries, forToday: 'Notice one body signal before a decision' },
      { day: DAY },
    )
    const text = answer.kind === 'stream' ? answer.text : ''
    expect(text).toContain('**For today:** Notice one body signal before a decision.')
    expect(text).not.toContain('Pause for one breath')
  })
})

describe('a journal where honoring went badly and ignoring went well, two of each', () => {
  const entries = listeningBackfires()

  it('trust: the counts, and too few outcomes to call either path better', () => {
    const trust = ask({ type: 'trust_analysis', items: trustItems(asJournal(entries)) })
    expect(trust).toMatchObject({
      honoredPercentage: 50,
      ignoredPercentage: 50,
      honoredOutcome: 'Of 2 times you followed your gut, 0 turned out well and 2 badly.',
      ignoredOutcome: 'Of 2 times you went against your gut, 2 turned out well and 0 badly.',
    })
    expect(trust.recommendation).toBe(
      'Too few outcomes to compare yet. So far 0 of 2 went well when you followed your gut, and 2 of 2 went well when you went against it. Log how a few more of each turned out, and this will show which path serves you.',
    )
  })

  it('signals: judged outcomes that proved the gut wrong give a real 0%, and no advice to follow', () => {
    const { signals } = ask({
      type: 'signals_analysis',
      items: signalItems(asJournal(entries)),
    }) as {
      signals: { signal: string; accuracy: number | null; insight: string }[]
    }
    expect(signals).toEqual([
      expect.objectContaining({ signal: 'Numb', accuracy: 0 }),
      expect.objectContaining({ signal: 'Tight chest', accuracy: 0 }),
    ])
    expect(signals[0]!.insight).toContain(
      'Following it has cost you so far: when you did, 2 of 2 turned out badly. Is it fear or intuition?',
    )
  })

  it('focus: an early sign, said as one, with a question rather than advice to listen', () => {
    const { focus } = ask({ type: 'daily_focus', entries }) as { focus: string }
    expect(focus).toBe(
      'An early sign, from only 2 check-ins: following your gut in social moments turned out badly 2 of 2 times. Today, when your gut speaks in social moments, ask: is it fear or intuition?',
    )
  })
})

describe('a journal with no outcomes at all', () => {
  const entries = noOutcomes()

  it('trust: exact shares, and says there are too few outcomes to tell', () => {
    expect(ask({ type: 'trust_analysis', items: trustItems(asJournal(entries)) })).toEqual({
      honoredPercentage: 33,
      ignoredPercentage: 67,
      honoredOutcome:
        'You followed your gut 1 time; no outcome that shows how it went is logged yet.',
      ignoredOutcome:
        'You went against your gut 2 times; no outcome that shows how it went is logged yet.',
      recommendation:
        'Too few outcomes to compare yet. Log how either path turned out, and this will show which path serves you. 2 tracked decisions are still waiting for an outcome.',
    })
  })

  it('signals: no accuracy without a judged outcome, said in words', () => {
    const { signals } = ask({
      type: 'signals_analysis',
      items: signalItems(asJournal(entries)),
    }) as {
      signals: { accuracy: number | null; insight: string }[]
    }
    expect(signals.map((s) => s.accuracy)).toEqual([null, null])
    expect(signals[0]!.insight).toContain('No outcome can be judged yet')
  })

  it('missions start with logging an outcome', () => {
    const { missions } = ask({ type: 'mission_generation', entries }) as {
      missions: { title: string }[]
    }
    expect(missions[0]!.title).toBe('Log how one past check-in turned out')
    expect(missions).toHaveLength(3)
  })

  it('patterns: the decisions waiting for an ending, then the overrides at work as an early sign', () => {
    const { patterns } = ask({ type: 'pattern_analysis', entries }) as { patterns: PatternBody }
    expect(patterns.map((p) => p.title)).toEqual([
      'Decisions waiting for an ending',
      'Early sign: work is where you set your gut aside',
    ])
    expect(patterns[1]!.observation).toBe(
      // One check-in elsewhere is too few to compare with, so none is made.
      'An early sign, from only 2 check-ins: at work, you went against your gut 2 of 2 times.',
    )
  })
})

describe('a single entry', () => {
  const entries = [
    tap({ context: 'Health', signal: 'Numb', honored: true, outcome: 'Felt relieved right away' }),
  ]

  it('trust is 100% honored, and too few outcomes to compare', () => {
    const trust = ask({ type: 'trust_analysis', items: trustItems(asJournal(entries)) })
    expect(trust).toMatchObject({ honoredPercentage: 100, ignoredPercentage: 0 })
    expect(trust.ignoredOutcome).toBe("You haven't gone against your gut in these check-ins yet.")
    expect(trust.recommendation).toMatch(
      /^Too few outcomes to compare yet\. So far 1 of 1 went well when you followed your gut\. Log how a few more of each turned out/,
    )
  })

  it('patterns need 3 entries; missions still come as 3', () => {
    expect(ask({ type: 'pattern_analysis', entries })).toEqual({ patterns: [] })
    expect((ask({ type: 'mission_generation', entries }).missions as unknown[]).length).toBe(3)
  })

  it('the analyses without data say so', () => {
    expect(ask({ type: 'signals_analysis', items: [] })).toEqual({ insufficient: true })
    expect(ask({ type: 'trust_analysis', items: [] })).toEqual({ insufficient: true })
    expect(ask({ type: 'tone_analysis', items: [] })).toEqual({ insufficient: true })
  })
})
