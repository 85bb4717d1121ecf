/**
 * A day of check-ins for the tests of what completes a mission (mission-progress.test.ts,
 * mission-acts.test.ts): check-ins made in Berlin, and the day they are read on.
 */
import { createEntry } from '../gamification/gamification'
import type { Entry, EntryDraft, TapDraft, VoiceDraft } from '../journal/entry-schema'
import { localDay } from '../time/calendar-day'
import { tapDraft, uuid, voiceDraft } from './fixtures'

export const ZONE = 'Europe/Berlin'
export const TODAY = '2026-11-25'
export const MORNING = '2026-11-25T08:00:00+01:00'

let n = 0
/** Starts the ids again: each test file makes the same ones (test/fresh-file.ts). */
export function resetIds(): void {
  n = 0
}

/** A check-in made at `at` in Berlin: a tap one unless `mode` says voice, with `draft` over it. */
export function checkInAt(
  draft: Partial<TapDraft> | (Partial<VoiceDraft> & { mode: 'voice' }) = {},
  at = MORNING,
): Entry {
  n += 1
  const base: EntryDraft =
    draft.mode === 'voice'
      ? voiceDraft({ gutFeeling: undefined, willIgnore: undefined, ...draft })
      : tapDraft({ description: 'A meeting', ...(draft as Partial<TapDraft>) })
  return createEntry({ ...base, ...draft } as EntryDraft, {
    id: uuid(n),
    now: Date.parse(at),
    timeZone: ZONE,
  })
}

/** What `isMissionDone` reads of a day: today, Berlin's days, the entries and outcomes. */
export const missionDay = (entries: Entry[], outcomes = 0) => ({
  today: TODAY,
  dayOf: (instant: number) => localDay(instant, ZONE),
  entries,
  outcomes,
})
