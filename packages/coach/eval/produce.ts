import {
  coachRequestSchema,
  newestFirst,
  signalItems,
  toneItems,
  trustItems,
  type CoachRequest,
  type Language,
} from '@hara/core'
import { explainCoach } from '../src/engine'
import type { Produced } from './checker'
import { asSent, storedEntries, type EvalJournal } from './kit'
import { unitsOf } from './units'

/** The day every eval answer is asked for. */
export const EVAL_DAY = '2026-03-01'

/**
 * The requests the eval sends for a journal, as the device asks them (the whole journal for
 * patterns, focus, missions and guidance; the Inner Map's items built by the device's own
 * code), in `language` when given.
 */
export function requestsFor(journal: EvalJournal, language?: Language): CoachRequest[] {
  const stored = newestFirst(storedEntries(journal.entries))
  const sent = newestFirst(journal.entries).map(asSent)
  const requests: unknown[] = [
    { type: 'daily_focus', entries: sent },
    { type: 'mission_generation', entries: sent },
    { type: 'pattern_analysis', entries: sent },
    { type: 'daily_guidance', entries: sent, userName: journal.who.split(/[ ,]/)[0] },
    { type: 'signals_analysis', items: signalItems(stored) },
    { type: 'trust_analysis', items: trustItems(stored) },
  ]
  if (toneItems(stored).length > 0)
    requests.push({ type: 'tone_analysis', items: toneItems(stored) })
  // Checked as the server checks them: the eval sends only what a device may send.
  return requests.map((r) =>
    coachRequestSchema.parse(language ? { ...(r as object), language } : r),
  )
}

/** Every answer the eval asks for, in `language` (English when not said, as a device asks). */
export function produce(journal: EvalJournal, language?: Language): Produced[] {
  return requestsFor(journal, language).map((request) => {
    const { answer, claims } = explainCoach(request, { day: EVAL_DAY })
    return { type: request.type, answer, claims, units: unitsOf(answer) }
  })
}
