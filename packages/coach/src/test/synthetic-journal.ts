import { DEFAULT_BODY_SIGNALS, DEFAULT_CATEGORIES, type CoachEntry } from '@hara/core'

/**
 * A large, varied journal for the engine's scale tests and `npm run bench:coach`: one or two
 * check-ins a day, about 40% with an outcome, one in five spoken. Deterministic for a seed.
 */

const OUTCOMES = [
  'It went really well, glad I listened',
  'Should have trusted myself, it was a mess',
  'Not sure yet, still waiting to hear back',
  'Dodged a bullet there',
  'Big mistake, I regret it',
  'Turned out fine in the end',
  'They loved the idea and offered me the role',
  'We argued for an hour and nothing got resolved',
  'Honestly a mixed bag',
  'I knew it, he cancelled again',
]
const TRANSCRIPTS = [
  'My chest got tight when my manager asked me to stay late again. Maybe I should just say yes, I guess.',
  'I definitely know this apartment is right, I felt calm and warm the moment I walked in.',
  "I don't know about this investment, my stomach dropped when he showed me the numbers.",
  'Dinner with my sister felt easy and open, I am sure I want to see her more.',
]
const DECISIONS = [
  'Take the offer',
  'Say no to the weekend shift',
  'Call my brother',
  null,
  null,
  null,
]

function rng(seed: number) {
  let state = seed >>> 0 || 1
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 0x100000000
  }
}

export function syntheticJournal(count: number, seed = 7): CoachEntry[] {
  const random = rng(seed)
  const choose = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
  const start = Date.UTC(2020, 0, 1)
  const entries: CoachEntry[] = []
  for (let i = 0; i < count; i++) {
    const timestamp = new Date(
      start + i * 14 * 3_600_000 + Math.floor(random() * 3_600_000),
    ).toISOString()
    const honored = random() < 0.6
    const consequence = random() < 0.4 ? choose(OUTCOMES) : null
    const common = {
      timestamp,
      timeZone: choose(['Europe/Paris', 'America/New_York', 'UTC']),
      gutFeeling: choose(['yes', 'no', 'pause'] as const),
      willIgnore: honored ? ('no' as const) : choose(['yes', 'not-sure'] as const),
      consequence,
    }
    entries.push(
      random() < 0.2
        ? {
            ...common,
            mode: 'voice',
            transcript: choose(TRANSCRIPTS),
            label: choose(['unease', 'unclear', 'aligned'] as const),
            aiInsights: '',
          }
        : {
            ...common,
            mode: 'tap',
            context: choose(DEFAULT_CATEGORIES),
            description: 'A moment worth checking in about',
            bodySensation: choose(DEFAULT_BODY_SIGNALS),
            decision: choose(DECISIONS),
          },
    )
  }
  return entries
}
