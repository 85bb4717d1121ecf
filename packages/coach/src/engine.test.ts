import { signalItems, trustItems, type CoachEntry, type CoachRequest } from '@hara/core'
import { describe, expect, it } from 'vitest'
import { answerCoach } from './engine'
import { listeningBackfires, listeningPaysOff, noOutcomes, tap } from './test-journals'

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

describe('a journal where honoring always went well and ignoring always went badly', () => {
  const entries = listeningPaysOff()

  it('trust: 50% each way, counted outcomes, and a recommendation to keep listening', () => {
    expect(ask({ type: 'trust_analysis', items: trustItems(asJournal(entries)) })).toEqual({
      honoredPercentage: 50,
      ignoredPercentage: 50,
      honoredOutcome: 'Of 3 times you honored your gut, 3 turned out well and 0 badly.',
      ignoredOutcome: 'Of 3 times you ignored your gut, 0 turned out well and 3 badly.',
      recommendation:
        'Listening pays off for you: 3 of 3 went well when you honored it, 0 of 3 when you ignored it. When the signal comes, give it the benefit of the doubt.',
    })
  })

  it('signals: each body signal with its count and 100% accuracy, most frequent first', () => {
    const { signals } = ask({
      type: 'signals_analysis',
      items: signalItems(asJournal(entries)),
    }) as {
      signals: { signal: string; insight: string; accuracy: number | null; appearances: number }[]
    }
    expect(signals.map((s) => [s.signal, s.appearances, s.accuracy])).toEqual([
      ['Tight chest', 3, 100],
      ['Expanding warmth', 2, 100],
      ['Dropped stomach', 1, 100],
    ])
    expect(signals[0]!.insight).toBe(
      'Showed up 3 times; you honored it 0 of 3. It usually came with a no from your gut (3 of 3). Each time you overrode it, things went badly (3 of 3). It proved right 3 of 3 times.',
    )
  })

  it('focus names Work, where the gut was overruled 3 of 3 times, and its body signal', () => {
    const { focus } = ask({ type: 'daily_focus', entries })
    expect(focus).toMatch(/Work/)
    expect(focus).toMatch(/3 of 3/)
    expect(focus).toMatch(/tight chest/)
  })

  it('missions: honor a signal at Work, notice the tight chest, speak a check-in', () => {
    expect(ask({ type: 'mission_generation', entries })).toEqual({
      missions: [
        { title: expect.stringMatching(/Work/), category: 'Work' },
        { title: 'Notice when your tight chest shows up, and name it', category: 'Body' },
        { title: 'Speak one check-in out loud', category: 'Voice' },
      ],
    })
  })

  it('patterns: Work overridden, tight chest before overriding, and the cost of overriding', () => {
    const { patterns } = ask({ type: 'pattern_analysis', entries }) as {
      patterns: {
        title: string
        observation: string
        relatedEntries: string[]
        questions: string[]
      }[]
    }
    expect(patterns.map((p) => p.title)).toEqual([
      'Work is where you override your gut',
      'Tight chest often comes before overriding',
      'Overriding your gut has cost you',
    ])
    expect(patterns[0]!.observation).toBe(
      'In Work, you ignored your gut 3 of 3 times, against 0 of 3 everywhere else.',
    )
    expect(patterns[1]!.observation).toBe(
      'When you felt tight chest, you went against your gut 3 of 3 times. When you did, 3 of 3 turned out badly.',
    )
    for (const pattern of patterns) {
      expect(pattern.questions).toHaveLength(2)
      expect(pattern.relatedEntries.length).toBeGreaterThan(0)
      expect(pattern.relatedEntries.every((line) => line.includes('Work'))).toBe(true)
    }
  })

  it('daily guidance counts the week and names what stands out', () => {
    const answer = answerCoach({ type: 'daily_guidance', entries, userName: 'Mira' }, { day: DAY })
    expect(answer.kind).toBe('stream')
    const text = answer.kind === 'stream' ? answer.text : ''
    expect(text).toMatch(/^### Good to see you, Mira/)
    expect(text).toContain('In your last 6 check-ins you honored your gut 3 of 6 times.')
    expect(text).toContain('3 went well and 3 didn')
    expect(text).toContain('**What stands out:** In Work, you ignored your gut 3 of 3 times')
  })
})

describe('a journal where honoring went badly and ignoring went well', () => {
  const entries = listeningBackfires()

  it('trust says overriding has gone better, with the counts', () => {
    const trust = ask({ type: 'trust_analysis', items: trustItems(asJournal(entries)) })
    expect(trust).toMatchObject({
      honoredPercentage: 50,
      ignoredPercentage: 50,
      honoredOutcome: 'Of 2 times you honored your gut, 0 turned out well and 2 badly.',
      ignoredOutcome: 'Of 2 times you ignored your gut, 2 turned out well and 0 badly.',
    })
    expect(trust.recommendation).toMatch(
      /^So far, overriding your gut has gone better: 0 of 2 went well when you honored it, 2 of 2 when you ignored it\./,
    )
  })

  it('signals: judged outcomes that proved the gut wrong give a real 0%', () => {
    const { signals } = ask({
      type: 'signals_analysis',
      items: signalItems(asJournal(entries)),
    }) as {
      signals: { signal: string; accuracy: number | null }[]
    }
    expect(signals).toEqual([
      expect.objectContaining({ signal: 'Numb', accuracy: 0 }),
      expect.objectContaining({ signal: 'Tight chest', accuracy: 0 }),
    ])
  })

  it('focus names Finance, where the gut was overridden', () => {
    expect(ask({ type: 'daily_focus', entries }).focus).toMatch(/Finance/)
  })
})

describe('a journal with no outcomes at all', () => {
  const entries = noOutcomes()

  it('trust: exact shares, and says there are too few outcomes to tell', () => {
    expect(ask({ type: 'trust_analysis', items: trustItems(asJournal(entries)) })).toEqual({
      honoredPercentage: 33,
      ignoredPercentage: 67,
      honoredOutcome:
        'You honored your gut 1 time; no outcome that shows how it went is logged yet.',
      ignoredOutcome:
        'You ignored your gut 2 times; no outcome that shows how it went is logged yet.',
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

  it('patterns: the gut says no, Work is overridden, and decisions wait for an ending', () => {
    const { patterns } = ask({ type: 'pattern_analysis', entries }) as {
      patterns: { title: string }[]
    }
    expect(patterns.map((p) => p.title)).toEqual([
      'Work is where you override your gut',
      'Tight chest often comes before overriding',
      'Decisions waiting for an ending',
    ])
  })
})

describe('a single entry', () => {
  const entries = [
    tap({ context: 'Health', signal: 'Numb', honored: true, outcome: 'Felt relieved right away' }),
  ]

  it('trust is 100% honored, and too few outcomes to compare', () => {
    const trust = ask({ type: 'trust_analysis', items: trustItems(asJournal(entries)) })
    expect(trust).toMatchObject({ honoredPercentage: 100, ignoredPercentage: 0 })
    expect(trust.ignoredOutcome).toBe("You haven't ignored your gut in these check-ins yet.")
    expect(trust.recommendation).toMatch(
      /^Too few outcomes to compare yet\. Log how a time you ignored your gut turned out/,
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
