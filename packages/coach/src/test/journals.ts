import type { CoachEntry, GutFeeling } from '@hara/core'

/**
 * Hand-made journals for the engine's tests, with answers worked out by hand in the tests.
 * Entries are a day apart at 09:00 UTC (morning in UTC), newest last.
 */

let day = 0
/** Starts the days again: each test file reads the same dates (test/fresh-file.ts). */
export function resetDays(): void {
  day = 0
}

export function tap(fields: {
  context: string
  signal?: string
  honored: boolean
  feeling?: GutFeeling
  outcome?: string
  decision?: string
  hourUtc?: number
}): CoachEntry {
  day += 1
  const at = new Date(Date.UTC(2026, 0, 1, fields.hourUtc ?? 9) + day * 86_400_000)
  return {
    mode: 'tap',
    timestamp: at.toISOString(),
    timeZone: 'UTC',
    context: fields.context,
    description: `Something about ${fields.context.toLowerCase()}`,
    bodySensation: fields.signal ?? 'Tight chest',
    gutFeeling: fields.feeling ?? 'no',
    willIgnore: fields.honored ? 'no' : 'yes',
    decision: fields.decision ?? null,
    consequence: fields.outcome ?? null,
  }
}

export function voice(
  transcript: string,
  honored: boolean | null,
  label: CoachEntry['label'] = 'unease',
): CoachEntry {
  day += 1
  return {
    mode: 'voice',
    timestamp: new Date(Date.UTC(2026, 0, 1, 20) + day * 86_400_000).toISOString(),
    timeZone: 'UTC',
    transcript,
    label,
    aiInsights: '',
    willIgnore: honored === null ? undefined : honored ? 'no' : 'yes',
  }
}

/** Honoring always went well, ignoring always went badly: Work is where the gut is overruled. */
export function listeningPaysOff(): CoachEntry[] {
  return [
    tap({
      context: 'Work',
      signal: 'Tight chest',
      honored: false,
      outcome: 'It was a disaster, I lost the client',
      decision: 'Take the rushed contract',
      hourUtc: 8,
    }),
    tap({
      context: 'Work',
      signal: 'Tight chest',
      honored: false,
      outcome: 'Should have listened, the project blew up',
      hourUtc: 10,
    }),
    tap({
      context: 'Work',
      signal: 'Tight chest',
      honored: false,
      outcome: 'Big mistake, I regret it',
      hourUtc: 14,
    }),
    tap({
      context: 'Relationship',
      signal: 'Expanding warmth',
      honored: true,
      feeling: 'yes',
      outcome: 'We had a wonderful evening',
      hourUtc: 19,
    }),
    tap({
      context: 'Relationship',
      signal: 'Expanding warmth',
      honored: true,
      feeling: 'yes',
      outcome: 'So glad I went, it went really well',
      hourUtc: 21,
    }),
    tap({
      context: 'Health',
      signal: 'Dropped stomach',
      honored: true,
      feeling: 'pause',
      outcome: 'Dodged a bullet there',
      hourUtc: 13,
    }),
  ]
}

/** The reverse: honoring went badly, ignoring went well. */
export function listeningBackfires(): CoachEntry[] {
  return [
    tap({
      context: 'Social',
      signal: 'Numb',
      honored: true,
      outcome: 'It was awful, I missed the best party of the year',
    }),
    tap({
      context: 'Social',
      signal: 'Numb',
      honored: true,
      outcome: 'Terrible, I regret staying home',
    }),
    tap({
      context: 'Finance',
      signal: 'Tight chest',
      honored: false,
      outcome: 'It went great, the investment paid off',
    }),
    tap({
      context: 'Finance',
      signal: 'Tight chest',
      honored: false,
      outcome: 'Worried for nothing, it turned out fine',
    }),
  ]
}

/** Check-ins with no outcome logged at all. */
export function noOutcomes(): CoachEntry[] {
  return [
    tap({
      context: 'Work',
      signal: 'Tight chest',
      honored: false,
      decision: 'Say yes to the weekend shift',
      hourUtc: 8,
    }),
    tap({
      context: 'Work',
      signal: 'Tight chest',
      honored: false,
      decision: 'Skip the one-on-one',
      hourUtc: 15,
    }),
    tap({ context: 'Social', signal: 'Numb', honored: true, feeling: 'yes', hourUtc: 20 }),
  ]
}
