import type { CoachEntry } from '@hara/core'

/** A small journal for the coach's HTTP tests; its words are distinctive so logs can be searched. */
export const SECRET_WORD = 'zanzibarquill'

export function journal(): CoachEntry[] {
  const at = (day: number) => new Date(Date.UTC(2026, 1, day, 3 + day * 5)).toISOString()
  return [
    {
      mode: 'tap',
      timestamp: at(1),
      context: 'Work',
      description: `Boss and the ${SECRET_WORD} launch`,
      bodySensation: 'Tight chest',
      gutFeeling: 'no',
      willIgnore: 'yes',
      decision: 'Take the rushed contract',
      consequence: 'It was a disaster, I lost the client',
    },
    {
      mode: 'tap',
      timestamp: at(2),
      context: 'Work',
      description: 'Weekend shift again',
      bodySensation: 'Tight chest',
      gutFeeling: 'no',
      willIgnore: 'yes',
      decision: null,
      consequence: 'Should have listened, it blew up',
    },
    {
      mode: 'tap',
      timestamp: at(3),
      context: 'Relationship',
      description: 'Dinner with Sam',
      bodySensation: 'Expanding warmth',
      gutFeeling: 'yes',
      willIgnore: 'no',
      decision: null,
      consequence: 'So glad I went',
    },
  ]
}
