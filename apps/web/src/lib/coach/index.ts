import type { CoachEntry, CoachJsonType, CoachResponse, Entry } from '@hara/core'
import type * as Client from './coach-client'

// The client (its contract checks and the coach on the device) loads with the first request,
// so a screen that may never ask the coach (Home before 3 check-ins) does not carry it.
const client = () => import('./coach-client')

export { BAD_ANSWER } from '@/lib/server-calls'
export { useCoachAnswer, type CoachLoad } from './use-coach-answer'
export { coachLanguage, useCoachLanguage } from './coach-language'

/** See coach-client.ts. */
export async function requestCoach<T extends CoachJsonType>(
  ...args: Parameters<typeof Client.requestCoach<T>>
): Promise<CoachResponse<T>> {
  return (await client()).requestCoach<T>(...args)
}

/** See coach-client.ts. */
export async function streamCoach(...args: Parameters<typeof Client.streamCoach>): Promise<string> {
  return (await client()).streamCoach(...args)
}

/** The journal as the coach reads it (the core's `coachJournal`), with the client's code. */
export async function coachEntries(entries: readonly Entry[]): Promise<CoachEntry[]> {
  return (await client()).coachJournal(entries)
}
